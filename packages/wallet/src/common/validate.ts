import { loadedValidation } from '@khel/shared';
import type { FieldErrors } from '@khel/shared/validation';

export { loadValidation } from '@khel/shared';
export type { FieldErrors };

type Ctor<T> = new () => T;

/** The shared DTOs, once WalletArea has loaded them (before any screen renders). */
export function validation(): ReturnType<typeof loadedValidation> {
  return loadedValidation();
}

/** The shared form validation: one class-validator copy on the page, inside @khel/shared/validation. */
export function validateForm<T extends object>(Dto: Ctor<T>, values: Record<string, unknown>): FieldErrors {
  const loaded = loadedValidation();
  if (!loaded) throw new Error('@khel/shared/validation is not loaded yet');
  return loaded.validateForm(Dto, values);
}
