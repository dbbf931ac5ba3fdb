import { findLedgerViolations } from '../src/ledger';
import { upsertCompetition, upsertEvent, upsertMarket, upsertSport } from '../src/sports/catalog';
import { makeMarket, balances } from './sports-fixtures';
import { bettor, getAs, placeBet, startSportsApp, type SportsApp } from './sports-routes-support';
import { dbKinds } from './test-db';

/** The player's sports routes over HTTP: reads, placing a bet with its refusals, idempotency, the in-play delay. */

describe.each(dbKinds())('sports routes on %s', (kind) => {
  let s: SportsApp;
  beforeAll(async () => {
    s = await startSportsApp(kind);
  });
  afterAll(async () => {
    await s.close();
  });

  it('lists sports, events (in play first) and an event with its prices; racing card', async () => {
    const live = await makeMarket(s.testDb.db, { kind: 'match_odds', inPlay: true }, { back: 250, lay: 260 });
    const fancy = await makeMarket(s.testDb.db, { kind: 'fancy' }, { yesLine: 80, noLine: 78 });
    const catalog = (await getAs(s, '/sports/catalog')).json().data;
    const cricket = catalog.sports.find((x: { code: string }) => x.code === 'cricket');
    expect(cricket.live).toBeGreaterThanOrEqual(1);
    expect(cricket.competitions[0]).toMatchObject({ name: 'Test League' });

    const events = (await getAs(s, '/sports/events?sport=cricket')).json().data.items;
    expect(events[0].in_play).toBe(true);
    const row = events.find((e: { id: string }) => e.id === live.eventId);
    expect(row.main_market.runners[0]).toMatchObject({ back: 2.5, lay: 2.6 });

    const detail = await getAs(s, `/sports/event?event_id=${live.eventId}`);
    expect(detail.statusCode).toBe(200);
    const market = detail.json().data.markets[0];
    expect(market).toMatchObject({ id: live.marketId, kind: 'match_odds', status: 'open', min_stake: 100, cash_out: true });
    expect(market.runners[0].back[0]).toEqual({ odds: 2.5, size: 1000, line: null, rate: null });

    const f = (await getAs(s, `/sports/event?event_id=${fancy.eventId}`)).json().data.markets[0];
    expect(f.runners[0].back[0]).toMatchObject({ odds: 2, line: 80, rate: 100 });
    expect(f.runners[0].lay[0]).toMatchObject({ line: 78 });

    expect((await getAs(s, '/sports/event?event_id=999999')).json()).toMatchObject({ statusCode: 404, message: 'Event not found' });
    expect((await getAs(s, '/sports/event?event_id=abc')).statusCode).toBe(404);
    expect((await getAs(s, '/sports/events?competition_id=x')).json()).toMatchObject({ statusCode: 422, message: 'competition_id must be an id' });
    expect((await getAs(s, '/sports/racing')).json().data).toEqual({ categories: [] });
    const db = s.testDb.db;
    const horses = await upsertSport(db, { code: 'horse-racing', name: 'Horse Racing', isRacing: true });
    const venue = await upsertCompetition(db, { sportId: horses, code: 'test-venue', name: 'Test Park' });
    const start = new Date(Date.now() + 600_000);
    const race = await upsertEvent(db, { competitionId: venue, code: `race-${kind}`, name: '15:30 Test Park', startTime: start });
    await upsertMarket(db, { eventId: race, code: 'win', name: 'Win', kind: 'racing_win', runners: ['Star', 'Wind'] });
    const card = (await getAs(s, '/sports/racing?category=horse-racing')).json().data;
    expect(card).toEqual({
      categories: [{ id: horses, code: 'horse-racing', name: 'Horse Racing', venues: [{ id: venue, name: 'Test Park', races: [{ id: race, name: '15:30 Test Park', start_time: start.toISOString(), in_play: false, status: 'scheduled' }] }] }],
    });
    const raceMarkets = (await getAs(s, `/sports/event?event_id=${race}`)).json().data.markets;
    expect(raceMarkets.map((mk: { kind: string; runners: unknown[] }) => [mk.kind, mk.runners.length])).toEqual([['racing_win', 2]]);
  });

  it('places a bet: liability held on the ledger, the answer carries the new figures', async () => {
    const m = await makeMarket(s.testDb.db, { kind: 'match_odds' }, { back: 200, lay: 202 });
    const p = await bettor(s, 1000);
    const res = await placeBet(s, p.token, { market_id: m.marketId, runner_id: m.runnerIds[0], side: 'lay', stake: 100, odds: 2.02 }, 'k-1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Bet placed');
    expect(body.data.bet).toMatchObject({ status: 'matched', side: 'lay', odds: 2.02, stake: 100, liability: 102, exposure_delta: 102 });
    expect(body.data.balance).toEqual({ bl: 898, ex: -102, bc: 1, eb: 0 });
    expect(await balances(s.testDb.db, p.userId)).toMatchObject({ cash: 89_800n, exposure: 10_200n, betsCount: 1 });

    const open = (await getAs(s, `/sports/bets?event_id=${m.eventId}&open=1`, p.token)).json().data.items;
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ side: 'lay', odds: 2.02, stake: 100, status: 'matched', market: expect.any(String), event_id: String(m.eventId) });
    const positions = (await getAs(s, `/sports/positions?event_id=${m.eventId}`, p.token)).json().data.items;
    expect(positions[0]).toMatchObject({ market_id: m.marketId, exposure: 102, worst: -102, best: 100 });
    expect(positions[0].outcomes.find((o: { runner_id: string }) => o.runner_id === m.runnerIds[0]).pnl).toBe(-102);
    // the slip's before/after: a back at 2.00 for 100 on the same runner nearly closes the position
    const preview = (await getAs(s, `/sports/position?market_id=${m.marketId}&runner_id=${m.runnerIds[0]}&side=back&stake=100&odds=2`, p.token)).json().data;
    expect(preview.before.exposure).toBe(102);
    expect(preview.after.outcomes.map((o: { pnl: number }) => o.pnl)).toEqual([-2, 0, 0]);
    expect((await getAs(s, `/sports/position?market_id=${m.marketId}`, p.token)).json().data.after).toBeNull();
    expect((await getAs(s, `/sports/position?market_id=${m.marketId}&runner_id=999999999&side=back&stake=100&odds=2`, p.token)).json()).toMatchObject({ statusCode: 400, message: 'This selection is not in this market' });
    expect(await findLedgerViolations(s.testDb.db)).toEqual({ driftedAccounts: [], negativePlayerAccounts: [], unbalancedTransactions: [] });
  });

  it('answers each refusal with its status and message, and keeps the money', async () => {
    const m = await makeMarket(s.testDb.db, { kind: 'match_odds', minStake: 10_000n, maxStake: 500_000n }, { back: 200, lay: 202 });
    const p = await bettor(s, 500);
    const bet = (over: Record<string, unknown>) => placeBet(s, p.token, { market_id: m.marketId, runner_id: m.runnerIds[0], side: 'back', stake: 100, odds: 2, ...over });
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ stake: 50 }, 400, 'Stake must be between 100 and 5000'],
      [{ stake: 6000 }, 400, 'Stake must be between 100 and 5000'],
      [{ odds: 2.1 }, 400, 'Odds changed to 2.00'],
      [{ side: 'yes' }, 400, 'This bet type is not offered on this market'],
      [{ runner_id: '999999999' }, 400, 'This selection is not in this market'],
      [{ stake: 1000, side: 'lay', odds: 2.02 }, 400, 'Insufficient Balance'],
      [{ market_id: '999999999' }, 404, 'Market not found'],
      [{ market_id: 'x' }, 422, 'market_id must be an id'],
      [{ side: 'up' }, 422, 'side must be one of back, lay, yes, no, win, place'],
      [{ stake: 10.001 }, 422, 'stake must be an amount in rupees with at most 2 decimals'],
      [{ odds: 1 }, 422, 'odds must be decimal odds above 1 with at most 2 decimals'],
      [{ accept_price: 'some' }, 422, 'accept_price must be one of exact, better, any'],
    ];
    for (const [over, status, message] of cases) {
      const res = await bet(over);
      expect({ over, status: res.statusCode, message: res.json().message }).toEqual({ over, status, message });
    }
    // better: a higher back price is taken; any: whatever is there
    expect((await bet({ odds: 1.9, accept_price: 'better' })).json().data.bet.odds).toBe(2);
    expect((await bet({ odds: 5, accept_price: 'any' })).json().data.bet.odds).toBe(2);

    await s.app.sports.applier.enqueue({ type: 'suspend', marketId: m.marketId, suspended: true });
    expect((await bet({})).json()).toMatchObject({ statusCode: 400, message: 'Market is suspended' });
    await s.app.sports.applier.enqueue({ type: 'result', marketId: m.marketId, result: { winner: m.runnerIds[0]! } });
    expect((await bet({})).json()).toMatchObject({ statusCode: 400, message: 'Market is closed' });

    expect((await placeBet(s, 'not-a-token', { market_id: m.marketId })).statusCode).toBe(401);
    const demo = (await s.app.inject({ method: 'POST', url: '/user/auth/demo-login' })).json().data.token as string;
    expect((await placeBet(s, demo, { market_id: m.marketId })).json()).toMatchObject({ statusCode: 403, message: 'Demo players cannot place bets' });
    expect(await findLedgerViolations(s.testDb.db)).toEqual({ driftedAccounts: [], negativePlayerAccounts: [], unbalancedTransactions: [] });
  });

  it('a replay with the same Idempotency-Key answers the first bet and pays once; another body with it is refused', async () => {
    const m = await makeMarket(s.testDb.db, { kind: 'match_odds' }, { back: 200, lay: 202 });
    const p = await bettor(s, 1000);
    const body = { market_id: m.marketId, runner_id: m.runnerIds[1], side: 'back', stake: 200, odds: 2 };
    const first = (await placeBet(s, p.token, body, 'same-key')).json().data;
    const again = (await placeBet(s, p.token, body, 'same-key')).json().data;
    expect(again.bet.bet_id).toBe(first.bet.bet_id);
    expect(await balances(s.testDb.db, p.userId)).toMatchObject({ cash: 80_000n, exposure: 20_000n, betsCount: 1 });
    const other = await placeBet(s, p.token, { ...body, stake: 300 }, 'same-key');
    expect(other.json()).toMatchObject({ statusCode: 422, message: 'This Idempotency-Key was used for another request' });
    // the same key twice at once (a double click): one bet
    const both = await Promise.all([placeBet(s, p.token, body, 'twice-at-once'), placeBet(s, p.token, body, 'twice-at-once')]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both[0]!.json().data.bet.bet_id).toBe(both[1]!.json().data.bet.bet_id);
    expect(await balances(s.testDb.db, p.userId)).toMatchObject({ cash: 60_000n, exposure: 40_000n, betsCount: 2 });
  });

  it('two requests at once with money for one: one bet, the other refused, never an overdraft', async () => {
    const m = await makeMarket(s.testDb.db, { kind: 'match_odds' }, { back: 200, lay: 202 });
    const p = await bettor(s, 150);
    const body = { market_id: m.marketId, runner_id: m.runnerIds[0], side: 'back', stake: 100, odds: 2 };
    const [a, b] = await Promise.all([placeBet(s, p.token, { ...body, runner_id: m.runnerIds[0] }, 'two-a'), placeBet(s, p.token, { ...body, runner_id: m.runnerIds[1] }, 'two-b')]);
    const answers = [a, b].map((r) => `${r.statusCode} ${r.json().message}`).sort();
    expect(answers).toEqual(['200 Bet placed', '400 Insufficient Balance']);
    expect(await balances(s.testDb.db, p.userId)).toMatchObject({ cash: 5_000n, exposure: 10_000n });
  });

  it('in play: the answer comes after the delay, matched; a market settled meanwhile refuses the bet', async () => {
    const m = await makeMarket(s.testDb.db, { kind: 'match_odds', inPlay: true, betDelaySeconds: 1 }, { back: 200, lay: 202 });
    const p = await bettor(s, 1000);
    const body = { market_id: m.marketId, runner_id: m.runnerIds[0], side: 'back', stake: 100, odds: 2 };
    const started = Date.now();
    const taken = (await placeBet(s, p.token, body, 'delay-1')).json();
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(taken.data.bet.status).toBe('matched');
    expect(taken.data.balance.ex).toBe(-100);

    const pending = placeBet(s, p.token, { ...body, runner_id: m.runnerIds[1] }, 'delay-2');
    await new Promise((r) => setTimeout(r, 300));
    await s.app.sports.applier.enqueue({ type: 'result', marketId: m.marketId, result: { winner: m.runnerIds[0]! } });
    const refused = (await pending).json();
    expect(refused.message).toBe('Bet refused');
    expect(refused.data.bet).toMatchObject({ status: 'refused', refusal: 'Market is closed' });
    // the first bet won 100 and was paid; the refused one held nothing
    expect(await balances(s.testDb.db, p.userId)).toMatchObject({ cash: 110_000n, exposure: 0n });
    const settled = (await getAs(s, `/sports/bets?event_id=${m.eventId}&open=0`, p.token)).json().data.items;
    expect(settled.map((b: { status: string; pnl: number }) => [b.status, b.pnl])).toEqual([['settled', 100]]);
    const all = (await getAs(s, `/sports/bets?event_id=${m.eventId}`, p.token)).json().data.items;
    expect(all.map((b: { status: string }) => b.status).sort()).toEqual(['refused', 'settled']);
    expect((await getAs(s, '/sports/bets?open=yes', p.token)).json()).toMatchObject({ statusCode: 422, message: 'open must be 1 or 0' });
    expect((await getAs(s, '/sports/bets')).statusCode).toBe(401);
    expect(await findLedgerViolations(s.testDb.db)).toEqual({ driftedAccounts: [], negativePlayerAccounts: [], unbalancedTransactions: [] });
  });

  it('odd input to every field of a bet, a position and a cash-out never gets a 5xx; money only moves between cash and exposure', async () => {
    const m = await makeMarket(s.testDb.db, { kind: 'fancy' });
    const p = await bettor(s, 100);
    const odd: unknown[] = [null, true, [], {}, [1], { a: 1 }, -1, 0, 1e21, 1.005, '1e3', '', ' 1', '٣', '\u202e1', 'x'.repeat(300), Number.MAX_SAFE_INTEGER, '99999999999999999999'];
    const base = { market_id: m.marketId, runner_id: m.runnerIds[0], side: 'yes', stake: 100, odds: 2, line: 80, accept_price: 'any' };
    const before = await balances(s.testDb.db, p.userId);
    // a fancy line is a count of runs: the preview and the bet refuse a negative one alike (it gave the preview a 500)
    const negative = await getAs(s, `/sports/position?${new URLSearchParams({ ...Object.fromEntries(Object.entries(base).map(([k, v]) => [k, String(v)])), line: '-1' })}`, p.token);
    expect(negative.json()).toMatchObject({ statusCode: 422, message: 'line must be a whole number from 0 to 100000' });
    expect((await placeBet(s, p.token, { ...base, line: -1 })).json()).toMatchObject({ statusCode: 422, message: 'line must be a whole number from 0 to 100000' });
    const statuses = new Set<number>();
    for (const key of Object.keys(base)) {
      for (const value of odd) {
        const res = await placeBet(s, p.token, { ...base, [key]: value });
        statuses.add(res.statusCode);
        expect({ key, value, status: res.statusCode < 500 }).toEqual({ key, value, status: true });
        const q = new URLSearchParams({ ...Object.fromEntries(Object.entries(base).map(([k, v]) => [k, String(v)])), [key]: typeof value === 'string' ? value : JSON.stringify(value) });
        const pos = await getAs(s, `/sports/position?${q}`, p.token);
        expect({ key, value, status: pos.statusCode < 500 ? true : pos.body }).toEqual({ key, value, status: true });
      }
      const co = await s.app.inject({ method: 'POST', url: '/sports/cash-out', headers: { authorization: `Bearer ${p.token}` }, payload: { market_id: odd[key.length % odd.length], min_profit: odd[(key.length + 3) % odd.length] } });
      expect(co.statusCode).toBeLessThan(500);
    }
    // refused for its shape (422), the market or runner (404) or the price or balance (400); an odd value the bet
    // ignores (odds 1e21 with accept_price any) may be taken at the market's price (200), never a 5xx
    expect([...statuses].filter((c) => c !== 200).sort()).toEqual([400, 404, 422]);
    expect([...statuses].every((c) => [200, 400, 404, 422].includes(c))).toBe(true);
    const after = await balances(s.testDb.db, p.userId);
    expect(after.cash + after.exposure).toBe(before.cash + before.exposure);
  });

  it('cash-out: the quote, then the hedge at that amount', async () => {
    const m = await makeMarket(s.testDb.db, { kind: 'match_odds', runners: ['A', 'B'] }, { back: 200, lay: 202 });
    const p = await bettor(s, 1000);
    await placeBet(s, p.token, { market_id: m.marketId, runner_id: m.runnerIds[0], side: 'back', stake: 100, odds: 2 }, 'co-bet');
    await s.app.sports.applier.enqueue({ type: 'prices', marketId: m.marketId, runners: m.runnerIds.map((runnerId) => ({ runnerId, back: [{ odds: 150 }], lay: [{ odds: 152 }] })) });
    const quote = (await getAs(s, `/sports/cash-out?market_id=${m.marketId}`, p.token)).json().data;
    expect(quote.available).toBe(true);
    expect(quote.profit).toBeGreaterThan(0);
    const refused = await s.app.inject({ method: 'POST', url: '/sports/cash-out', headers: { authorization: `Bearer ${p.token}` }, payload: { market_id: m.marketId, min_profit: quote.profit + 1 } });
    expect(refused.json()).toMatchObject({ statusCode: 400, message: `Cash out amount changed to ${quote.profit}` });
    const done = await s.app.inject({ method: 'POST', url: '/sports/cash-out', headers: { authorization: `Bearer ${p.token}`, 'idempotency-key': 'co-1' }, payload: { market_id: m.marketId, min_profit: quote.profit } });
    expect(done.json()).toMatchObject({ message: 'Cashed out', data: { profit: quote.profit } });
    const after = (await getAs(s, `/sports/positions?event_id=${m.eventId}`, p.token)).json().data.items[0];
    const pnls = after.outcomes.map((o: { pnl: number }) => o.pnl);
    expect(Math.min(...pnls)).toBe(quote.profit);
    expect((await getAs(s, '/sports/cash-out?market_id=1x', p.token)).statusCode).toBe(404);
  });

  it('in play: the cash-out waits the delay and is taken at the amount of that moment within the tolerance, or refused with it (issue 31)', async () => {
    const m = await makeMarket(s.testDb.db, { kind: 'match_odds', runners: ['A', 'B'], inPlay: true, betDelaySeconds: 1, priceMaxAgeSeconds: 3600 }, { back: 200, lay: 202 });
    const [a, b] = m.runnerIds as [string, string];
    const p = await bettor(s, 1000);
    expect((await placeBet(s, p.token, { market_id: m.marketId, runner_id: a, side: 'back', stake: 300, odds: 2 }, 'ip-bet')).json().data.bet.status).toBe('matched');
    const price = (layA: number, backB: number) =>
      s.app.sports.applier.enqueue({ type: 'prices', marketId: m.marketId, runners: [{ runnerId: a, back: [{ odds: layA - 2 }], lay: [{ odds: layA }] }, { runnerId: b, back: [{ odds: backB }], lay: [{ odds: backB + 10 }] }] });
    const cashOut = (payload: object, key: string) =>
      s.app.inject({ method: 'POST', url: '/sports/cash-out', headers: { authorization: `Bearer ${p.token}`, 'idempotency-key': key }, payload: { market_id: m.marketId, ...payload } });
    await price(152, 290);
    const quote = (await getAs(s, `/sports/cash-out?market_id=${m.marketId}`, p.token)).json().data.profit;
    expect(quote).toBe(94.74);
    // the price moves against the player during the delay: refused with the new amount, which the page offers again
    const moving = cashOut({ min_profit: quote }, 'ip-co-1');
    await new Promise((r) => setTimeout(r, 300));
    await price(160, 270);
    const refused = (await moving).json();
    expect([refused.statusCode, refused.message]).toEqual([400, 'Cash out amount changed to 77.77']);
    // within a tolerance the player chose (the page sends the least it accepts): taken at the amount of the moment
    const taken = (await cashOut({ min_profit: 70 }, 'ip-co-2')).json();
    expect([taken.message, taken.data.profit]).toEqual(['Cashed out', 77.77]);
    expect(await balances(s.testDb.db, p.userId)).toMatchObject({ cash: 100_000n, exposure: 0n });
  });

  it('in play: a market suspended during the cash-out\'s delay ends with a clear message and nothing cashed out', async () => {
    const m = await makeMarket(s.testDb.db, { kind: 'match_odds', runners: ['A', 'B'], inPlay: true, betDelaySeconds: 1, priceMaxAgeSeconds: 3600 }, { back: 200, lay: 202 });
    const p = await bettor(s, 1000);
    await placeBet(s, p.token, { market_id: m.marketId, runner_id: m.runnerIds[0], side: 'back', stake: 100, odds: 2 }, 'sus-bet');
    await s.app.sports.applier.enqueue({ type: 'prices', marketId: m.marketId, runners: m.runnerIds.map((runnerId) => ({ runnerId, back: [{ odds: 150 }], lay: [{ odds: 152 }] })) });
    const answer = s.app.inject({ method: 'POST', url: '/sports/cash-out', headers: { authorization: `Bearer ${p.token}` }, payload: { market_id: m.marketId, accept_any: true } });
    await new Promise((r) => setTimeout(r, 300));
    await s.app.sports.applier.enqueue({ type: 'suspend', marketId: m.marketId, suspended: true });
    const res = (await answer).json();
    expect([res.statusCode, res.message]).toEqual([400, 'The market was suspended, so nothing was cashed out. Try again when it reopens.']);
    expect(await balances(s.testDb.db, p.userId)).toMatchObject({ cash: 90_000n, exposure: 10_000n, betsCount: 1 });
    const bad = await s.app.inject({ method: 'POST', url: '/sports/cash-out', headers: { authorization: `Bearer ${p.token}` }, payload: { market_id: m.marketId, accept_any: 'yes' } });
    expect([bad.statusCode, bad.json().message]).toEqual([422, 'accept_any must be true or false']);
  });
});
