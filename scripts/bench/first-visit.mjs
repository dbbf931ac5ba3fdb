// bench:bundle's second figure: everything a first visit downloads with the service worker allowed. The browser
// talks to the server through a counting proxy, so every request that reaches the network is seen, the page's and
// the service worker's alike (a file the browser answers from its own HTTP cache is not a download, and is not seen).
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

const ALREADY_COMPRESSED = /\.(png|jpe?g|webp|woff2?|gz|br)$/;

/** A proxy on a free port in front of `targetPort` that records each response (path, status, decoded body). */
export async function countingProxy(targetPort) {
  const seen = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const server = http.createServer((req, res) => {
    inFlight += 1;
    lastActivity = Date.now();
    const upstream = http.request({ host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      const chunks = [];
      answer.on('data', (chunk) => {
        chunks.push(chunk);
        res.write(chunk);
      });
      answer.on('end', () => {
        res.end();
        const wire = Buffer.concat(chunks);
        seen.push({ path: req.url.split('?')[0], status: answer.statusCode, type: String(answer.headers['content-type'] ?? ''), encoding: answer.headers['content-encoding'], wire });
        inFlight -= 1;
        lastActivity = Date.now();
      });
    });
    upstream.on('error', () => {
      res.destroy();
      inFlight -= 1;
    });
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    seen,
    /** Resolves when nothing has been in flight for `quietMs` (at most `maxMs`). */
    async settle(quietMs = 2000, maxMs = 30_000) {
      const deadline = Date.now() + maxMs;
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < quietMs)) await new Promise((r) => setTimeout(r, 100));
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

function decode(entry) {
  if (entry.encoding === 'br') return brotliDecompressSync(entry.wire);
  if (entry.encoding === 'gzip') return gunzipSync(entry.wire);
  return entry.wire;
}

function kind(entry) {
  const p = entry.path;
  if (/\.m?js$/.test(p)) return 'js';
  if (/\.css$/.test(p)) return 'css';
  if (/\.(woff2?|ttf|otf)$/.test(p)) return 'font';
  if (/\.(svg|png|jpe?g|webp|ico|gif)$/.test(p)) return 'image';
  if (entry.type.includes('text/html')) return 'html';
  if (p === '/import-map.json' || p.endsWith('.webmanifest')) return 'json';
  return 'api';
}

/** Each download as gzip -9 of its body (files already compressed: as they are), with its kind. */
export function downloads(seen) {
  return seen
    .filter((e) => e.status === 200 || e.status === 206)
    .map((e) => {
      const body = decode(e);
      const gzip = ALREADY_COMPRESSED.test(e.path) ? Math.min(body.length, gzipSync(body, { level: 9 }).length) : gzipSync(body, { level: 9 }).length;
      return { file: e.path, kind: kind(e), gzip };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

/**
 * A fresh browser context (service workers allowed) opens Home and stays until the worker is active, controls the
 * page, has finished its install and whatever the page asked it to keep, and the network has been quiet for 2 s.
 */
export async function measureFirstVisit(browser, targetPort) {
  const proxy = await countingProxy(targetPort);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const base = `http://localhost:${proxy.port}`;
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
    await proxy.settle();
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const lists = await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname)));
      return lists.flat();
    });
    return { rows: downloads(proxy.seen), cached: cached.sort() };
  } finally {
    await context.close();
    await proxy.close();
  }
}

/** A file's name without its content hash. */
export const shortName = (file) => file.replace(/\.[0-9a-f]{10}\.js$/, '.js');
