import { ValidateBy, type ValidationArguments } from 'class-validator';

/** The wallet DTOs' field rules as class-validator decorators (one message each, checked in the order given). */

export const isBlank = (value: unknown) => value === undefined || value === null || value === '';

export function Rule(name: string, message: string, test: (value: unknown, object: Record<string, unknown>) => boolean): PropertyDecorator {
  return ValidateBy(
    { name, validator: { validate: (value: unknown, args?: ValidationArguments) => test(value, (args?.object ?? {}) as Record<string, unknown>) } },
    { message },
  );
}

export const Required = (message: string) => Rule('required', message, (v) => !isBlank(v));
export const Pattern = (re: RegExp, message: string) => Rule('pattern', message, (v) => typeof v === 'string' && re.test(v));
export const SameAs = (property: string, message: string) => Rule('sameAs', message, (v, o) => v === o[property]);

/** Several rules on one field, reported in the order given (decorators stack bottom-up, so apply reversed). */
export function Rules(...rules: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => {
    for (const rule of [...rules].reverse()) rule(target, key);
  };
}

