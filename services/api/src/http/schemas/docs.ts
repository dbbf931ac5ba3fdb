import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { registerSerializerCompiler } from './serializer';
import { registerValidatorCompiler } from './validator';

export const DOCS_PATH = '/docs/api';

/**
 * The OpenAPI document, generated from every route's schema (@fastify/swagger; `npm run api-docs` writes it to
 * docs/openapi.json), and in development only the browsable page at /docs/api (@fastify/swagger-ui: its page loads
 * its scripts as files, so the site's CSP, which has no inline script, applies unchanged). Register before the
 * services: the document collects routes as they are added.
 */
export async function registerApiDocs(app: FastifyInstance, options: { production: boolean }): Promise<void> {
  registerValidatorCompiler(app);
  registerSerializerCompiler(app);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Khel API',
        version: '1',
        description:
          'Every answer is JSON. Success: `{ success: true, status: 1, message, data }`. Error: `{ success: false, status: 0, statusCode, message, error, errors, details? }`. ' +
          'Money is in rupees (numbers with at most 2 decimals). Calls a double click could repeat take an `Idempotency-Key` header.',
      },
      components: {
        securitySchemes: {
          player: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A player session (/user/auth/login)' },
          operator: { type: 'http', scheme: 'bearer', description: 'An operator session (/ops/auth/login)' },
        },
      },
    },
  });
  if (options.production) return;
  const { default: swaggerUi } = await import('@fastify/swagger-ui');
  await app.register(swaggerUi, { routePrefix: DOCS_PATH, uiConfig: { docExpansion: 'list', deepLinking: false } });
}
