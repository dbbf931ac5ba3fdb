import type { FieldErrors } from '@khel/shared/validation';
import { dtos } from './dtos';

export type { FieldErrors };

type Ctor<T> = new () => T;

/** The shared form validation (one class-validator copy on the page, inside @khel/shared/validation). */
export function validateForm<T extends object>(Dto: Ctor<T>, values: Partial<T>): FieldErrors {
  return dtos().validateForm(Dto, values as Record<string, unknown>);
}
