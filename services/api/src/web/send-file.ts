import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Sends one file of the web build with its type and a validator (ETag), answering 304 when unchanged. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.gz': 'application/gzip',
  '.txt': 'text/plain; charset=utf-8',
  '.traineddata': 'application/octet-stream',
};

/** The build's precompressed copy (file.br, file.gz) the browser accepts, if there is one. */
function encoded(request: FastifyRequest, file: string): { path: string; encoding: string } | null {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (new RegExp(`\\b${encoding}\\b`).test(accepts) && fs.existsSync(file + ext)) return { path: file + ext, encoding };
  }
  return null;
}

export function sendFile(request: FastifyRequest, reply: FastifyReply, file: string, cacheControl: string): FastifyReply {
  const chosen = encoded(request, file);
  const stat = fs.statSync(chosen?.path ?? file);
  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${chosen ? `-${chosen.encoding}` : ''}"`;
  reply.header('cache-control', cacheControl).header('etag', etag).header('last-modified', stat.mtime.toUTCString()).header('vary', 'accept-encoding');
  reply.type(TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  if (chosen) reply.header('content-encoding', chosen.encoding);
  reply.header('content-length', stat.size);
  return reply.send(fs.createReadStream(chosen?.path ?? file));
}
