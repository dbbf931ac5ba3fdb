import http from 'node:http';
import type { AddressInfo } from 'node:net';

const LIFECYCLES = `{ bootstrap: function () {}, mount: function () {}, unmount: function () {} }`;

/** System modules (as webpack's system library emits them, and hostile ones) served locally for the import-map tests. */
export const MODULES: Record<string, string> = {
  '/good.js': `System.register(["react","@khel/shared"], function (__WEBPACK_DYNAMIC_EXPORT__, __system_context__) {
  var React, shared;
  return {
    setters: [function (m) { React = m; }, function (m) { shared = m; }],
    execute: function () {
      var base = new URL('.', __system_context__.meta.url).href;
      var root = document.getElementById('x');
      __WEBPACK_DYNAMIC_EXPORT__({
        bootstrap: function () { return Promise.resolve(); },
        mount: function () { return Promise.resolve(React.createElement('div')); },
        unmount: function () { return Promise.resolve(); },
      });
    }
  };
});`,
  '/named.js': `System.register("@khel/named", [], function (_export) {
  return { execute: function () { _export("bootstrap", async () => {}); _export("mount", async () => {}); _export("unmount", async () => {}); } };
});`,
  // webpack 5's system library output, minified: the bundle's IIFE returns the exports object its runtime filled.
  '/webpack.js': `System.register(["react","@khel/shared"],(function(e,t){var n={},r={};return Object.defineProperty(n,"__esModule",{value:!0}),{setters:[function(e){Object.keys(e).forEach((function(t){n[t]=e[t]}))},function(e){r.x=e}],execute:function(){e((()=>{"use strict";var e={},o={};function i(t){var n=o[t];if(void 0!==n)return n.exports;var r=o[t]={exports:{}};return e[t](r,r.exports,i),r.exports}i.d=(e,t)=>{for(var n in t)i.o(t,n)&&!i.o(e,n)&&Object.defineProperty(e,n,{enumerable:!0,get:t[n]})},i.o=(e,t)=>Object.prototype.hasOwnProperty.call(e,t),i.r=e=>{Object.defineProperty(e,"__esModule",{value:!0})};var a={};i.r(a),i.d(a,{bootstrap:()=>c,mount:()=>s,unmount:()=>u});const c=async()=>{},s=async()=>{},u=async()=>{};return a})())}}}));`,
  // webpack 5.9x (what `npm run build` emits today): exports defined from an array, the bundle returning `..., c`.
  '/webpack-array.js': `System.register(["@khel/shared","react"],function(e,t){var s={},o={};return{setters:[function(e){s.reactLifecycles=e.reactLifecycles},function(e){o.lazy=e.lazy}],execute:function(){e((()=>{var u={y:t};u.d=(e,t)=>{if(Array.isArray(t))for(var s=0;s<t.length;){var o=t[s++],r=t[s++],n=0===r?{enumerable:!0,value:t[s++]}:{enumerable:!0,get:r};Object.defineProperty(e,o,n)}};let c={};return u.p=new URL(".",u.y.meta.url).href,(()=>{"use strict";let e=null;const t=()=>e??(e=Promise.resolve({}));u.d(c,["bootstrap",0,async e=>(await t()).bootstrap(e),"mount",async e=>(await t()).mount(e),"unmount",0,async e=>(await t()).unmount(e)])})(),c})())}}});`,
  '/no-unmount.js': `System.register([], function (e) {
  return { execute: function () { e({ bootstrap: function () {}, mount: function () {} }); } };
});`,
  '/plain.js': `window.hello = function () { return 1; };`,
  '/throws.js': `System.register([], function (e) { return { execute: function () { throw new Error('boom at load'); } }; });`,
  '/syntax.js': `System.register([], function (e) { return { execute: function () { ( } }; });`,
  '/twice.js': `System.register([], function (e) { return { execute: function () { e(${LIFECYCLES}); } }; });
System.register([], function (e) { return { execute: function () { e(${LIFECYCLES}); } }; });`,
  // The old check's escape: the export function comes from the host, so its constructor chain reaches process.
  '/escape.js': `System.register([], function (e) {
  var p = e.constructor.constructor('return process')();
  p.mainModule.require('fs').writeFileSync(p.env.KHEL_ESCAPE_MARKER || '/tmp/khel-escape-marker', 'ran on the server');
  return { execute: function () { e(${LIFECYCLES}); } };
});`,
  // The old check ran execute() outside its time limit: this froze the API.
  '/busy.js': `System.register([], function (e) { return { execute: function () { for (;;) {} e(${LIFECYCLES}); } }; });`,
  '/busy-exporting.js': `System.register([], function (e) { return { execute: function () { e(${LIFECYCLES}); while (true) {} } }; });`,
};

export interface Served {
  body: string;
  status?: number;
  headers?: Record<string, string>;
  /** Never answer (a host that hangs). */
  hang?: boolean;
}

export interface FixtureServer {
  base: string;
  /** Serve (or stop serving) a path; a string body is served 200 with Access-Control-Allow-Origin: *. */
  set(path: string, body: string | Served | null): void;
  /** Paths requested so far. */
  requests: string[];
  close(): Promise<void>;
}

export async function startFixtureServer(): Promise<FixtureServer> {
  const files = new Map<string, string | Served>(Object.entries(MODULES));
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    requests.push(path);
    const entry = files.get(path);
    if (entry === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' }).end('Not Found');
      return;
    }
    const served: Served = typeof entry === 'string' ? { body: entry } : entry;
    if (served.hang) return;
    const headers = served.headers ?? { 'access-control-allow-origin': '*' };
    res.writeHead(served.status ?? 200, { 'content-type': 'text/javascript', ...headers }).end(served.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    set(path, body) {
      if (body === null) files.delete(path);
      else files.set(path, body);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
