import { notFound, unprocessable } from '../../http/errors';
import { rupeesToPaise } from '../../ops/money';
import { optionalBool, optionalInt, optionalName, requiredName, type Body } from '../../ops/input';
import { DEFAULT_HAND_PRICE_MAX_AGE_SECONDS } from '../../sports/catalog';
import { isOnLadder } from '../../sports/odds';
import type { EventStatus, MarketKind, MarketResult, PriceLevel, RunnerPrices } from '../../sports/types';
import { EVENT_STATUSES, MARKET_KINDS } from '../../sports/types';
import type { EventFilter } from '../../sports/operator-events';
import { placedCount, SETTLE_MESSAGES } from '../../sports/settle';

/**
 * The sports console's input rules, one 422 per field naming it (the bodies are described by the classes of
 * @khel/shared/contracts ops-sports). Names use the operators' name rule (no text-direction controls); amounts the
 * shared rupee parser; odds are decimal with at most 2 decimals (1.45), stored as odds x 100.
 */

const ID = /^\d{1,18}$/;

/** A path id: anything but digits is a record that does not exist (404), as the domain says for a wrong number. */
export function pathId(value: string, what: 'Market' | 'Event'): string {
  if (!ID.test(value)) throw notFound(`${what} not found`);
  return value;
}

function idField(body: Body, key: string): string {
  const v = body[key];
  const text = typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : v;
  if (typeof text !== 'string' || !ID.test(text)) throw unprocessable([`${key} must be an id`]);
  return text;
}

export function sportInput(body: Body) {
  const code = body.code;
  if (typeof code !== 'string' || !/^[a-z0-9][a-z0-9-]{1,39}$/.test(code)) throw unprocessable(['code must be 2 to 40 lowercase letters, digits or dashes']);
  return { code, name: requiredName(body, 'name', 100, 'Name'), isRacing: optionalBool(body, 'is_racing') ?? false };
}

export function competitionInput(body: Body) {
  return { sportId: idField(body, 'sport_id'), name: requiredName(body, 'name', 100, 'Name') };
}

export function eventInput(body: Body) {
  const competitionId = idField(body, 'competition_id');
  const name = requiredName(body, 'name', 200, 'Name');
  const venue = optionalName(body, 'venue', 100) ?? null;
  const raw = body.start_time;
  const at = typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(raw) ? new Date(raw) : null;
  if (!at || Number.isNaN(at.getTime()) || at.getUTCFullYear() < 2000 || at.getUTCFullYear() > 2200) throw unprocessable(['start_time must be a date and time such as 2026-11-23T14:00:00Z']);
  return { competitionId, name, venue, startTime: at, inPlay: optionalBool(body, 'in_play') ?? false };
}

export function eventStatusInput(body: Body): { inPlay?: boolean; status?: EventStatus } {
  const inPlay = optionalBool(body, 'in_play');
  const status = body.status;
  if (status !== undefined && !EVENT_STATUSES.includes(status as EventStatus)) throw unprocessable([`status must be one of ${EVENT_STATUSES.join(', ')}`]);
  if (inPlay === undefined && status === undefined) throw unprocessable(['Give in_play or status']);
  return { inPlay, status: status as EventStatus | undefined };
}

