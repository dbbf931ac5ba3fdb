import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * An error the client caused or may see. The body shape serves SPEC §8's readers: non-wallet clients read
 * `details[0]` or `message` (422) and `error` (400); wallet clients read `details[0]` or `errors` (422) and
 * `errors` or `message` (400, 500).
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: string[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = 'Unauthorized') => new ApiError(401, message);
export const forbidden = (message = 'Forbidden') => new ApiError(403, message);
export const notFound = (message = 'Not Found') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const unprocessable = (messages: string[]) => new ApiError(422, messages[0] ?? 'Invalid input', messages);
export const tooMany = (message: string) => new ApiError(429, message);

export function errorBody(statusCode: number, message: string, details?: string[]) {
  return {
    success: false,
    status: 0,
    statusCode,
    message,
    error: message,
    errors: message,
    ...(details ? { details } : {}),
  };
}

/** Maps every failure to a JSON body; only a fault of ours (never bad input) becomes a 5xx. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    reply.code(404).send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.details));
      return;
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, wrong content type, body too large, schema failures.
      const message = friendlyFastifyMessage(error as FastifyError);
      reply.code(status).send(errorBody(status, message, status === 422 ? [message] : undefined));
      return;
    }
    request.log.error({ err: error }, 'unhandled error');
    reply.code(500).send(errorBody(500, 'Something went wrong. Please try again.'));
  });
}

function friendlyFastifyMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'Invalid content length';
    default:
      return error.message || 'Bad request';
  }
}
