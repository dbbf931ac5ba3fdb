import type { ReportBetPage, StatementPage, TransferPage, WinLossReport } from '@khel/shared/contracts';
import { FILTER_MESSAGES } from '@khel/shared/contracts';
import { upsertCompetition, upsertEvent, upsertMarket, upsertSport, setPrices } from '../src/sports/catalog';
import {
  approvedDeposit, bettor, casinoRound, getAs, read, settleSports, sportsBet, sportsMarket, startReportsApp, withdrawal, type Bettor, type ReportsApp,
} from './reports-support';
import { opsCall, opsLogin } from './ops-fixtures';
import { dbKinds } from './test-db';

/**
 * Each filter, the default range and the day boundary of the reports (issue 28), and keyset pages that neither skip
 * nor repeat a row when rows arrive between two page loads.
 */
const at = (iso: string) => Date.parse(iso);

describe.each(dbKinds())('report filters and ranges (%s)', (kind) => {
  let r: ReportsApp;
  let p: Bettor;
  beforeAll(async () => {
    // 23:59 IST on 23 November 2026
    r = await startReportsApp(kind, { at: '2026-11-23T18:29:00Z' });
    p = await bettor(r, 10_000);
    const late = await sportsMarket(r, 'Late');
    await sportsBet(r, p, late, 'back', 0, 100);
    await settleSports(r, late, 0);
    // 00:01 IST on the 24th: the next day in India, still the 23rd in London
    r.clock.ms = at('2026-11-23T18:31:00Z');
    const early = await sportsMarket(r, 'Early');
    await sportsBet(r, p, early, 'back', 0, 100);
    await settleSports(r, early, 1);
  }, 60_000);
  afterAll(() => r.close());

  it('counts a bet settled at 23:59 IST and one at 00:01 IST on two days', async () => {
    const wl = await read<WinLossReport>(r, p.token, '/reports/win-loss?from=2026-11-23&to=2026-11-24');
    expect(wl.days.map((d) => [d.date, d.pnl])).toEqual([['2026-11-24', -100], ['2026-11-23', 85]]);
    const first = await read<ReportBetPage>(r, p.token, '/reports/bets?from=2026-11-23&to=2026-11-23');
    expect(first.items.map((b) => b.market)).toEqual(['Late']);
    const second = await read<ReportBetPage>(r, p.token, '/reports/bets?from=2026-11-24&to=2026-11-24');
    expect(second.items.map((b) => b.market)).toEqual(['Early']);
  });

  it("counts days in the player's own zone when the page sends it (London: both on the 23rd)", async () => {
    const wl = await read<WinLossReport>(r, p.token, '/reports/win-loss?from=2026-11-23&to=2026-11-24&tz=Europe/London');
    expect(wl.days.map((d) => [d.date, d.pnl])).toEqual([['2026-11-23', -15]]);
    expect(wl.range).toEqual({ from: '2026-11-23', to: '2026-11-24', zone: 'Europe/London' });
  });

  it('reads the last 3 days by default: from 3 days before today to today (SPEC §5)', async () => {
    r.clock.ms = at('2026-11-27T06:00:00Z'); // 27 Nov IST: the 24th is in, the 23rd is out
    try {
      const page = await read<ReportBetPage>(r, p.token, '/reports/bets');
      expect(page.range).toEqual({ from: '2026-11-24', to: '2026-11-27', zone: 'Asia/Kolkata' });
      expect(page.items.map((b) => b.market)).toEqual(['Early']);
      r.clock.ms = at('2026-11-26T06:00:00Z');
      expect((await read<ReportBetPage>(r, p.token, '/reports/bets')).items.map((b) => b.market)).toEqual(['Early', 'Late']);
    } finally {
      r.clock.ms = at('2026-11-23T18:31:00Z');
    }
  });

  it('filters by product, sport, market and status', async () => {
    const q = await bettor(r, 10_000);
    const cricket = await sportsMarket(r, 'Cricket market');
    await sportsBet(r, q, cricket, 'back', 0, 100);
    await settleSports(r, cricket, 0);
    const football = await footballMarket(r);
    await sportsBet(r, q, football, 'back', 1, 200);
    await settleSports(r, football, 0);
    const open = await sportsMarket(r, 'Open');
    await sportsBet(r, q, open, 'back', 0, 100);
    await casinoRound(r, q, 40, { win: 0 });
    const range = 'from=2026-11-20&to=2026-11-30';
    const markets = async (query: string) => (await read<ReportBetPage>(r, q.token, `/reports/bets?${range}&${query}`)).items.map((b) => (b.product === 'casino' ? b.event : b.market));
    expect(await markets('product=sports')).toEqual(['Match Odds', 'Cricket market']);
    expect(await markets('product=casino')).toEqual(['Dice']);
    expect(await markets('sport=football')).toEqual(['Match Odds']);
    expect(await markets('sport=cricket')).toEqual(['Cricket market']);
    expect(await markets(`product=sports&market_id=${cricket.marketId}`)).toEqual(['Cricket market']);
    expect(await markets('status=won')).toEqual(['Cricket market']);
    expect(await markets('status=lost')).toEqual(['Dice', 'Match Odds']);
    expect(await markets('state=open&status=matched')).toEqual(['Open']);
    expect(await markets('state=open&status=pending')).toEqual([]);
    const wl = await read<WinLossReport>(r, q.token, `/reports/win-loss?${range}&product=sports`);
    expect(wl.totals).toMatchObject({ bets: 2, pnl: -115 });
  });

  it('filters transfers by kind and status', async () => {
    r.clock.ms = Date.now();
    try {
      const q = await bettor(r, 1000);
      await approvedDeposit(r, q, 500);
      await withdrawal(r, q, 100, 'pending');
      await withdrawal(r, q, 150, 'rejected');
      const kinds = async (query: string) => (await read<TransferPage>(r, q.token, `/reports/transfers?${query}`)).items.map((t) => [t.kind, t.status]);
      expect(await kinds('kind=withdrawal')).toEqual([['withdrawal', 'reject_completed'], ['withdrawal', 'pending']]);
      expect(await kinds('status=pending')).toEqual([['withdrawal', 'pending']]);
      expect((await read<TransferPage>(r, q.token, '/reports/transfers')).totals).toMatchObject({ deposited: 500, withdrawn: 0, pending_withdrawals: 100 });
    } finally {
      r.clock.ms = at('2026-11-23T18:31:00Z');
    }
  });

  it.each([
    ['/reports/bets?from=2026-13-01', FILTER_MESSAGES.from],
    ['/reports/bets?from=2026-02-30', FILTER_MESSAGES.from],
    ['/reports/bets?to=yesterday', FILTER_MESSAGES.to],
    ['/reports/bets?from=2026-11-24&to=2026-11-23', FILTER_MESSAGES.order],
    ['/reports/bets?from=2026-01-01&to=2026-11-23', 'The date range can be at most 90 days'],
    ['/reports/bets?tz=Mars/Olympus', FILTER_MESSAGES.zone],
    ['/reports/bets?tz=../../etc', FILTER_MESSAGES.zone],
    ['/reports/bets?product=poker', FILTER_MESSAGES.product],
    ['/reports/bets?state=closed', FILTER_MESSAGES.state],
    ['/reports/bets?status=winning', FILTER_MESSAGES.status],
    ['/reports/bets?state=open&status=won', FILTER_MESSAGES.statusState],
    ['/reports/bets?sport=Cricket%20League', FILTER_MESSAGES.sport],
    ['/reports/bets?market_id=12', FILTER_MESSAGES.marketProduct],
    ['/reports/bets?product=sports&market_id=-1', FILTER_MESSAGES.market],
    ['/reports/bets?limit=0', FILTER_MESSAGES.limit],
    ['/reports/bets?limit=1.5', FILTER_MESSAGES.limit],
    ['/reports/bets?cursor=abc', FILTER_MESSAGES.cursor],
    [`/reports/bets?cursor=${Buffer.from('["2026-02-31T00:00:00.000000Z","1"]').toString('base64url')}`, FILTER_MESSAGES.cursor],
    [`/reports/statement?cursor=${Buffer.from('["1; DROP TABLE bets"]').toString('base64url')}`, FILTER_MESSAGES.cursor],
    ['/reports/statement?account=savings', FILTER_MESSAGES.account],
    ['/reports/transfers?kind=refund', FILTER_MESSAGES.kind],
    ['/reports/transfers?status=done', FILTER_MESSAGES.transferStatus],
    ['/reports/win-loss/bets?product=sports', FILTER_MESSAGES.market],
    ['/reports/export/statement?format=xlsx', FILTER_MESSAGES.format],
  ])('%s is refused: %s', async (url, message) => {
    const res = await getAs(r, p.token, url);
    expect([res.statusCode, res.json().message]).toEqual([422, message]);
  });

  it('follows the longest range the operators set (admins only, audited)', async () => {
    const admin = await opsLogin(r.app, 'admin');
    const agent = await opsLogin(r.app, 'agent');
    expect((await opsCall(r.app, agent, 'PUT', '/reports/ops/settings', { max_range_days: 7 })).statusCode).toBe(403);
    const bad = await opsCall(r.app, admin, 'PUT', '/reports/ops/settings', { max_range_days: 0 });
    expect([bad.statusCode, bad.json().message]).toEqual([422, FILTER_MESSAGES.maxRange]);
    const set = await opsCall(r.app, admin, 'PUT', '/reports/ops/settings', { max_range_days: 7 }, { 'idempotency-key': 'reports-settings-7' });
    expect([set.statusCode, set.json().message, set.json().data]).toEqual([200, 'Report settings saved', { max_range_days: 7, default_days: 3, zone: 'Asia/Kolkata' }]);
    try {
      expect((await getAs(r, p.token, '/reports/win-loss?from=2026-11-17&to=2026-11-23')).statusCode).toBe(200);
      const long = await getAs(r, p.token, '/reports/win-loss?from=2026-11-16&to=2026-11-23');
      expect([long.statusCode, long.json().message]).toEqual([422, 'The date range can be at most 7 days']);
      expect(await read(r, p.token, '/reports/settings')).toEqual({ max_range_days: 7, default_days: 3, zone: 'Asia/Kolkata' });
      const audit = await r.testDb.db.query<{ before: unknown; after: unknown }>(`SELECT before, after FROM audit_log WHERE action = 'reports.settings'`);
      expect(audit.rows).toEqual([{ before: { max_range_days: 90 }, after: { max_range_days: 7 } }]);
    } finally {
      await opsCall(r.app, admin, 'PUT', '/reports/ops/settings', { max_range_days: 90 }, { 'idempotency-key': 'reports-settings-90' });
    }
  });

  it('pages bet history by keyset: bets settled between two page loads are neither skipped nor shown twice', async () => {
    const q = await bettor(r, 10_000);
    const first = await sportsMarket(r, 'Three at once');
    for (const stake of [100, 200, 300]) await sportsBet(r, q, first, 'back', 0, stake); // settled at one instant: the id breaks the tie
    r.clock.ms += 1000;
    await settleSports(r, first, 0);
    for (const name of ['A', 'B', 'C']) {
      r.clock.ms += 1000;
      const m = await sportsMarket(r, name);
      await sportsBet(r, q, m, 'back', 0, 100);
      await settleSports(r, m, 0);
    }
    const before = (await read<ReportBetPage>(r, q.token, '/reports/bets?from=2026-11-20&to=2026-11-30&limit=200')).items.map((b) => b.id);
    expect(before).toHaveLength(6);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: ReportBetPage = await read<ReportBetPage>(r, q.token, `/reports/bets?from=2026-11-20&to=2026-11-30&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((b) => b.id));
      expect(page.totals === null).toBe(pages > 0);
      cursor = page.next_cursor;
      pages += 1;
      // a newer settlement between page loads
      r.clock.ms += 1000;
      const m = await sportsMarket(r, `Between ${pages}`);
      await sportsBet(r, q, m, 'back', 0, 100);
      await settleSports(r, m, 1);
    } while (cursor);
    expect(seen).toEqual(before);
  });

  it('pages the statement by keyset: postings made between two page loads are neither skipped nor shown twice', async () => {
    r.clock.ms = Date.now();
    try {
      const q = await bettor(r, 1000);
      for (let i = 0; i < 5; i++) await casinoRound(r, q, 10 + i, { win: 0 });
      const before = (await read<StatementPage>(r, q.token, '/reports/statement?limit=200')).items.map((s) => s.id);
      expect(before).toHaveLength(6);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: StatementPage = await read<StatementPage>(r, q.token, `/reports/statement?limit=4${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...page.items.map((s) => s.id));
        cursor = page.next_cursor;
        await casinoRound(r, q, 5, { win: 7 }); // two more rows, newer than every page
      } while (cursor);
      expect(seen).toEqual(before);
    } finally {
      r.clock.ms = at('2026-11-23T18:31:00Z');
    }
  });
});

let football = 0;
/** A football match odds market (the sport filter's other sport). */
async function footballMarket(r: ReportsApp) {
  const db = r.testDb.db;
  const sportId = await upsertSport(db, { code: 'football', name: 'Football' });
  const compId = await upsertCompetition(db, { sportId, code: 'test-football', name: 'Test Cup' });
  const eventId = await upsertEvent(db, { competitionId: compId, code: `fb-${process.pid}-${++football}-${Date.now()}`, name: `Football ${football}`, startTime: new Date() });
  const { marketId, runnerIds } = await upsertMarket(db, { eventId, code: 'mo', name: 'Match Odds', kind: 'match_odds', runners: ['India', 'Australia'], priceMaxAgeSeconds: 3600 });
  await setPrices(db, marketId, runnerIds.map((runnerId) => ({ runnerId, back: [{ odds: 185, size: 100_000 }], lay: [{ odds: 190, size: 100_000 }] })));
  return { marketId, eventId, runnerIds };
}
