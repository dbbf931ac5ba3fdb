import { getMetadataStorage, validate } from 'class-validator';
import { firstMessages } from '@khel/shared/validation';
import { unprocessable } from './errors';

type Ctor<T> = new () => T;

const declared = new Map<Ctor<object>, Set<string>>();
function declaredProperties(Dto: Ctor<object>): Set<string> {
  let set = declared.get(Dto);
  if (!set) {
    set = new Set(getMetadataStorage().getTargetValidationMetadatas(Dto, '', true, false).map((m) => m.propertyName));
    declared.set(Dto, set);
  }
  return set;
}

/**
 * Builds a DTO from an untrusted body and validates it with the shared class-validator rules (the same classes
 * the forms use). Only the DTO's declared properties are copied; a body that is not a JSON object is a 422.
 */
export async function parseBody<T extends object>(Dto: Ctor<T>, body: unknown): Promise<T> {
  if (body === null || body === undefined) body = {};
  if (typeof body !== 'object' || Array.isArray(body)) throw unprocessable(['Request body must be a JSON object']);
  const known = declaredProperties(Dto);
  const dto = new Dto() as Record<string, unknown>;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (known.has(key)) dto[key] = value;
  }
  const errors = await validate(dto, { forbidUnknownValues: false, validationError: { target: false } });
  if (errors.length) throw unprocessable(firstMessages(errors));
  return dto as T;
}
