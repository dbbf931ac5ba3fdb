import './test-env';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AxiosError, type AxiosAdapter, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { toast$, type Toast } from '@khel/shared';
import type { Bet, EventSummary, Market, Position, PriceLevel, Runner, SportEvent } from './api/model';

export interface Call {
  method: string;
  url: string;
  params: Record<string, unknown> | undefined;
  body: unknown;
  headers: Record<string, unknown>;
}

/** Points a service client at a fake adapter: each call is recorded and answered by `reply` with [status, body]. */
export function fakeApi(client: AxiosInstance, reply: (call: Call) => [number, unknown] | Promise<[number, unknown]>): Call[] {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    let body: unknown = config.data;
    if (typeof body === 'string') body = JSON.parse(body);
    const call = { method: String(config.method).toUpperCase(), url: String(config.url), params: config.params, body, headers: { ...config.headers } };
    calls.push(call);
    const [status, data] = await reply(call);
    const response = { status, statusText: '', data, headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    return response;
  };
  client.defaults.adapter = adapter;
  return calls;
}

export const ok = (data: unknown, message = 'OK'): [number, unknown] => [200, { success: true, status: 1, message, data }];
export const fail = (statusCode: number, message: string): [number, unknown] => [
  statusCode,
  { success: false, status: 0, statusCode, message, error: message, errors: message },
];

/** Every toast shown during each test (emptied before each one). */
export function collectToasts(): Toast[] {
  const seen: Toast[] = [];
  let sub: { unsubscribe(): void } | null = null;
  beforeEach(() => {
    seen.length = 0;
    sub = toast$.subscribe((t) => seen.push(t));
  });
  afterEach(() => sub?.unsubscribe());
  return seen;
}

/** Renders a screen at a path, matched by `route` so its params are read as in the app. */
export function renderAt(ui: ReactElement, { path, route }: { path: string; route: string }) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={ui} />
        <Route path="/sports-event-detail/:event_id" element={<p>event page</p>} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

export const matchOdds = (over: Partial<Market> = {}): Market => ({
  id: 'm1',
  name: 'Match Odds',
  kind: 'match_odds',
  status: 'open',
  minStake: 100,
  maxStake: 100000,
  betDelaySeconds: 0,
  version: 1,
  runners: [
    { id: 'r1', name: 'Mumbai Strikers', back: [{ odds: 180, size: 500 }, { odds: 179, size: 1000 }, { odds: 178, size: 1500 }], lay: [{ odds: 182, size: 400 }, { odds: 183, size: 800 }, { odds: 184, size: 1200 }] },
    { id: 'r2', name: 'Delhi Chargers', back: [{ odds: 220, size: 500 }], lay: [{ odds: 224, size: 400 }] },
  ],
  ...over,
});

export const bookmaker = (over: Partial<Market> = {}): Market => ({
  ...matchOdds(),
  id: 'b1',
  name: 'Bookmaker',
  kind: 'bookmaker',
  runners: [
    { id: 'b1r1', name: 'Mumbai Strikers', back: [{ odds: 145 }], lay: [{ odds: 148 }] },
    { id: 'b1r2', name: 'Delhi Chargers', back: [{ odds: 210 }], lay: [{ odds: 213 }] },
  ],
  ...over,
});

export const fancy = (over: Partial<Market> = {}): Market => ({
  ...matchOdds(),
  id: 'f1',
  name: '10 over runs MS',
  kind: 'fancy',
  maxStake: 25000,
  runners: [{ id: 'f1r', name: '10 over runs MS', back: [{ odds: 200, line: 80 }], lay: [{ odds: 190, line: 78 }] }],
  ...over,
});

export const summary = (over: Partial<EventSummary> = {}): EventSummary => ({
  id: 'e1',
  name: 'Mumbai Strikers v Delhi Chargers',
  sport: 'cricket',
  competitionId: 'c1',
  competition: 'Khel T20 Cup',
  startTime: '2026-11-23T10:00:00Z',
  inPlay: true,
  status: 'live',
  ...over,
});

export const sportEvent = (over: Partial<SportEvent> = {}): SportEvent => ({
  ...summary(),
  state: { sport: 'cricket', innings: 1, score: '45/1', overs: '5.2' },
  markets: [matchOdds(), bookmaker(), fancy()],
  ...over,
});

/* ---- The same data as the sports API sends it (snake_case, decimal odds), for the fake adapter ---- */

const levelJson = (l: PriceLevel) => ({ odds: l.odds / 100, size: l.size ?? null, line: l.line ?? null });
const runnerJson = (r: Runner) => ({ id: r.id, name: r.name, back: r.back.map(levelJson), lay: r.lay.map(levelJson) });

export const marketJson = (m: Market) => ({
  id: m.id, name: m.name, kind: m.kind, status: m.status, min_stake: m.minStake, max_stake: m.maxStake, bet_delay_seconds: m.betDelaySeconds,
  max_profit: m.maxProfit ?? null, places: m.places ?? 1, version: m.version ?? 1, cash_out: m.cashOut ?? m.kind !== 'fancy', runners: m.runners.map(runnerJson),
});

const summaryJson = (e: EventSummary) => ({
  id: e.id, name: e.name, sport: e.sport, competition_id: e.competitionId, competition: e.competition, venue: e.venue ?? null,
  start_time: e.startTime, in_play: e.inPlay, status: e.status,
});

export const eventRowJson = (e: EventSummary) => ({
  ...summaryJson(e),
  main_market: e.runners ? { id: 'm1', status: 'open', runners: e.runners.map((r) => ({ id: r.id, name: r.name, back: r.back[0] ? r.back[0].odds / 100 : null, lay: r.lay[0] ? r.lay[0].odds / 100 : null })) } : null,
});

export const eventJson = (e: SportEvent) => ({ ...summaryJson(e), state: e.state ?? {}, markets: e.markets.map(marketJson) });

export const betJson = (b: Bet) => ({
  id: b.id, market_id: b.marketId, runner_id: b.runnerId, side: b.side, odds: b.oddsX100 === null ? null : b.oddsX100 / 100, line: b.line, stake: b.stake,
  liability: b.liability, status: b.status, refusal: b.refusal ?? null, pnl: b.pnl ?? null, event: b.eventName ?? null, event_id: b.eventId ?? null,
  market: b.marketName ?? null, selection: b.selectionName ?? null, cash_out: false, placed_at: b.placedAt, settled_at: null,
});

export const placedJson = (b: Bet, balance: { bl: number; ex: number; bc: number; eb: number }) => ({
  bet: {
    bet_id: b.id, status: b.status, market_id: b.marketId, runner_id: b.runnerId, side: b.side, odds: (b.oddsX100 ?? 0) / 100, line: b.line, stake: b.stake,
    liability: b.liability, exposure_delta: b.exposureDelta ?? 0, accept_after: b.acceptAfter ?? null, refusal: b.refusal ?? null,
  },
  balance,
});

export const positionJson = (p: Position) => ({
  market_id: p.marketId, outcomes: p.outcomes.map((o) => ({ runner_id: o.runnerId ?? null, value: o.value ?? null, pnl: o.pnl })), exposure: p.exposure, worst: 0, best: 0,
});
