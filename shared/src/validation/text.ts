/**
 * Issue 17's text rule, in one place: what no text a client sends may hold, whichever field or route it is for.
 * - NUL (U+0000): PostgreSQL refuses it in text and jsonb, so it would reach SQL as a 500; no form needs it.
 * - A lone surrogate: the string is not well-formed UTF-16, cannot be stored or shown as text.
 * - In names and payment ids only: bidirectional override, embedding and isolate controls and the LRM/RLM marks,
 *   which make "ravi@upi" display as something else to the player who pays into it.
 * The server's input guard (services/api/src/http/input-guard.ts) applies the first two to every string of every
 * body, path parameter and query; the DTOs and the operator rules apply the third to names and payment ids.
 */
import { ValidateBy } from 'class-validator';

export const TEXT_MESSAGES = {
  nul: '{field} must not contain a NUL character',
  surrogate: '{field} contains a broken character (an unpaired surrogate)',
  bidi: '{field} must not contain text-direction control characters',
  tooDeep: 'Request body is nested too deeply',
  scalar: '{field} must be text or a number',
  list: '{field} must be a list',
  flag: '{field} must be true or false',
  once: '{field} must be given once',
} as const;

export const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
// Without the u flag a regex sees UTF-16 code units, which is what a lone surrogate is. Not String#isWellFormed:
// that is ES2024, and the forms run this rule in browsers older than it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const fieldMessage = (template: string, field: string) => template.replace('{field}', field);

/** The first thing wrong with text in any field (NUL, lone surrogate), as a message naming the field. */
export function textProblem(field: string, text: string): string | undefined {
  if (text.includes('\u0000')) return fieldMessage(TEXT_MESSAGES.nul, field);
  if (LONE_SURROGATE.test(text)) return fieldMessage(TEXT_MESSAGES.surrogate, field);
  return undefined;
}

/** The same, stricter for a name or a payment id: no text-direction controls either. */
export function nameProblem(field: string, text: string): string | undefined {
  return textProblem(field, text) ?? (BIDI_CONTROLS.test(text) ? fieldMessage(TEXT_MESSAGES.bidi, field) : undefined);
}

/** DTO rule for a name or payment id (a value that is not text is left to the field's other rules). */
export function SafeName(field: string): PropertyDecorator {
  return ValidateBy({
    name: 'safeName',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || !nameProblem(field, value),
      defaultMessage: (args) => nameProblem(field, String(args?.value ?? '')) ?? fieldMessage(TEXT_MESSAGES.bidi, field),
    },
  });
}
