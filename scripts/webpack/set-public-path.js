/* global __system_context__, __webpack_public_path__ */
// Lazy chunks load from wherever the import map says this module lives (site, CDN or a dev server).
// eslint-disable-next-line no-undef, no-global-assign
__webpack_public_path__ = new URL('.', __system_context__.meta.url).href;
