// The deploy layout's reverse proxy: one public port in front of several API processes (docs/deploy.md).
// Fastify with @fastify/reply-from (kept by the Fastify team, the API's own stack): an undici BalancedPool spreads
// requests over the upstreams and skips one that stops answering. Bodies (JSON, uploads) pass through unparsed.
//
// The proxy is the edge: it REPLACES X-Forwarded-For with the address of the peer that connected to it, so what a
// client writes in that header never reaches the API, and the API (KHEL_TRUST_PROXY = this proxy's address)
// counts the real client address in its throttles.
//
// Environment: KHEL_PROXY_UPSTREAMS (comma-separated http://host:port, at least one), PORT (default 8080),
// HOST (default 127.0.0.1), KHEL_PROXY_TIMEOUT_MS (default 30000), KHEL_PROXY_TLS_CERT and KHEL_PROXY_TLS_KEY
// (PEM files; both or neither): the proxy then ends TLS itself and speaks HTTP/2 to browsers (HTTP/1.1 to the rest,
// and for WebSocket upgrades), as a load balancer in front of it would.
import fs from 'node:fs';
import Fastify from 'fastify';
import replyFrom from '@fastify/reply-from';
import { passUpgrades } from './proxy-upgrade.mjs';

const upstreams = (process.env.KHEL_PROXY_UPSTREAMS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
if (upstreams.length === 0) {
  console.error('[proxy] KHEL_PROXY_UPSTREAMS names no upstream (e.g. http://127.0.0.1:9101,http://127.0.0.1:9102)');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const timeoutMs = Number(process.env.KHEL_PROXY_TIMEOUT_MS ?? 30_000);
const tlsFiles = [process.env.KHEL_PROXY_TLS_CERT, process.env.KHEL_PROXY_TLS_KEY];
if (tlsFiles.filter(Boolean).length === 1) {
  console.error('[proxy] set both KHEL_PROXY_TLS_CERT and KHEL_PROXY_TLS_KEY, or neither');
  process.exit(1);
}
const tls = tlsFiles[0] ? { allowHTTP1: true, cert: fs.readFileSync(tlsFiles[0]), key: fs.readFileSync(tlsFiles[1]) } : null;

// trustProxy stays off: the proxy believes no header; request.ip is the connecting socket's address.
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, trustProxy: false, bodyLimit: 12 * 1024 * 1024, ...(tls ? { http2: true, https: tls } : {}) });

// Every body goes to the API as the client sent it (the API parses and limits it).
app.removeAllContentTypeParsers();
app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

await app.register(replyFrom, {
  // Two or more bases: reply-from uses undici's BalancedPool over them.
  base: upstreams.length === 1 ? upstreams[0] : upstreams,
  undici: { headersTimeout: timeoutMs, bodyTimeout: timeoutMs },
});

app.all('/*', (request, reply) => {
  reply.from(request.url, {
    rewriteRequestHeaders: (req, headers) => ({
      ...headers,
      host: req.host ?? headers.host,
      'x-forwarded-for': req.ip,
      'x-forwarded-proto': req.protocol,
      'x-forwarded-host': req.host ?? '',
    }),
  });
});

// The live channel's WebSocket upgrades (proxy-upgrade.mjs).
passUpgrades(app.server, upstreams, timeoutMs, tls ? 'https' : 'http');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    app.close().then(() => process.exit(0), () => process.exit(1));
  });
}

await app.listen({ port, host });
console.log(`[proxy] listening on ${tls ? 'https' : 'http'}://${host}:${port} -> ${upstreams.join(', ')}`);
