import { FILTER_MESSAGES, REPORT_DEFAULT_DAYS, type ReportSettings } from '@khel/shared/contracts';
import type { Queryable } from '../db/db';
import { unprocessable } from '../http/errors';
import type { Actor } from '../ops/actor';
import { writeAudit } from '../ops/audit';
import { DEFAULT_ZONE } from './range';

/**
 * The operators' one setting: the longest range (in days) a report may cover. Changed by admins, audited. Every
 * report asks it, so each process keeps it SETTING_TTL_MS (a change made on another process applies within that).
 */
export const SETTING_TTL_MS = 5_000;
let kept = new WeakMap<Queryable, { days: number; until: number }>();

export async function maxRangeDays(q: Queryable, now: number = Date.now()): Promise<number> {
  const hit = kept.get(q);
  if (hit && hit.until > now) return hit.days;
  const { rows } = await q.query<{ max_range_days: number }>('SELECT max_range_days FROM report_settings');
  const days = rows[0]?.max_range_days ?? 90;
  kept.set(q, { days, until: now + SETTING_TTL_MS });
  return days;
}

/** Forgets the kept setting (this process changed it). */
export function forgetMaxRangeDays(): void {
  kept = new WeakMap();
}

export const settingsView = (maxDays: number): ReportSettings => ({ max_range_days: maxDays, default_days: REPORT_DEFAULT_DAYS, zone: DEFAULT_ZONE });

export function parseMaxRange(body: unknown): number {
  const value = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).max_range_days : undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 366) throw unprocessable([FILTER_MESSAGES.maxRange]);
  return value;
}

export async function setMaxRangeDays(q: Queryable, days: number, actor: Actor, now: Date): Promise<number> {
  const before = (await q.query<{ max_range_days: number }>('SELECT max_range_days FROM report_settings FOR UPDATE')).rows[0]?.max_range_days;
  await q.query('UPDATE report_settings SET max_range_days = $1, updated_at = $2', [days, now]);
  await writeAudit(q, { actor, action: 'reports.settings', target: 'report_settings', before: { max_range_days: before }, after: { max_range_days: days }, at: now });
  forgetMaxRangeDays();
  return days;
}
