import { validateSync, type ValidationError } from 'class-validator';

type Validation = typeof import('@khel/shared/validation');
type SystemLoader = { import(name: string): Promise<unknown> };
type Ctor<T> = new () => T;
export type FieldErrors = Record<string, string>;

let loaded: Validation | null = null;
let loading: Promise<Validation> | null = null;

/**
 * The shared DTOs (@khel/shared/validation) come from the import map through SystemJS in the composed site, so
 * the page holds one copy; in tests a plain dynamic import.
 */
export function loadValidation(): Promise<Validation> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= (async () => {
    const System = (globalThis as { System?: SystemLoader }).System;
    const mod = (System
      ? await System.import('@khel/shared/validation')
      : await import(/* webpackIgnore: true */ '@khel/shared/validation')) as Validation;
    loaded = mod;
    return mod;
  })();
  loading.catch(() => (loading = null));
  return loading;
}

export function validation(): Validation | null {
  return loaded;
}

/**
 * The first message of each failing field. class-validator lists a field's constraints innermost-first and the
 * DTOs declare their first rule outermost, so the last listed is the first rule that failed.
 */
export function validateForm<T extends object>(Dto: Ctor<T>, values: Record<string, unknown>): FieldErrors {
  const dto = Object.assign(new Dto(), values);
  const errors: ValidationError[] = validateSync(dto, { forbidUnknownValues: false, validationError: { target: false } });
  const out: FieldErrors = {};
  for (const e of errors) {
    const messages = Object.values(e.constraints ?? {});
    if (messages.length) out[e.property] = messages[messages.length - 1]!;
  }
  return out;
}
