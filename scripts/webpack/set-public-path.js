/* global __system_context__ */
// Lazy chunks load from wherever the import map says this module lives (site, CDN or a dev server).
// webpack replaces this free variable with its public-path setter.
// eslint-disable-next-line no-undef
__webpack_public_path__ = new URL('.', __system_context__.meta.url).href;