export function marketInput(body: Body) {
  const kind = body.kind as MarketKind;
  if (!MARKET_KINDS.includes(kind)) throw unprocessable([`kind must be one of ${MARKET_KINDS.join(', ')}`]);
  const name = requiredName(body, 'name', 100, 'Name');
  let runners: string[];
  if (kind === 'fancy') {
    if (body.runners !== undefined && body.runners !== null) throw unprocessable(['A fancy market has no runners: its line is the market itself']);
    runners = [name];
  } else {
    const list = body.runners;
    if (!Array.isArray(list) || list.length < 2 || list.length > 30) throw unprocessable(['runners must be a list of 2 to 30 names']);
    runners = list.map((v: unknown, i) => requiredName({ [`runners[${i}]`]: v }, `runners[${i}]`, 100));
    if (new Set(runners.map((r) => r.toLowerCase())).size !== runners.length) throw unprocessable(['Runner names must all differ']);
  }
  const minStake = rupeesToPaise(body.min_stake, 'min_stake');
  const maxStake = rupeesToPaise(body.max_stake, 'max_stake');
  if (maxStake < minStake) throw unprocessable(['max_stake cannot be less than min_stake']);
  const betDelaySeconds = optionalInt(body, 'bet_delay_seconds', 0, 30) ?? 0;
  const maxProfit = body.max_profit === undefined || body.max_profit === null ? null : rupeesToPaise(body.max_profit, 'max_profit');
  // Every market has a price age limit (issue 27 L4): none given is the default, never "no limit".
  const priceMaxAgeSeconds = optionalInt(body, 'price_max_age_seconds', 1, 3600) ?? DEFAULT_HAND_PRICE_MAX_AGE_SECONDS;
  const priceSizeLimit = priceSizeLimitOf(body);
  let places = 1;
  if (kind === 'racing_place') places = optionalInt(body, 'places', 1, runners.length - 1) ?? Math.min(2, runners.length - 1);
  else if (body.places !== undefined && body.places !== null && body.places !== 1) throw unprocessable(['places is for racing place markets only']);
  return { kind, name, runners, minStake, maxStake, betDelaySeconds, maxProfit, priceMaxAgeSeconds, priceSizeLimit, places };
}

/** The most one price takes, in rupees (absent or null: no limit, the house book's rule). */
function priceSizeLimitOf(body: Body): bigint | null {
  const v = body.price_size_limit;
  return v === undefined || v === null ? null : rupeesToPaise(v, 'price_size_limit');
}

/** A market's price rules as the console changes them: the size limit (null removes it) and the age limit. */
export function marketLimitsInput(body: Body): { priceSizeLimit?: bigint | null; priceMaxAgeSeconds?: number } {
  const sizeGiven = body.price_size_limit !== undefined;
  if (!sizeGiven && body.price_max_age_seconds === undefined) throw unprocessable(['Give price_size_limit or price_max_age_seconds']);
  const priceMaxAgeSeconds = optionalInt(body, 'price_max_age_seconds', 1, 3600);
  return { ...(sizeGiven ? { priceSizeLimit: priceSizeLimitOf(body) } : {}), ...(priceMaxAgeSeconds === undefined ? {} : { priceMaxAgeSeconds }) };
}

/** Decimal odds (at most 2 decimals, 1.01 to 1000) as odds x 100. */
function oddsX100(v: unknown, path: string): number {
  const x = typeof v === 'number' && Number.isFinite(v) ? Math.round(v * 100) : NaN;
  if (!(x >= 101 && x <= 100_000) || Math.abs(x - (v as number) * 100) > 1e-6) throw unprocessable([`${path}.odds must be decimal odds from 1.01 to 1000 with at most 2 decimals`]);
  return x;
}

function levels(v: unknown, path: string, kind: MarketKind, side: 'back' | 'lay'): PriceLevel[] {
  const max = kind === 'bookmaker' || kind === 'fancy' ? 1 : 3;
  if (!Array.isArray(v) || v.length > max) throw unprocessable([`${path} must be a list of at most ${max} price level${max > 1 ? 's' : ''}`]);
  const out = v.map((raw, i): PriceLevel => {
    const at = `${path}[${i}]`;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw unprocessable([`${at} must be an object with odds`]);
    const l = raw as Body;
    const odds = oddsX100(l.odds, at);
    if ((kind === 'match_odds' || kind.startsWith('racing')) && !isOnLadder(odds)) throw unprocessable([`${at}.odds ${(odds / 100).toFixed(2)} is not on the exchange ladder`]);
    const level: PriceLevel = { odds };
    if (l.size !== undefined && l.size !== null) level.size = Number(rupeesToPaise(l.size, `${at}.size`, { allowZero: true }));
    if (kind === 'fancy') level.line = lineOf(l.line, at);
    else if (l.line !== undefined && l.line !== null) throw unprocessable([`${at}.line is for fancy markets only`]);
    return level;
  });
  // Best first: the backer's best is the highest odds, the layer's the lowest.
  for (let i = 1; i < out.length; i++) {
    const ok = side === 'back' ? out[i]!.odds < out[i - 1]!.odds : out[i]!.odds > out[i - 1]!.odds;
    if (!ok) throw unprocessable([`${path} must be best first (${side === 'back' ? 'highest' : 'lowest'} odds first, no repeats)`]);
  }
  return out;
}

