import { validate } from 'class-validator';
import { fieldShapes, firstMessages, shapeProblems } from '@khel/shared/validation';
import { unprocessable } from './errors';

type Ctor<T> = new () => T;

/**
 * Builds a DTO from an untrusted body and validates it with the shared class-validator rules (the same classes
 * the forms use). A body that is not a JSON object is a 422. Before any rule runs, every declared field is
 * checked for its shape (shared/src/validation/shape.ts): a list, an object or true/false where text or a number
 * belongs is refused as such, never converted (String([100]) is "100"). Text itself (NUL, lone surrogates) was
 * checked for every field by the input guard (input-guard.ts) before the route ran. Only declared properties are
 * copied, as own properties, so "__proto__" or "constructor" in a body never reach the DTO's prototype.
 */
export async function parseBody<T extends object>(Dto: Ctor<T>, body: unknown): Promise<T> {
  if (body === null || body === undefined) body = {};
  if (typeof body !== 'object' || Array.isArray(body)) throw unprocessable(['Request body must be a JSON object']);
  const given = body as Record<string, unknown>;
  const wrongShape = shapeProblems(Dto, given);
  if (wrongShape.length) throw unprocessable(wrongShape);
  const dto = new Dto() as Record<string, unknown>;
  for (const key of fieldShapes(Dto).keys()) {
    if (Object.prototype.hasOwnProperty.call(given, key)) dto[key] = given[key];
  }
  const errors = await validate(dto, { forbidUnknownValues: false, validationError: { target: false } });
  if (errors.length) throw unprocessable(firstMessages(errors));
  return dto as T;
}
