import path from 'node:path';
import fastifyStatic from '@fastify/static';
import send from '@fastify/send';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Files of the web build go out through @fastify/static (@fastify/send underneath): ETag and Last-Modified with 304
 * answers, ranges, the build's precompressed copies (file.br, file.gz) for a browser that accepts them (with
 * Vary: Accept-Encoding). The caller decides the Cache-Control (hashed names for a year, the rest revalidated); the
 * content types are ours, so every script is text/javascript and every text says utf-8.
 */
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

// A precompressed copy is typed by @fastify/static from the original name (mime's table): scripts as RFC 9239 says.
send.mime.define({ 'text/javascript': ['js', 'mjs'] }, true);

/** Registers @fastify/static for sendFile (no routes of its own: the web plugin decides what each path answers). */
export async function registerStatic(app: FastifyInstance, webDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDir,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    setHeaders: (reply: FastifyReply, file: string) => {
      reply.type(TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream');
    },
  });
}

/** Sends one file of the build (a path the caller has checked is inside the web directory). */
export function sendFile(_request: FastifyRequest, reply: FastifyReply, file: string, cacheControl: string): FastifyReply {
  reply.header('cache-control', cacheControl);
  return reply.sendFile(path.basename(file), path.dirname(file));
}
