// Browser globals jsdom lacks and react-router needs when it loads (every web test may load it through a module).
const { TextDecoder, TextEncoder } = require('node:util');

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
