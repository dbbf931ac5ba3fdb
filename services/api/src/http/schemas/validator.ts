import type { FastifyInstance, FastifySchema } from 'fastify';
import Ajv from 'ajv';

/**
 * How Fastify checks a request against a route's schema.
 *
 * - Bodies: the route's shared DTO is the validator. Its class-validator rules (parseBody, ../validate.ts) run in
 *   the handler, after the route's authentication, so the answers, their order and every 422 message stay exactly
 *   those of the shared rules (the forms show the same texts). The body schema describes them for OpenAPI; ajv
 *   does not second-guess them with its own wording.
 * - Path parameters and query keys: ajv without type coercion. Their schemas declare text, which every parsed
 *   value is (the input guard refused lists and bad text before validation), so a refusal names a missing part.
 */
export function registerValidatorCompiler(app: FastifyInstance): void {
  const ajv = new Ajv({ coerceTypes: false, useDefaults: false, removeAdditional: false, allErrors: false, strict: false });
  app.setValidatorCompiler(({ schema, httpPart }: { schema: FastifySchema; httpPart?: string }) => {
    if (httpPart === 'body') return () => true;
    return ajv.compile(schema as object);
  });
}
