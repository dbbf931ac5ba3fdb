/**
 * One route's Fastify schema: the request parts (body from a shared DTO, path parameters, query keys) and the
 * answers (the success envelope around a shared contract class, and the error body of ../errors.ts for 4xx/5xx).
 * Fastify serialises each answer through this schema (fields not in the contract are not sent) and
 * @fastify/swagger publishes it as OpenAPI.
 */
import { schemaOf, type Ctor, type JsonSchema } from './from-class';

const text = { type: 'string' } as const;

/** errorBody() of ../errors.ts. */
export const ERROR_BODY: JsonSchema = {
  type: 'object',
  description: 'The error envelope. A 422 lists every validation message in `details`, the first one first (also in `message`).',
  properties: {
    success: { type: 'boolean', enum: [false] },
    status: { type: 'integer', enum: [0] },
    statusCode: { type: 'integer' },
    message: text,
    error: text,
    errors: text,
    details: { type: 'array', items: text },
  },
  required: ['success', 'status', 'statusCode', 'message', 'error', 'errors'],
};

/** ok() of ../reply.ts around `data`. */
export function envelope(data: JsonSchema, message?: string): JsonSchema {
  return {
    type: 'object',
    properties: {
      success: { type: 'boolean', enum: [true] },
      status: { type: 'integer', enum: [1] },
      message: message ? { type: 'string', description: `"${message}"` } : text,
      data,
    },
    required: ['success', 'status', 'message', 'data'],
  };
}

export type Data = Ctor | JsonSchema | null;

function dataSchema(data: Data): JsonSchema {
  if (data === null) return { type: 'null' };
  return typeof data === 'function' ? schemaOf(data) : data;
}

/** A list of one contract class. */
export const listOf = (Cls: Ctor): JsonSchema => ({ type: 'array', items: schemaOf(Cls) });

/** Free JSON kept as stored (operator-entered configuration documents). */
export const anyJson = (description: string): JsonSchema => ({ description });

export interface RouteSpec {
  tags: string[];
  summary: string;
  description?: string;
  /** The request body's DTO (checked by its class-validator rules in the handler, parseBody) or its schema. */
  body?: Ctor | JsonSchema;
  /** Path parameters: name -> description (all text). */
  params?: Record<string, string>;
  /** Query keys: name -> description (all text; a key given twice is refused by the input guard). */
  query?: Record<string, string>;
  /** `data` of the success envelope. */
  data?: Data;
  /** The success message, when fixed. */
  message?: string;
  /** A success answer that is not the envelope (the balance poll, a file, a page, a redirect). */
  answer?: Record<number, JsonSchema>;
  /** `data` of a 202 envelope: the call was recorded and waits (an operator action waiting for a second operator). */
  accepted?: Data;
  /** Refusals worth naming: status -> the messages. */
  refusals?: Record<number, string>;
  security?: 'player' | 'operator';
}

const stringsObject = (fields: Record<string, string>, required: boolean): JsonSchema => ({
  type: 'object',
  properties: Object.fromEntries(Object.entries(fields).map(([k, description]) => [k, { type: 'string', description }])),
  ...(required ? { required: Object.keys(fields) } : {}),
});

/** The Fastify `schema` of one route. */
export function routeSchema(spec: RouteSpec): Record<string, unknown> {
  const refusals = spec.refusals ?? {};
  const notes = Object.entries(refusals).map(([code, text]) => `${code}: ${text}`);
  const errors: Record<string, JsonSchema> = { '4xx': ERROR_BODY, '5xx': ERROR_BODY };
  const success = spec.answer ?? { 200: envelope(dataSchema(spec.data ?? null), spec.message) };
  if (spec.accepted !== undefined) success[202] = envelope(dataSchema(spec.accepted));
  return {
    tags: spec.tags,
    summary: spec.summary,
    ...(spec.description || notes.length ? { description: [spec.description, ...notes].filter(Boolean).join('\n\n') } : {}),
    ...(spec.security ? { security: [{ [spec.security]: [] }] } : {}),
    ...(spec.body ? { body: typeof spec.body === 'function' ? dtoSchema(spec.body) : spec.body } : {}),
    ...(spec.params ? { params: stringsObject(spec.params, true) } : {}),
    ...(spec.query ? { querystring: stringsObject(spec.query, false) } : {}),
    response: { ...success, ...errors },
  };
}

/** A request DTO's schema: what its class-validator rules accept, for the document (validator.ts says who checks it). */
export function dtoSchema(Dto: Ctor): JsonSchema {
  return { ...schemaOf(Dto), description: `The shared DTO ${Dto.name} (@khel/shared/validation); its rules answer with their own 422 messages.` };
}
