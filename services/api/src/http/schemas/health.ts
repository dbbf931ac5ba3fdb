import { ERROR_BODY } from './route';

/** GET /health (app.ts): not enveloped, read by load balancers and the deploy checks. */
export const HEALTH_SCHEMA = {
  tags: ['health'],
  summary: 'Liveness: the database answers; the services this process serves',
  response: {
    200: {
      type: 'object',
      properties: { status: { type: 'string', enum: ['ok'] }, services: { type: 'array', items: { type: 'string' } } },
      required: ['status', 'services'],
    },
    '4xx': ERROR_BODY,
    '5xx': ERROR_BODY,
  },
};
