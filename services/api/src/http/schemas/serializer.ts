import type { FastifyInstance } from 'fastify';
import SerializerSelector, { type RouteDefinition } from '@fastify/fast-json-stringify-compiler';

/**
 * How Fastify writes an answer: fast-json-stringify from the route's response schema (Fastify's own compiler, the
 * same options), each status code's writer compiled on its first answer rather than at start. Every route has a
 * writer for its success and for each error status (route.ts), thousands in all: compiling them and the request
 * checks (validator.ts) at start was ~40 % of the app's start, for answers most processes never send.
 */
export function registerSerializerCompiler(app: FastifyInstance): void {
  const build = SerializerSelector()({}, {});
  app.setSerializerCompiler((route) => {
    let write: ((data: unknown) => string) | undefined;
    return (data: unknown) => (write ??= build(route as RouteDefinition))(data);
  });
}
