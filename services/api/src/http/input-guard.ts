import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldMessage, TEXT_MESSAGES, textProblem } from '@khel/shared/validation';
import { unprocessable } from './errors';

/** Deeper than any body a route reads (the wallet rules are four levels); refused before a handler walks it. */
const MAX_DEPTH = 32;

/**
 * The first text problem (NUL, lone surrogate) in a parsed body, query or params, in keys as in values, as a
 * message naming the field by its path ("rules.deposit.en[0].description"). Iterative: a 1 MB body can nest
 * deeper than the stack.
 */
export function firstTextProblem(whole: string, value: unknown): string | undefined {
  // Most requests (the balance poll every 2 s) have no params, no query and no body: nothing to walk.
  if (value === undefined || value === null || (typeof value === 'object' && isEmptyRecord(value))) return undefined;
  const stack: { path: string; value: unknown; depth: number }[] = [{ path: '', value, depth: 0 }];
  while (stack.length) {
    const { path, value: v, depth } = stack.pop()!;
    if (typeof v === 'string') {
      const problem = textProblem(path || whole, v);
      if (problem) return problem;
    } else if (v !== null && typeof v === 'object' && !ArrayBuffer.isView(v)) {
      // (An upload's raw bytes arrive as a Buffer: they are the file, not text, and the route checks them.)
      if (depth >= MAX_DEPTH) return TEXT_MESSAGES.tooDeep;
      const entries = Array.isArray(v) ? v.map((item, i) => [`[${i}]`, item] as const) : Object.entries(v).map(([k, item]) => [k, item] as const);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        const keyProblem = Array.isArray(v) ? undefined : textProblem(`A field name in ${path || whole}`, key);
        if (keyProblem) return keyProblem;
        const child = Array.isArray(v) ? `${path}${key}` : path === '' ? key : `${path}.${key}`;
        stack.push({ path: child, value: item, depth: depth + 1 });
      }
    }
  }
  return undefined;
}

function isEmptyRecord(value: object): boolean {
  for (const key in value) if (Object.hasOwn(value, key)) return false;
  return !Array.isArray(value) || value.length === 0;
}

/** No route reads a list from the query: a key given twice (?amount=1&amount=2 parses as a list) is refused as such. */
function repeatedQueryKey(query: unknown): string | undefined {
  if (!query || typeof query !== 'object') return undefined;
  const key = Object.keys(query).find((k) => Array.isArray((query as Record<string, unknown>)[k]));
  return key === undefined ? undefined : fieldMessage(TEXT_MESSAGES.once, key);
}

export interface ListedRoute {
  method: string;
  url: string;
}

const routeLists = new WeakMap<FastifyInstance, ListedRoute[]>();

/** Every route registered after `registerInputGuard`, HEAD twins left out (the fuzz tests cover each of these). */
export function listedRoutes(app: FastifyInstance): ListedRoute[] {
  return routeLists.get(app) ?? [];
}

/**
 * One guard for every route, the ones not written yet included: no text with NUL or a lone surrogate reaches a
 * handler through a path parameter, the query or the body (PostgreSQL refuses NUL in text: it would be a 500).
 * A preValidation hook: after the body is parsed, before any route's own checks. Register before the services.
 */
export function registerInputGuard(app: FastifyInstance): void {
  const routes: ListedRoute[] = [];
  routeLists.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const problem =
      firstTextProblem('The path', request.params) ?? firstTextProblem('The query', request.query) ?? repeatedQueryKey(request.query) ?? firstTextProblem('The request body', request.body);
    done(problem ? unprocessable([problem]) : undefined);
  });
}
