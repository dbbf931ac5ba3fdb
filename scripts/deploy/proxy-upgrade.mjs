// WebSocket upgrades through the deploy proxy (GET /sports/live). @fastify/reply-from forwards requests, not
// upgrades, and @fastify/http-proxy's WebSocket support takes one upstream; so the proxy hands each upgrade to the
// next upstream in turn and then only copies bytes both ways. Like every request, the upgrade's X-Forwarded-For is
// REPLACED with the connecting peer's address.
import net from 'node:net';

const FORWARDED = new Set(['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host']);

/** The upgrade request as the upstream should see it: the client's headers, the forwarded ones replaced. */
export function upgradeHead(req, peerAddress, protocol = 'http') {
  const lines = [`${req.method} ${req.url} HTTP/1.1`];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (!FORWARDED.has(req.rawHeaders[i].toLowerCase())) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
  }
  lines.push(`X-Forwarded-For: ${peerAddress ?? ''}`, `X-Forwarded-Proto: ${protocol}`, `X-Forwarded-Host: ${req.headers.host ?? ''}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** Passes every upgrade on `server` to the upstreams in turn; a failed upstream closes the client's socket. */
export function passUpgrades(server, upstreams, timeoutMs, protocol = 'http') {
  let next = 0;
  server.on('upgrade', (req, socket, head) => {
    const target = new URL(upstreams[next++ % upstreams.length]);
    const upstream = net.connect({ host: target.hostname, port: Number(target.port || 80) });
    const timer = setTimeout(() => close(), timeoutMs);
    const close = () => {
      clearTimeout(timer);
      socket.destroy();
      upstream.destroy();
    };
    upstream.once('connect', () => {
      clearTimeout(timer);
      upstream.write(upgradeHead(req, socket.remoteAddress, protocol));
      if (head.length) upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', close);
    socket.on('error', close);
    upstream.on('close', close);
    socket.on('close', close);
  });
}
