import { validateSync, type ValidationError } from 'class-validator';

type Ctor<T> = new () => T;
export type FieldErrors = Record<string, string>;

/**
 * class-validator lists a field's constraints bottom decorator first; the DTOs declare a field's rules top-down in
 * the order they should be reported, so the last listed constraint is the field's first failure.
 */
function firstFailure(e: ValidationError): string | undefined {
  const failures = e.constraints ? Object.values(e.constraints) : [];
  return failures[failures.length - 1];
}

/** One message per failing field, in the DTO's field order (nested DTOs included): what the server answers in 422 details. */
export function firstMessages(errors: ValidationError[]): string[] {
  const out: string[] = [];
  for (const e of errors) {
    const message = firstFailure(e);
    if (message) out.push(message);
    if (e.children?.length) out.push(...firstMessages(e.children));
  }
  return out;
}

/** Runs a DTO's rules on form values; returns the first message of each failing field, by field name. */
export function validateForm<T extends object>(Dto: Ctor<T>, values: Record<string, unknown>): FieldErrors {
  const dto = Object.assign(new Dto(), values);
  const errors = validateSync(dto, { forbidUnknownValues: false, validationError: { target: false } });
  const out: FieldErrors = {};
  for (const e of errors) {
    const message = firstFailure(e);
    if (message) out[e.property] = message;
  }
  return out;
}
