import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { toastError, t } from '@khel/shared';
import { validateForm, type FieldErrors } from './validate';

type Values = Record<string, string>;

export interface FormOptions {
  /**
   * Fields whose errors the spec shows as a toast (SPEC §8), e.g. the OTP's: on a submit the first of them is
   * toasted, the field is still marked invalid (aria-invalid), and no text shows under it.
   */
  toasted?: readonly string[];
}

/** The first error among `names`, in their order. */
const firstOf = (found: FieldErrors, names: readonly string[]) => names.map((n) => found[n]).find(Boolean);

/**
 * Form state with the shared DTO rules: errors clear as the player edits a field, a submit validates first,
 * and a second submit while one is running is ignored.
 */
export function useForm<V extends Values>(initial: V, Dto: new () => object, toDto: (v: V) => object = (v) => v, options: FormOptions = {}) {
  const toasted = options.toasted ?? [];
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Fields whose current error was toasted: marked invalid, no inline text.
  const [quiet, setQuiet] = useState<readonly string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);

  const set = (name: keyof V & string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!e[name]) return e;
      const { [name]: _gone, ...rest } = e;
      return rest;
    });
  };

  const field = (name: keyof V & string, filter?: (raw: string) => string) => ({
    name,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(name, filter ? filter(e.target.value) : e.target.value),
    'aria-invalid': errors[name] ? true : undefined,
  });

  /** The error to show under a field (none when it was toasted). */
  const inline = (name: keyof V & string): string | undefined => (quiet.includes(name) ? undefined : errors[name]);

  /**
   * Validates just some fields (e.g. the mobile before sending an OTP); true when they pass. With `toast`, the first
   * failure is a toast instead of text under the field.
   */
  const check = (SomeDto: new () => object, dto: object, names: string[], toast = false) => {
    const found = validateForm(SomeDto, dto);
    const mine = Object.fromEntries(Object.entries(found).filter(([k]) => names.includes(k)));
    setErrors((e) => ({ ...e, ...mine }));
    const message = firstOf(mine, names);
    if (toast && message) {
      setQuiet(names);
      toastError(t(message));
    }
    return !message;
  };

  const onSubmit = (action: (v: V) => Promise<void>) => async (e?: FormEvent) => {
    e?.preventDefault();
    if (busy.current) return;
    const found = validateForm(Dto, toDto(values));
    setErrors(found);
    setQuiet(toasted);
    const toastNow = firstOf(found, toasted);
    if (toastNow) toastError(t(toastNow));
    if (Object.keys(found).length) return;
    busy.current = true;
    setSubmitting(true);
    try {
      await action(values);
    } catch {
      // The API layer has already shown the error as a toast.
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  return { values, errors, inline, submitting, set, field, check, onSubmit, setValues };
}

export const digitsOnly = (max: number) => (raw: string) => raw.replace(/\D/g, '').slice(0, max);
export const noSpaces = (max: number) => (raw: string) => raw.replace(/\s/g, '').slice(0, max);
