import { nameProblem, ruleProblem, type FieldRule } from '@khel/shared/validation';
import { unprocessable } from '../http/errors';

/**
 * Small checks for operator input: each failure is a 422 naming the field. Text with NUL or a lone surrogate never
 * gets here (the input guard refuses it for every route); a field the player side also has (holder name, UPI id)
 * is checked with the player's own rule from @khel/shared, so one field has one rule whoever sends it.
 */
export type Body = Record<string, unknown>;

export function bodyOf(raw: unknown): Body {
  if (raw === null || raw === undefined) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw unprocessable(['Request body must be a JSON object']);
  return raw as Body;
}

export function optionalText(body: Body, key: string, max: number): string | null | undefined {
  const v = body[key];
  if (v === undefined) return undefined;
  if (v === null || v === '') return null;
  if (typeof v !== 'string') throw unprocessable([`${key} must be text`]);
  const t = v.trim();
  if (t.length > max) throw unprocessable([`${key} must be at most ${max} characters`]);
  return t || null;
}

export function requiredText(body: Body, key: string, max: number, label = key): string {
  const v = optionalText(body, key, max);
  if (!v) throw unprocessable([`${label} is required`]);
  return v;
}

/** Optional text that names something or identifies a payment: no text-direction controls either. */
export function optionalName(body: Body, key: string, max: number): string | null | undefined {
  const v = optionalText(body, key, max);
  const problem = v ? nameProblem(key, v) : undefined;
  if (problem) throw unprocessable([problem]);
  return v;
}

export function requiredName(body: Body, key: string, max: number, label = key): string {
  const v = optionalName(body, key, max);
  if (!v) throw unprocessable([`${label} is required`]);
  return v;
}

/** A field the player side has too, checked with the same shared rule (untrimmed, as the player's is). */
export function ruleField(body: Body, key: string, rule: FieldRule): string {
  const problem = ruleProblem(rule, body[key]);
  if (problem) throw unprocessable([problem]);
  return body[key] as string;
}

/** The same for an optional field: absent, null or '' is no value. */
export function optionalRuleField(body: Body, key: string, rule: FieldRule): string | undefined {
  const v = body[key];
  return v === undefined || v === null || v === '' ? undefined : ruleField(body, key, rule);
}

export function optionalBool(body: Body, key: string): boolean | undefined {
  const v = body[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'boolean') throw unprocessable([`${key} must be true or false`]);
  return v;
}

export function optionalInt(body: Body, key: string, min: number, max: number): number | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) throw unprocessable([`${key} must be a whole number from ${min} to ${max}`]);
  return v;
}

/** An http(s) URL or a path on the site. */
export function optionalUrl(body: Body, key: string): string | null | undefined {
  const v = optionalText(body, key, 2000);
  if (v === undefined || v === null) return v;
  if (!isUrl(v)) throw unprocessable([`${key} must be an http(s) URL or a path on the site`]);
  return v;
}

export function isUrl(v: string): boolean {
  if (v.startsWith('/') && !v.startsWith('//')) return true;
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

export function idParam(value: string, message: string): string {
  if (!/^[0-9]{1,18}$/.test(value)) throw unprocessable([message]);
  return value;
}
