import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** System modules (as webpack's system library emits them) served by a local HTTP server for the import-map tests. */
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
  '/no-unmount.js': `System.register([], function (e) {
  return { execute: function () { e({ bootstrap: function () {}, mount: function () {} }); } };
});`,
  '/plain.js': `window.hello = function () { return 1; };`,
  '/throws.js': `System.register([], function (e) { return { execute: function () { throw new Error('boom at load'); } }; });`,
  '/syntax.js': `System.register([], function (e) { return { execute: function () { ( } }; });`,
};

export interface FixtureServer {
  base: string;
  /** Serve (or stop serving) a path. */
  set(path: string, body: string | null): void;
  close(): Promise<void>;
}

export async function startFixtureServer(): Promise<FixtureServer> {
  const files = new Map(Object.entries(MODULES));
  const server = http.createServer((req, res) => {
    const body = files.get((req.url ?? '').split('?')[0]);
    if (body === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/javascript' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    set(path, body) {
      if (body === null) files.delete(path);
      else files.set(path, body);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
