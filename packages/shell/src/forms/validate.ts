import { validateSync, type ValidationError } from 'class-validator';

type Ctor<T> = new () => T;
export type FieldErrors = Record<string, string>;

/**
 * Runs the shared DTO rules on form values; returns the first message of each failing field. class-validator
 * lists a field's constraints innermost-first and the DTOs declare "required" on top, so the last one reads first.
 */
export function validateForm<T extends object>(Dto: Ctor<T>, values: Partial<T>): FieldErrors {
  const dto = Object.assign(new Dto(), values);
  const errors: ValidationError[] = validateSync(dto, { forbidUnknownValues: false, validationError: { target: false } });
  const out: FieldErrors = {};
  for (const e of errors) {
    const messages = Object.values(e.constraints ?? {});
    if (messages.length) out[e.property] = messages[messages.length - 1]!;
  }
  return out;
}
