import { missingPermissionMessage } from '@khel/shared/validation';
import { placeBet } from '../src/sports/place-bet';
import { startTestApp, type TestApp } from './app-harness';
import { opsCall, opsLogin, seedAll } from './ops-fixtures';
import { auditRows, cashOf, ledgerCount, sportsRuntimeFor } from './ops-sports-support';
import { makePlayer } from './sports-fixtures';
import { dbKinds } from './test-db';

jest.setTimeout(60_000);

/**
 * Issue 13 point 6 through /ops/sports: an admin builds a sport, competition, event and markets; a trader sets
 * prices (through the feed applier: the hub hears them), suspends and resumes, sets the event in play; another
 * operator (here the admin: the trader priced by hand) settles and voids; an admin rolls back. Every change is
 * audited; agents are refused the trader's and the admin's calls (issue 27) and nothing changes.
 */
describe.each(dbKinds())('operator sports on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let agent: string;
  let trader: string;
  let live: Awaited<ReturnType<typeof sportsRuntimeFor>>;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedAll(t.testDb.db);
    admin = await opsLogin(t.app, 'admin');
    agent = await opsLogin(t.app, 'agent');
    trader = await opsLogin(t.app, 'trader');
    live = await sportsRuntimeFor(t.app, t.testDb.db);
  }, 60_000);
  afterAll(async () => {
    await live.stop();
    await t.close();
  });
  const db = () => t.testDb.db;
  const call = (token: string, method: 'GET' | 'POST', url: string, body?: unknown) => opsCall(t.app, token, method, url, body);
  const okData = async (token: string, method: 'GET' | 'POST', url: string, body?: unknown) => {
    const res = await call(token, method, url, body);
    if (res.statusCode !== 200) throw new Error(`${method} ${url} -> ${res.statusCode} ${res.body}`);
    return res.json().data;
  };

  /**
   * An event with a match odds market (Home, Away) priced 2.00 / 2.02 by hand, made through the routes (three runners:
   * 3.00 / 3.05, a book that adds up: a hand book paying a player who bets every runner is refused).
   */
  async function newMarket(runners = ['Home', 'Away']) {
    const catalog = await okData(admin, 'GET', '/ops/sports/catalog');
    const cricket = catalog.sports.find((s: { code: string }) => s.code === 'cricket');
    const event = await okData(admin, 'POST', '/ops/sports/events', { competition_id: cricket.competitions[0].id, name: `Test ${Date.now()}`, start_time: '2026-11-23T14:00:00Z' });
    const market = await okData(admin, 'POST', `/ops/sports/events/${event.id}/markets`, { kind: 'match_odds', name: 'Match Odds', runners, min_stake: 100, max_stake: 10000 });
    const [back, lay] = runners.length === 3 ? [3, 3.05] : [2, 2.02];
    const prices = market.runners.map((r: { id: string }) => ({ runner_id: r.id, back: [{ odds: back, size: 500 }], lay: [{ odds: lay, size: 500 }] }));
    await okData(trader, 'POST', `/ops/sports/markets/${market.id}/prices`, { runners: prices });
    return { eventId: event.id as string, marketId: market.id as string, runnerIds: market.runners.map((r: { id: string }) => r.id) as string[] };
  }
  const bet = (userId: string, marketId: string, runnerId: string, side: 'back' | 'lay', rupees: number, odds = 200) =>
    placeBet(db(), { userId, marketId, runnerId, side, stake: BigInt(rupees * 100), oddsX100: odds, acceptPrice: 'any' });

  test('an admin creates a sport, a competition, an event and markets of each kind, each audited', async () => {
    const sports = await okData(admin, 'POST', '/ops/sports/sports', { code: 'kabaddi', name: 'Kabaddi' });
    const kabaddi = sports.sports.find((s: { code: string }) => s.code === 'kabaddi');
    expect(kabaddi).toMatchObject({ name: 'Kabaddi', is_racing: false, competitions: [] });
    const withComp = await okData(admin, 'POST', '/ops/sports/competitions', { sport_id: kabaddi.id, name: 'Pro League' });
    const comp = withComp.sports.find((s: { code: string }) => s.code === 'kabaddi').competitions[0];
    expect(comp.name).toBe('Pro League');
    const event = await okData(admin, 'POST', '/ops/sports/events', { competition_id: comp.id, name: 'Patna v Jaipur', venue: 'Patna', start_time: '2026-11-24T14:00:00Z' });
    expect(event).toMatchObject({ name: 'Patna v Jaipur', sport: 'kabaddi', competition: 'Pro League', venue: 'Patna', in_play: false, status: 'scheduled', markets: 0 });

    const mo = await okData(admin, 'POST', `/ops/sports/events/${event.id}/markets`, {
      kind: 'match_odds', name: 'Match Odds', runners: ['Patna', 'Jaipur'], min_stake: 100, max_stake: 25000, bet_delay_seconds: 5, max_profit: 100000,
    });
    // every market has a price age limit: a hand-priced one a minute unless the form says otherwise (issue 27 L4)
    expect(mo).toMatchObject({ kind: 'match_odds', status: 'open', min_stake: 100, max_stake: 25000, bet_delay_seconds: 5, max_profit: 100000, price_max_age_seconds: 60, price_size_limit: null, places: 1, version: 0 });
    expect(mo.runners.map((r: { name: string }) => r.name)).toEqual(['Patna', 'Jaipur']);
    const fancy = await okData(admin, 'POST', `/ops/sports/events/${event.id}/markets`, { kind: 'fancy', name: '10 over points', min_stake: 100, max_stake: 5000 });
    expect(fancy.runners.map((r: { name: string }) => r.name)).toEqual(['10 over points']);
    const { rows } = await db().query<{ min_stake: string; max_profit: string; bet_delay_seconds: number }>('SELECT min_stake::text, max_profit::text, bet_delay_seconds FROM sports_markets WHERE id = $1', [mo.id]);
    expect(rows[0]).toEqual({ min_stake: '10000', max_profit: '10000000', bet_delay_seconds: 5 });

    expect((await auditRows(db(), 'sports.sport.create', `sport:${kabaddi.id}`)).map((r) => r.operator_name)).toEqual(['admin']);
    expect(await auditRows(db(), 'sports.competition.create', `competition:${comp.id}`)).toHaveLength(1);
    expect(await auditRows(db(), 'sports.event.create', `event:${event.id}`)).toHaveLength(1);
    expect((await auditRows(db(), 'sports.market.create', `market:${mo.id}`))[0]!.after).toMatchObject({ name: 'Match Odds', minStake: '10000', runners: ['Patna', 'Jaipur'] });

    const detail = await okData(agent, 'GET', `/ops/sports/events/${event.id}`);
    expect(detail.markets.map((m: { name: string }) => m.name)).toEqual(['Match Odds', '10 over points']);
    const listed = await okData(agent, 'GET', '/ops/sports/events?sport=kabaddi');
    expect(listed.items.map((e: { name: string; markets: number }) => [e.name, e.markets])).toEqual([['Patna v Jaipur', 2]]);
    expect(listed.total).toBe(1);
  });

  test('agents are refused creation, roll-back, pricing and settling (403 naming the permission) and nothing changes', async () => {
    const m = await newMarket();
    const count = async () => (await db().query<{ n: number }>('SELECT (SELECT count(*) FROM sports) + (SELECT count(*) FROM sports_events) + (SELECT count(*) FROM sports_markets) + (SELECT count(*) FROM audit_log) AS n')).rows[0]!.n;
    const before = await count();
    const calls: [string, unknown, Parameters<typeof missingPermissionMessage>[1]][] = [
      ['/ops/sports/sports', { code: 'polo', name: 'Polo' }, 'config.manage'],
      ['/ops/sports/competitions', { sport_id: '1', name: 'Cup' }, 'config.manage'],
      ['/ops/sports/events', { competition_id: '1', name: 'A v B', start_time: '2026-11-24T14:00:00Z' }, 'config.manage'],
      [`/ops/sports/events/${m.eventId}/markets`, { kind: 'match_odds', name: 'Odds', runners: ['A', 'B'], min_stake: 100, max_stake: 1000 }, 'config.manage'],
      [`/ops/sports/markets/${m.marketId}/rollback`, { run_id: '1' }, 'settlements.rollback'],
      [`/ops/sports/markets/${m.marketId}/prices`, { runners: [{ runner_id: m.runnerIds[0], back: [{ odds: 9.8 }], lay: [] }] }, 'sports.price'],
      [`/ops/sports/markets/${m.marketId}/status`, { status: 'suspended' }, 'sports.price'],
      [`/ops/sports/events/${m.eventId}/status`, { in_play: true }, 'sports.price'],
      [`/ops/sports/markets/${m.marketId}/settle`, { winner: m.runnerIds[0] }, 'sports.settle'],
      [`/ops/sports/markets/${m.marketId}/void`, {}, 'sports.settle'],
    ];
    for (const [url, body, permission] of calls) {
      const res = await call(agent, 'POST', url, body);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 403, missingPermissionMessage('agent', permission)]);
    }
    expect(await count()).toBe(before);
  });

  test('bad input is refused with a message naming the field (422); unknown records 404', async () => {
    const m = await newMarket();
    const cases: [string, unknown, number, string][] = [
      ['/ops/sports/sports', { code: 'Kho Kho', name: 'Kho' }, 422, 'code must be 2 to 40 lowercase letters, digits or dashes'],
      ['/ops/sports/sports', { code: 'cricket', name: 'Cricket again' }, 409, 'A sport with the code "cricket" already exists'],
      ['/ops/sports/competitions', { sport_id: '999999', name: 'Cup' }, 404, 'Sport not found'],
      ['/ops/sports/events', { competition_id: '1', name: 'A v B', start_time: 'tomorrow' }, 422, 'start_time must be a date and time such as 2026-11-23T14:00:00Z'],
      ['/ops/sports/events', { competition_id: '1', name: '', start_time: '2026-11-24T14:00:00Z' }, 422, 'Name is required'],
      [`/ops/sports/events/${m.eventId}/markets`, { kind: 'exotic', name: 'X', min_stake: 100, max_stake: 1000 }, 422, 'kind must be one of match_odds, bookmaker, fancy, racing_win, racing_place'],
      [`/ops/sports/events/${m.eventId}/markets`, { kind: 'match_odds', name: 'X', runners: ['Only'], min_stake: 100, max_stake: 1000 }, 422, 'runners must be a list of 2 to 30 names'],
      [`/ops/sports/events/${m.eventId}/markets`, { kind: 'match_odds', name: 'X', runners: ['A', 'a'], min_stake: 100, max_stake: 1000 }, 422, 'Runner names must all differ'],
      [`/ops/sports/events/${m.eventId}/markets`, { kind: 'match_odds', name: 'X', runners: ['A', 'B'], min_stake: 1000, max_stake: 100 }, 422, 'max_stake cannot be less than min_stake'],
      [`/ops/sports/events/${m.eventId}/markets`, { kind: 'match_odds', name: 'X', runners: ['A', 'B'], min_stake: 100, max_stake: 1000, bet_delay_seconds: 31 }, 422, 'bet_delay_seconds must be a whole number from 0 to 30'],
      [`/ops/sports/events/${m.eventId}/markets`, { kind: 'match_odds', name: 'X', runners: ['A', 'B'], min_stake: 'ten', max_stake: 1000 }, 422, 'min_stake must be an amount in rupees with at most 2 decimals'],
      ['/ops/sports/events/999999/markets', { kind: 'match_odds', name: 'X', runners: ['A', 'B'], min_stake: 100, max_stake: 1000 }, 404, 'Event not found'],
      [`/ops/sports/markets/${m.marketId}/prices`, { runners: [{ runner_id: m.runnerIds[0], back: [{ odds: 2.01 }], lay: [] }] }, 422, 'runners[0].back[0].odds 2.01 is not on the exchange ladder'],
      [`/ops/sports/markets/${m.marketId}/prices`, { runners: [{ runner_id: m.runnerIds[0], back: [{ odds: 2.1 }], lay: [{ odds: 2 }] }] }, 422, 'runners[0]: the best back odds must be below the best lay odds'],
      [`/ops/sports/markets/${m.marketId}/prices`, { runners: [{ runner_id: m.runnerIds[0], back: [{ odds: 1.9 }, { odds: 1.95 }], lay: [] }] }, 422, 'runners[0].back must be best first (highest odds first, no repeats)'],
      [`/ops/sports/markets/${m.marketId}/prices`, { runners: [{ runner_id: '1', back: [], lay: [] }] }, 422, 'runners[0].runner_id is not a runner of this market'],
      [`/ops/sports/markets/${m.marketId}/prices`, { runners: [{ runner_id: m.runnerIds[0], back: [{ odds: 0.5 }], lay: [] }] }, 422, 'runners[0].back[0].odds must be decimal odds from 1.01 to 1000 with at most 2 decimals'],
      [`/ops/sports/markets/${m.marketId}/status`, { status: 'paused' }, 422, 'status must be open, suspended or closed'],
      [`/ops/sports/markets/${m.marketId}/settle`, { winner: '1' }, 422, 'winner must be one of the runners of this market'],
      [`/ops/sports/markets/${m.marketId}/settle`, {}, 422, 'winner must be one of the runners of this market'],
      [`/ops/sports/markets/${m.marketId}/rollback`, { run_id: 'last' }, 422, 'run_id must be an id'],
      [`/ops/sports/events/${m.eventId}/status`, {}, 422, 'Give in_play or status'],
      ['/ops/sports/markets/abc/settle', { winner: '1' }, 404, 'Market not found'],
    ];
    for (const [url, body, status, message] of cases) {
      const res = await call(admin, 'POST', url, body);
      expect([url, res.statusCode, res.json().message]).toEqual([url, status, message]);
    }
    const bad = await call(admin, 'GET', '/ops/sports/events?status=over');
    expect([bad.statusCode, bad.json().message]).toEqual([422, 'status must be one of scheduled, live, finished, cancelled, abandoned']);
  });

  test('prices set by hand are written through the applier, told to the hub and audited', async () => {
    const m = await newMarket();
    live.updates.length = 0;
    const body = {
      runners: [
        { runner_id: m.runnerIds[0], back: [{ odds: 1.8, size: 1000 }, { odds: 1.79 }], lay: [{ odds: 1.82, size: 250.5 }] },
        { runner_id: m.runnerIds[1], back: [{ odds: 2.2 }], lay: [{ odds: 2.24 }] },
      ],
    };
    const res = await call(trader, 'POST', `/ops/sports/markets/${m.marketId}/prices`, body);
    expect([res.statusCode, res.json().message]).toEqual([200, 'Prices set']);
    const answer = res.json().data;
    expect(answer.runners[0]).toMatchObject({ back: [{ odds: 1.8, size: 1000, line: null }, { odds: 1.79, size: null, line: null }], lay: [{ odds: 1.82, size: 250.5, line: null }] });
    const { rows } = await db().query<{ back: unknown; lay: unknown }>('SELECT back, lay FROM sports_prices WHERE runner_id = $1', [m.runnerIds[0]]);
    expect(rows[0]).toEqual({ back: [{ odds: 180, size: 100000 }, { odds: 179 }], lay: [{ odds: 182, size: 25050 }] });
    await live.runtime.hub.flush();
    expect(live.updates).toContainEqual(expect.objectContaining({ marketId: m.marketId, version: answer.version }));
    const audit = await auditRows(db(), 'sports.market.prices', `market:${m.marketId}`);
    expect(audit.at(-1)).toMatchObject({ operator_name: 'trader', after: { version: answer.version } });

    const holder = t.app as unknown as { sports?: unknown };
    const saved = holder.sports;
    holder.sports = undefined;
    try {
      const off = await call(trader, 'POST', `/ops/sports/markets/${m.marketId}/prices`, body);
      expect([off.statusCode, off.json().message]).toEqual([503, 'Live prices are not running on this server: set prices on a server that serves sports']);
    } finally {
      holder.sports = saved;
    }
  });

  test('suspend, resume and in play: the database, the audit and the hub', async () => {
    const m = await newMarket();
    live.updates.length = 0;
    const suspended = await call(trader, 'POST', `/ops/sports/markets/${m.marketId}/status`, { status: 'suspended' });
    expect([suspended.statusCode, suspended.json().message, suspended.json().data.status]).toEqual([200, 'Market suspended', 'suspended']);
    const res = await call(trader, 'POST', `/ops/sports/markets/${m.marketId}/status`, { status: 'open' });
    expect([res.statusCode, res.json().message]).toEqual([200, 'Market open']);
    expect((await auditRows(db(), 'sports.market.status', `market:${m.marketId}`)).map((r) => [r.before, r.after])).toEqual([
      [{ status: 'open' }, { status: 'suspended' }],
      [{ status: 'suspended' }, { status: 'open' }],
    ]);
    const inPlay = await call(trader, 'POST', `/ops/sports/events/${m.eventId}/status`, { in_play: true, status: 'live' });
    expect(inPlay.json().data).toMatchObject({ in_play: true, status: 'live' });
    await live.runtime.hub.flush();
    expect(live.updates).toEqual(expect.arrayContaining([
      expect.objectContaining({ marketId: m.marketId, status: 'open' }),
      expect.objectContaining({ eventId: m.eventId, inPlay: true, eventStatus: 'live' }),
    ]));
    expect((await auditRows(db(), 'sports.event.status', `event:${m.eventId}`))[0]).toMatchObject({ before: { in_play: false, status: 'scheduled' }, after: { inPlay: true, status: 'live' } });
  });

  test('the live book, settle twice pays once, roll back, then settle again with another result', async () => {
    const m = await newMarket();
    const [home, away] = m.runnerIds as [string, string];
    const p1 = await makePlayer(db(), 100_000n);
    const p2 = await makePlayer(db(), 100_000n);
    await bet(p1, m.marketId, home, 'back', 100);
    await bet(p2, m.marketId, away, 'back', 200);

    const book = await okData(agent, 'GET', `/ops/sports/markets/${m.marketId}/book`);
    // Home wins: the house pays p1 100 and keeps p2's 200; Away wins: it pays p2 200 and keeps p1's 100.
    expect(book.outcomes.map((o: { name: string; pnl: number }) => [o.name, o.pnl])).toEqual([['Home', 100], ['Away', -100]]);
    expect([book.bets, book.worst, book.best]).toEqual([2, -100, 100]);
    const detail = await okData(agent, 'GET', `/ops/sports/events/${m.eventId}`);
    expect(detail.markets[0]).toMatchObject({ bets: { pending: 0, matched: 2, settled: 0, void: 0 }, exposure: 300, settlement: null });

    const settled = await call(admin, 'POST', `/ops/sports/markets/${m.marketId}/settle`, { winner: home });
    expect([settled.statusCode, settled.json().message]).toEqual([200, 'Market settled: 2 bets of 2 players']);
    const report = settled.json().data;
    expect(report.market.settlement).toMatchObject({ id: report.run_id, status: 'done', outcome: 'Winner: Home', bets: 2, players: 2, players_pnl: -100, actor: 'admin' });
    expect(await cashOf(db(), p1)).toEqual({ cash: 1100, exposure: 0 });
    expect(await cashOf(db(), p2)).toEqual({ cash: 800, exposure: 0 });

    const postings = await ledgerCount(db());
    const again = await call(admin, 'POST', `/ops/sports/markets/${m.marketId}/settle`, { winner: home });
    expect([again.statusCode, again.json().message, again.json().data.already_settled, again.json().data.run_id]).toEqual([200, 'Market was already settled with this result: nothing more was paid', true, report.run_id]);
    expect(await ledgerCount(db())).toBe(postings);
    expect(await cashOf(db(), p1)).toEqual({ cash: 1100, exposure: 0 });
    const other = await call(admin, 'POST', `/ops/sports/markets/${m.marketId}/settle`, { winner: away });
    expect([other.statusCode, other.json().message]).toEqual([409, 'This market was settled with another result; roll it back first']);
    const status = await call(trader, 'POST', `/ops/sports/markets/${m.marketId}/status`, { status: 'open' });
    expect([status.statusCode, status.json().message]).toEqual([409, 'Market is settled']);

    const rolled = await call(admin, 'POST', `/ops/sports/markets/${m.marketId}/rollback`, { run_id: report.run_id });
    expect([rolled.statusCode, rolled.json().message]).toEqual([200, 'Settlement rolled back: the market is closed and can be settled again']);
    expect(rolled.json().data).toMatchObject({ run_id: report.run_id, postings: 2, already_rolled_back: false, market: { status: 'closed', settlement: null, bets: { matched: 2 } } });
    expect(await cashOf(db(), p1)).toEqual({ cash: 900, exposure: 100 });
    expect(await cashOf(db(), p2)).toEqual({ cash: 800, exposure: 200 });
    const twice = await call(admin, 'POST', `/ops/sports/markets/${m.marketId}/rollback`, { run_id: report.run_id });
    expect([twice.statusCode, twice.json().data.already_rolled_back]).toEqual([200, true]);
    expect(await cashOf(db(), p1)).toEqual({ cash: 900, exposure: 100 });
    expect(await auditRows(db(), 'sports.settlement_rollback', `market:${m.marketId}`)).toHaveLength(1);

    const second = await okData(admin, 'POST', `/ops/sports/markets/${m.marketId}/settle`, { winner: away });
    expect(second.market.settlement).toMatchObject({ outcome: 'Winner: Away', players_pnl: 100 });
    expect(await cashOf(db(), p1)).toEqual({ cash: 900, exposure: 0 });
    expect(await cashOf(db(), p2)).toEqual({ cash: 1200, exposure: 0 });
    expect((await auditRows(db(), 'sports.settle', `market:${m.marketId}`)).map((r) => r.operator_name)).toEqual(['admin', 'admin']);
  });

  test('bookmaker, fancy and racing place: prices and results of each kind', async () => {
    const { eventId } = await newMarket();
    const create = (body: Record<string, unknown>) => okData(admin, 'POST', `/ops/sports/events/${eventId}/markets`, { min_stake: 100, max_stake: 10000, ...body });
    const bm = await create({ kind: 'bookmaker', name: 'Bookmaker', runners: ['Home', 'Away'] });
    const priced = await okData(trader, 'POST', `/ops/sports/markets/${bm.id}/prices`, { runners: [{ runner_id: bm.runners[0].id, back: [{ odds: 1.45 }], lay: [{ odds: 1.48 }] }] });
    expect(priced.runners[0]).toMatchObject({ back: [{ odds: 1.45 }], lay: [{ odds: 1.48 }] });
    const two = await call(trader, 'POST', `/ops/sports/markets/${bm.id}/prices`, { runners: [{ runner_id: bm.runners[0].id, back: [{ odds: 1.45 }, { odds: 1.44 }], lay: [] }] });
    expect(two.json().message).toBe('runners[0].back must be a list of at most 1 price level');

    const fancy = await create({ kind: 'fancy', name: '6 over runs' });
    const line = (back: unknown, lay: unknown) => call(trader, 'POST', `/ops/sports/markets/${fancy.id}/prices`, { runners: [{ runner_id: fancy.runners[0].id, back, lay }] });
    expect((await line([{ odds: 2, line: 48 }], [{ odds: 2, line: 50 }])).json().message).toBe('runners[0]: the No line cannot be above the Yes line');
    expect((await line([{ odds: 2 }], [])).json().message).toBe('runners[0].back[0].line must be a whole number from 0 to 100000');
    const set = await line([{ odds: 2, line: 50 }], [{ odds: 1.9, line: 48 }]);
    expect(set.json().data.runners[0]).toMatchObject({ back: [{ odds: 2, line: 50 }], lay: [{ odds: 1.9, line: 48 }] });
    const p = await makePlayer(db(), 50_000n);
    await placeBet(db(), { userId: p, marketId: fancy.id, runnerId: fancy.runners[0].id, side: 'yes', stake: 10_000n, oddsX100: 200, line: 50, acceptPrice: 'any' });
    const book = await okData(agent, 'GET', `/ops/sports/markets/${fancy.id}/book`);
    expect(book.outcomes).toEqual([{ runner_id: null, name: null, value: 49, pnl: 100 }, { runner_id: null, name: null, value: 50, pnl: -100 }]);
    expect((await call(admin, 'POST', `/ops/sports/markets/${fancy.id}/settle`, { value: -1 })).json().message).toBe('value must be the result: a whole number from 0 to 100000');
    const settled = await okData(admin, 'POST', `/ops/sports/markets/${fancy.id}/settle`, { value: 53 });
    expect(settled.market.settlement).toMatchObject({ outcome: 'Result: 53', players_pnl: 100 });
    expect(await cashOf(db(), p)).toEqual({ cash: 600, exposure: 0 });

    const place = await create({ kind: 'racing_place', name: 'Place', runners: ['A', 'B', 'C', 'D'], places: 2 });
    expect(place.places).toBe(2);
    const [a, b, c] = place.runners.map((r: { id: string }) => r.id);
    expect((await call(admin, 'POST', `/ops/sports/markets/${place.id}/settle`, { placed: [a, b, c] })).json().message).toBe('placed must list exactly 2 different runners of this market');
    expect((await call(admin, 'POST', `/ops/sports/markets/${place.id}/settle`, { placed: [a] })).json().message).toBe('placed must list exactly 2 different runners of this market');
    const placed = await okData(admin, 'POST', `/ops/sports/markets/${place.id}/settle`, { placed: [a, c] });
    expect(placed.market.settlement.outcome).toBe('Placed: A, C');
    expect(b).toBeDefined();
  });

  test('a hand book that pays a player betting every runner is refused at entry, with the figure (issue 27 L4)', async () => {
    const m = await newMarket(['Red', 'Blue', 'Draw']);
    const [red, blue, draw] = m.runnerIds as [string, string, string];
    const set = (runners: unknown[]) => call(trader, 'POST', `/ops/sports/markets/${m.marketId}/prices`, { runners });
    // Red backed at 4.0 beside Blue and Draw at 3.0: 25 + 33.3 + 33.3 = 91.7 %, backing all three wins 9 % whatever wins
    const below = await set([{ runner_id: red, back: [{ odds: 4 }], lay: [{ odds: 4.1 }] }]);
    expect([below.statusCode, below.json().message]).toEqual([
      422,
      'The back prices add up to 91.7 %, below 100.0 %: a player backing every runner would win whatever the result. Lower a back price.',
    ]);
    const above = await set([{ runner_id: draw, back: [{ odds: 2 }], lay: [{ odds: 2.02 }] }]);
    expect([above.statusCode, above.json().message]).toEqual([
      422,
      'The lay prices add up to 115.1 %, above 100.0 %: a player laying every runner would win whatever the result. Raise a lay price.',
    ]);
    // nothing was written; a book that adds up is taken, given whole or in part
    const { rows } = await db().query<{ back: Array<{ odds: number }> }>('SELECT back FROM sports_prices WHERE runner_id = $1', [red]);
    expect(rows[0]!.back[0]!.odds).toBe(300);
    const ok = await set([{ runner_id: red, back: [{ odds: 2.5 }], lay: [{ odds: 2.56 }] }, { runner_id: blue, back: [{ odds: 3.5 }], lay: [{ odds: 3.6 }] }]);
    expect([ok.statusCode, ok.json().message]).toEqual([200, 'Prices set']);
  });

  test('an admin sets the most one price takes; a bet above it is refused with the size; audited', async () => {
    const m = await newMarket();
    const p = await makePlayer(db(), 100_000n);
    expect((await call(trader, 'POST', `/ops/sports/markets/${m.marketId}/limits`, { price_size_limit: 100 })).statusCode).toBe(403);
    const bad = await call(admin, 'POST', `/ops/sports/markets/${m.marketId}/limits`, { price_size_limit: -5 });
    expect([bad.statusCode, bad.json().message]).toEqual([422, 'price_size_limit must be an amount in rupees with at most 2 decimals']);
    const set = await call(admin, 'POST', `/ops/sports/markets/${m.marketId}/limits`, { price_size_limit: 300 });
    expect([set.statusCode, set.json().message, set.json().data.price_size_limit]).toEqual([200, 'Market limits saved', 300]);
    await expect(bet(p, m.marketId, m.runnerIds[0]!, 'back', 301)).rejects.toThrow('Only 300 is offered at 2.00');
    expect((await bet(p, m.marketId, m.runnerIds[0]!, 'back', 300)).status).toBe('matched');
    const off = await okData(admin, 'POST', `/ops/sports/markets/${m.marketId}/limits`, { price_size_limit: null, price_max_age_seconds: 30 });
    expect([off.price_size_limit, off.price_max_age_seconds]).toEqual([null, 30]);
    expect((await bet(p, m.marketId, m.runnerIds[0]!, 'back', 600)).status).toBe('matched');
    expect((await auditRows(db(), 'sports.market.limits', `market:${m.marketId}`)).map((r) => [r.operator_name, r.before, r.after])).toEqual([
      ['admin', { price_size_limit: null, price_max_age_seconds: 60 }, { price_size_limit: 300, price_max_age_seconds: 60 }],
      ['admin', { price_size_limit: 300, price_max_age_seconds: 60 }, { price_size_limit: null, price_max_age_seconds: 30 }],
    ]);
  });

  test('an event set abandoned: its open markets are suspended in the same step, told live, and take no bet', async () => {
    const m = await newMarket();
    const p = await makePlayer(db(), 100_000n);
    live.updates.length = 0;
    const res = await call(trader, 'POST', `/ops/sports/events/${m.eventId}/status`, { status: 'abandoned' });
    expect([res.statusCode, res.json().data.status]).toEqual([200, 'abandoned']);
    expect((await okData(agent, 'GET', `/ops/sports/markets/${m.marketId}`)).status).toBe('suspended');
    await live.runtime.hub.flush();
    expect(live.updates).toEqual(expect.arrayContaining([expect.objectContaining({ marketId: m.marketId, status: 'suspended' })]));
    await call(agent, 'POST', `/ops/sports/markets/${m.marketId}/status`, { status: 'open' });
    await expect(bet(p, m.marketId, m.runnerIds[0]!, 'back', 100)).rejects.toThrow('The event is abandoned: no more bets are taken');
    expect((await auditRows(db(), 'sports.event.status', `event:${m.eventId}`))[0]).toMatchObject({ after: { status: 'abandoned', suspended_markets: [m.marketId] } });
  });

  test('void refunds every bet, once', async () => {
    const m = await newMarket(['Red', 'Blue', 'Draw']);
    const p = await makePlayer(db(), 50_000n);
    await bet(p, m.marketId, m.runnerIds[2]!, 'lay', 100, 305);
    expect((await cashOf(db(), p)).exposure).toBe(205);
    const res = await call(admin, 'POST', `/ops/sports/markets/${m.marketId}/void`, {});
    expect([res.statusCode, res.json().message, res.json().data.market.status, res.json().data.market.settlement.outcome]).toEqual([200, 'Market void: 1 bets refunded', 'void', 'Void']);
    expect(await cashOf(db(), p)).toEqual({ cash: 500, exposure: 0 });
    const again = await call(admin, 'POST', `/ops/sports/markets/${m.marketId}/void`, {});
    expect([again.statusCode, again.json().message]).toEqual([200, 'Market was already void']);
    expect(await cashOf(db(), p)).toEqual({ cash: 500, exposure: 0 });
  });
});
