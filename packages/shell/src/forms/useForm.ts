import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { validateForm, type FieldErrors } from './validate';

type Values = Record<string, string>;

/**
 * Form state with the shared DTO rules: errors clear as the player edits a field, a submit validates first,
 * and a second submit while one is running is ignored.
 */
export function useForm<V extends Values>(initial: V, Dto: new () => object, toDto: (v: V) => object = (v) => v) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
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

  /** Validates just some fields (e.g. the mobile before sending an OTP); true when they pass. */
  const check = (SomeDto: new () => object, dto: object, names: string[]) => {
    const found = validateForm(SomeDto, dto);
    const mine = Object.fromEntries(Object.entries(found).filter(([k]) => names.includes(k)));
    setErrors((e) => ({ ...e, ...mine }));
    return Object.keys(mine).length === 0;
  };

  const onSubmit = (action: (v: V) => Promise<void>) => async (e?: FormEvent) => {
    e?.preventDefault();
    if (busy.current) return;
    const found = validateForm(Dto, toDto(values));
    setErrors(found);
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

  return { values, errors, submitting, set, field, check, onSubmit, setValues };
}

export const digitsOnly = (max: number) => (raw: string) => raw.replace(/\D/g, '').slice(0, max);
export const noSpaces = (max: number) => (raw: string) => raw.replace(/\s/g, '').slice(0, max);