function lineOf(v: unknown, at: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 100_000) throw unprocessable([`${at}.line must be a whole number from 0 to 100000`]);
  return v;
}

/** Prices for some runners of a market of this kind and these runners. */
export function pricesInput(body: Body, kind: MarketKind, runnerIds: string[]): Array<{ runnerId: string } & RunnerPrices> {
  const list = body.runners;
  if (!Array.isArray(list) || list.length < 1 || list.length > runnerIds.length) throw unprocessable([`runners must be a list of 1 to ${runnerIds.length} runner prices`]);
  const seen = new Set<string>();
  return list.map((raw, i) => {
    const at = `runners[${i}]`;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw unprocessable([`${at} must be an object with runner_id, back and lay`]);
    const r = raw as Body;
    const id = typeof r.runner_id === 'number' ? String(r.runner_id) : r.runner_id;
    if (typeof id !== 'string' || !runnerIds.includes(id)) throw unprocessable([`${at}.runner_id is not a runner of this market`]);
    if (seen.has(id)) throw unprocessable([`${at}.runner_id is given twice`]);
    seen.add(id);
    const back = levels(r.back, `${at}.back`, kind, 'back');
    const lay = levels(r.lay, `${at}.lay`, kind, 'lay');
    if (kind === 'fancy') {
      if (back[0] && lay[0] && lay[0].line! > back[0].line!) throw unprocessable([`${at}: the No line cannot be above the Yes line`]);
    } else if (back[0] && lay[0] && back[0].odds >= lay[0].odds) {
      throw unprocessable([`${at}: the best back odds must be below the best lay odds`]);
    }
    return { runnerId: id, back, lay };
  });
}

/** The declared result for a market of this kind (void has its own route). */
export function resultInput(body: Body, kind: MarketKind, runnerIds: string[], places: number): MarketResult {
  const asId = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : v);
  if (kind === 'fancy') {
    const v = body.value;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 100_000) throw unprocessable(['value must be the result: a whole number from 0 to 100000']);
    return { value: v };
  }
  if (kind === 'racing_place') {
    const list = body.placed;
    const ids = Array.isArray(list) ? list.map(asId) : [];
    const count = placedCount(places, runnerIds.length);
    if (!Array.isArray(list) || ids.length !== count || new Set(ids).size !== ids.length || !ids.every((id) => typeof id === 'string' && runnerIds.includes(id))) {
      throw unprocessable([SETTLE_MESSAGES.placed(count)]);
    }
    return { placed: ids as string[] };
  }
  const winner = asId(body.winner);
  if (typeof winner !== 'string' || !runnerIds.includes(winner)) throw unprocessable(['winner must be one of the runners of this market']);
  return { winner };
}

export function runIdInput(body: Body): string {
  return idField(body, 'run_id');
}

/** The events list's query: each key checked, 422 naming it. */
export function eventFilterInput(query: unknown): EventFilter {
  const qs = (query ?? {}) as Record<string, unknown>;
  const text = (k: string, max: number) => {
    const v = qs[k];
    if (v === undefined || v === '') return undefined;
    if (typeof v !== 'string' || v.length > max) throw unprocessable([`${k} must be text of at most ${max} characters`]);
    return v;
  };
  const int = (k: string, min: number, max: number, dflt: number) => {
    const v = text(k, 6);
    if (v === undefined) return dflt;
    const n = /^\d+$/.test(v) ? Number(v) : NaN;
    if (!(n >= min && n <= max)) throw unprocessable([`${k} must be a whole number from ${min} to ${max}`]);
    return n;
  };
  const competitionId = text('competition_id', 18);
  if (competitionId !== undefined && !ID.test(competitionId)) throw unprocessable(['competition_id must be an id']);
  const status = text('status', 20);
  if (status !== undefined && !EVENT_STATUSES.includes(status as EventStatus)) throw unprocessable([`status must be one of ${EVENT_STATUSES.join(', ')}`]);
  const inPlay = text('in_play', 5);
  if (inPlay !== undefined && inPlay !== 'true' && inPlay !== 'false') throw unprocessable(['in_play must be true or false']);
  return {
    sport: text('sport', 40),
    competitionId,
    status,
    inPlay: inPlay === undefined ? undefined : inPlay === 'true',
    q: text('q', 100),
    page: int('page', 1, 100_000, 1),
    pageSize: int('page_size', 1, 100, 20),
  };
}
