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

export function sendFile(request: FastifyRequest, reply: FastifyReply, file: string, cacheControl: string): FastifyReply {
  const stat = fs.statSync(file);
  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  reply.header('cache-control', cacheControl).header('etag', etag).header('last-modified', stat.mtime.toUTCString());
  reply.type(TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  reply.header('content-length', stat.size);
  return reply.send(fs.createReadStream(file));
}
