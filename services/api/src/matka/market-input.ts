import { unprocessable } from '../http/errors';
import { optionalBool, optionalInt, optionalName, requiredName, type Body } from '../ops/input';
import { rupeesToPaise } from '../ops/money';
import { TIME } from './clock';
import { BET_TYPES, DAYS, DEFAULT_RATES, RATE_MAX_X100, RATE_MIN_X100, type Day, type Rates } from './types';
import type { MarketInput } from './markets';

/**
 * The console's market form, field by field (a 422 naming the field): name, open_time and close_time (IST HH:mm),
 * days (mon ... sun), rates by bet type (more than 1, at most 100000, 2 decimals), min_stake and max_stake in
 * rupees, active, sort_order. To create, name and both times are required and the rest default; to edit, only
 * the fields sent change.
 */

function time(body: Body, key: string): string | undefined {
  const v = body[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || !TIME.test(v)) throw unprocessable([`${key} must be a time HH:mm (24-hour, IST)`]);
  return v;
}

function days(body: Body): Day[] | undefined {
  const v = body.days;
  if (v === undefined) return undefined;
  if (!Array.isArray(v) || v.length < 1 || v.length > 7 || new Set(v).size !== v.length || !v.every((d) => DAYS.includes(d as Day))) {
    throw unprocessable([`days must be a list of different days out of ${DAYS.join(', ')}`]);
  }
  return DAYS.filter((d) => v.includes(d));
}

function rates(body: Body): Partial<Rates> | undefined {
  const v = body.rates;
  if (v === undefined) return undefined;
  if (v === null || typeof v !== 'object' || Array.isArray(v)) throw unprocessable(['rates must be an object of rates by bet type']);
  const out: Partial<Rates> = {};
  for (const [key, rate] of Object.entries(v as Record<string, unknown>)) {
    if (!BET_TYPES.includes(key as (typeof BET_TYPES)[number])) throw unprocessable([`rates.${key} is not a bet type (${BET_TYPES.join(', ')})`]);
    const x100 = typeof rate === 'number' ? Math.round(rate * 100) : NaN;
    if (!Number.isFinite(x100) || Math.abs(x100 - (rate as number) * 100) > 1e-6 || x100 < RATE_MIN_X100 || x100 > RATE_MAX_X100) {
      throw unprocessable([`rates.${key} must be a number more than 1 and at most 100000 with at most 2 decimals`]);
    }
    out[key as keyof Rates] = x100;
  }
  return out;
}

function stake(body: Body, key: string): bigint | undefined {
  return body[key] === undefined ? undefined : rupeesToPaise(body[key], key);
}

/** The fields sent, checked (an edit). */
export function marketChanges(body: Body): Partial<MarketInput> {
  const out: Partial<MarketInput> = {};
  const name = optionalName(body, 'name', 60);
  if (name === null) throw unprocessable(['Name is required']);
  if (name !== undefined) out.name = name;
  const [openTime, closeTime] = [time(body, 'open_time'), time(body, 'close_time')];
  if (openTime) out.openTime = openTime;
  if (closeTime) out.closeTime = closeTime;
  const d = days(body);
  if (d) out.days = d;
  const r = rates(body);
  if (r) out.rates = r as Rates;
  const [minStake, maxStake] = [stake(body, 'min_stake'), stake(body, 'max_stake')];
  if (minStake !== undefined) out.minStake = minStake;
  if (maxStake !== undefined) out.maxStake = maxStake;
  const active = optionalBool(body, 'active');
  if (active !== undefined) out.active = active;
  const sortOrder = optionalInt(body, 'sort_order', 0, 100_000);
  if (sortOrder !== undefined) out.sortOrder = sortOrder;
  return out;
}

/** A new market: name and times required, the rest defaulted. */
export function newMarket(body: Body): MarketInput {
  const name = requiredName(body, 'name', 60, 'Name');
  const c = marketChanges(body);
  if (!c.openTime) throw unprocessable(['open_time must be a time HH:mm (24-hour, IST)']);
  if (!c.closeTime) throw unprocessable(['close_time must be a time HH:mm (24-hour, IST)']);
  const m: MarketInput = {
    name, openTime: c.openTime, closeTime: c.closeTime, days: c.days ?? [...DAYS], rates: { ...DEFAULT_RATES, ...c.rates },
    minStake: c.minStake ?? 1000n, maxStake: c.maxStake ?? 10_000_000n, active: c.active ?? true, sortOrder: c.sortOrder ?? 0,
  };
  if (m.maxStake < m.minStake) throw unprocessable(['max_stake cannot be less than min_stake']);
  return m;
}

export function sessionField(body: Body): 'open' | 'close' {
  if (body.session !== 'open' && body.session !== 'close') throw unprocessable(['session must be open or close']);
  return body.session;
}

export function textField(body: Body, key: string): string {
  const v = body[key];
  if (typeof v !== 'string' || !v) throw unprocessable([`${key} is required`]);
  return v;
}
