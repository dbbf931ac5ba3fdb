import type { FastifyInstance, FastifySchema } from 'fastify';
import Ajv, { type ValidateFunction } from 'ajv';

/**
 * How Fastify checks a request against a route's schema.
 *
 * - Bodies: the route's shared DTO is the validator. Its class-validator rules (parseBody, ../validate.ts) run in
 *   the handler, after the route's authentication, so the answers, their order and every 422 message stay exactly
 *   those of the shared rules (the forms show the same texts). The body schema describes them for OpenAPI; ajv
 *   does not second-guess them with its own wording.
 * - Path parameters and query keys: ajv without type coercion. Their schemas declare text, which every parsed
 *   value is (the input guard refused lists and bad text before validation), so a refusal names a missing part.
 * - Each check is compiled on its route's first request, not at start (as the answer writers are, serializer.ts):
 *   compiling them all was, with the writers, ~40 % of the app's start (a test suite builds the app twice, a browser
 *   test's server once), and a process that serves few routes never pays for the rest. The fuzz suite calls every route on every run, so a schema ajv
 *   cannot compile still fails a test.
 */
export function registerValidatorCompiler(app: FastifyInstance): void {
  const ajv = new Ajv({ coerceTypes: false, useDefaults: false, removeAdditional: false, allErrors: false, strict: false });
  app.setValidatorCompiler(({ schema, httpPart }: { schema: FastifySchema; httpPart?: string }) => {
    if (httpPart === 'body') return () => true;
    let compiled: ValidateFunction | undefined;
    // Fastify reads a failed check's reasons from the function's own `errors`, as on an ajv function.
    const validate = (data: unknown): boolean => {
      compiled ??= ajv.compile(schema as object);
      const valid = compiled(data) as boolean;
      validate.errors = compiled.errors;
      return valid;
    };
    validate.errors = null as ValidateFunction['errors'];
    return validate;
  });
}
