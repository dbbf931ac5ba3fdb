import fc from 'fast-check';
import type { ReportBetPage, StatementPage, WinLossMarketPage, WinLossReport } from '@khel/shared/contracts';
import { getPlayerBalances } from '../src/ledger';
import type { TestMarket } from './sports-fixtures';
import {
  approvedDeposit, bettor, bonus, casinoRound, declareMatka, matkaMarket, matkaSlip, read, rollbackMatka, rollbackSports, settleSports, sportsBet,
  sportsMarket, startReportsApp, withdrawal, type Bettor, type ReportsApp,
} from './reports-support';
import { dbKinds } from './test-db';

/**
 * Property tests of the statement and win-loss (issue 28) over random histories of every product: deposits,
 * withdrawals (paid, rejected, pending), sports bets settled and rolled back, casino rounds (won, lost, rolled back),
 * matka slips declared and rolled back, bonuses granted and released. Sized for CI (a few histories per database);
 * each history is a fresh player, every movement made by the product's own code.
 *
 * Statement: read in small pages, the newest row's balance is the account's balance, each row's balance is the one
 * before it plus its amount, and the rows add up to the balance (every player starts at zero).
 * Win-loss: the sum over days = the sum over markets = the sum of their bets' P&L = the P&L of the player's settled
 * bets in the database; a market whose settlement was rolled back (and not settled again) leaves no trace.
 */
type Action =
  | { a: 'deposit'; rupees: number }
  | { a: 'withdraw'; rupees: number; outcome: 'paid' | 'rejected' | 'pending' }
  | { a: 'bet'; market: number; side: 'back' | 'lay'; runner: 0 | 1; rupees: number }
  | { a: 'settle'; market: number; winner: 0 | 1 }
  | { a: 'rollback'; market: number }
  | { a: 'casino'; rupees: number; outcome: { win: number } | 'rollback' | 'open' }
  | { a: 'matka'; digit: number; rupees: number }
  | { a: 'declare'; pana: string; rollback: boolean }
  | { a: 'bonus'; rupees: number; release: boolean };

const rupees = (min: number, max: number) => fc.integer({ min, max });
const ACTION: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ a: fc.constant('deposit' as const), rupees: rupees(100, 5000) }),
  fc.record({ a: fc.constant('withdraw' as const), rupees: rupees(100, 800), outcome: fc.constantFrom('paid' as const, 'rejected' as const, 'pending' as const) }),
  fc.record({ a: fc.constant('bet' as const), market: fc.integer({ min: 0, max: 2 }), side: fc.constantFrom('back' as const, 'lay' as const), runner: fc.constantFrom(0 as const, 1 as const), rupees: rupees(100, 600) }),
  fc.record({ a: fc.constant('settle' as const), market: fc.integer({ min: 0, max: 2 }), winner: fc.constantFrom(0 as const, 1 as const) }),
  fc.record({ a: fc.constant('rollback' as const), market: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ a: fc.constant('casino' as const), rupees: rupees(1, 300), outcome: fc.oneof(fc.record({ win: fc.integer({ min: 0, max: 600 }) }), fc.constantFrom('rollback' as const, 'open' as const)) }),
  fc.record({ a: fc.constant('matka' as const), digit: fc.integer({ min: 0, max: 9 }), rupees: rupees(10, 200) }),
  fc.record({ a: fc.constant('declare' as const), pana: fc.constantFrom('123', '223', '550', '790'), rollback: fc.boolean() }),
  fc.record({ a: fc.constant('bonus' as const), rupees: rupees(10, 300), release: fc.boolean() }),
);

/** Refusals a random history runs into (no money, a closed market): the product refused, nothing moved. */
const REFUSED = /insufficient|balance|market is|closed|suspended|no settlement|stake must|cannot be rolled back|no longer holds|not open|betting is closed|already|greater than equal/i;

describe.each(dbKinds())('statement and win-loss properties (%s)', (kind) => {
  let r: ReportsApp;
  beforeAll(async () => {
    r = await startReportsApp(kind);
  }, 60_000);
  afterAll(() => r.close());

  async function play(p: Bettor, actions: Action[]): Promise<{ rolledBack: Set<string> }> {
    const markets: Array<{ m: TestMarket; state: 'open' | 'settled' | 'closed' } | undefined> = [];
    const rolledBack = new Set<string>();
    let matka: { id: string; bets: number; declared: boolean } | null = null;
    for (const x of actions) {
      try {
        if (x.a === 'deposit') await approvedDeposit(r, p, x.rupees);
        else if (x.a === 'withdraw') await withdrawal(r, p, x.rupees, x.outcome);
        else if (x.a === 'bet') {
          const slot = (markets[x.market] ??= { m: await sportsMarket(r), state: 'open' });
          if (slot.state === 'open') await sportsBet(r, p, slot.m, x.side, x.runner, x.rupees);
        } else if (x.a === 'settle') {
          const slot = markets[x.market];
          if (slot && slot.state !== 'settled') {
            await settleSports(r, slot.m, x.winner);
            slot.state = 'settled';
            rolledBack.delete(slot.m.marketId);
          }
        } else if (x.a === 'rollback') {
          const slot = markets[x.market];
          if (slot?.state === 'settled') {
            await rollbackSports(r, slot.m);
            slot.state = 'closed';
            rolledBack.add(slot.m.marketId);
          }
        } else if (x.a === 'casino') await casinoRound(r, p, x.rupees, x.outcome);
        else if (x.a === 'matka') {
          matka ??= { id: await matkaMarket(r), bets: 0, declared: false };
          if (!matka.declared) {
            await matkaSlip(r, p, matka.id, String(x.digit), x.rupees);
            matka.bets += 1;
          }
        } else if (x.a === 'declare') {
          if (matka && matka.bets && !matka.declared) {
            await declareMatka(r, matka.id, x.pana);
            matka.declared = true;
            if (x.rollback) {
              await rollbackMatka(r, matka.id);
              matka.declared = false;
            }
          }
        } else await bonus(r, p, x.rupees, x.release);
      } catch (error) {
        if (!REFUSED.test(String((error as Error).message))) throw error;
      }
    }
    return { rolledBack };
  }

  async function allPages<T extends { next_cursor: string | null; items: unknown[] }>(p: Bettor, url: string): Promise<T['items']> {
    const items: T['items'] = [];
    let cursor: string | null = null;
    do {
      const page: T = await read<T>(r, p.token, `${url}${url.includes('?') ? '&' : '?'}limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      items.push(...page.items);
      cursor = page.next_cursor;
    } while (cursor);
    return items;
  }

  it('the statement: the newest balance is the account balance, each balance follows from the one before, the rows add up', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(ACTION, { minLength: 4, maxLength: 14 }), async (actions) => {
        const p = await bettor(r, 0);
        await play(p, [{ a: 'deposit', rupees: 3000 }, ...actions]);
        const balances = await getPlayerBalances(r.testDb.db, p.id);
        for (const [account, balance] of [['cash', balances.cash], ['bonus', balances.bonus]] as const) {
          const rows = (await allPages<StatementPage>(p, `/reports/statement?account=${account}`)) as StatementPage['items'];
          const paise = (n: number) => BigInt(Math.round(n * 100));
          expect(rows.length ? paise(rows[0]!.balance) : 0n).toBe(balance);
          met.statementRows += rows.length;
          expect(rows.reduce((s, x) => s + paise(x.amount), 0n)).toBe(balance);
          rows.forEach((row, i) => {
            const before = rows[i + 1] ? paise(rows[i + 1]!.balance) : 0n;
            expect(paise(row.balance)).toBe(before + paise(row.amount));
            expect(row.text.text).not.toBe('');
          });
          const totals = (await read<StatementPage>(r, p.token, `/reports/statement?account=${account}`)).totals!;
          expect([paise(totals.opening), paise(totals.closing), totals.rows]).toEqual([0n, balance, rows.length]);
        }
      }),
      { numRuns: 5 },
    );
  });

  // What the histories held, over every run: a property that never met a settlement would prove nothing.
  const met = { settled: 0, rolledBack: 0, statementRows: 0 };
  afterAll(() => {
    expect(met.settled).toBeGreaterThan(0);
    expect(met.rolledBack + met.statementRows).toBeGreaterThan(0);
  });

  it('win-loss: the sum over days = over markets = over their bets = the settled bets; a rolled-back settlement leaves no trace', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(ACTION, { minLength: 6, maxLength: 18 }), async (actions) => {
        const p = await bettor(r, 5000);
        const { rolledBack } = await play(p, actions);
        const wl = await read<WinLossReport>(r, p.token, '/reports/win-loss');
        const cents = (n: number) => Math.round(n * 100);
        const byDays = wl.days.reduce((s, d) => s + cents(d.pnl), 0);
        const markets = (await allPages<WinLossMarketPage>(p, '/reports/win-loss/markets')) as WinLossMarketPage['items'];
        const byMarkets = markets.reduce((s, m) => s + cents(m.pnl), 0);
        let byBets = 0;
        for (const m of markets) {
          const bets = (await allPages<ReportBetPage>(p, `/reports/win-loss/bets?product=${m.product}&market_id=${m.market_id}`)) as ReportBetPage['items'];
          expect(bets).toHaveLength(m.bets);
          byBets += bets.reduce((s, b) => s + cents(b.pnl!), 0);
        }
        const { rows } = await r.testDb.db.query<{ pnl: string | null; n: number }>(`SELECT sum(pnl)::text AS pnl, count(*)::int AS n FROM bets WHERE user_id = $1 AND status = 'settled'`, [p.id]);
        const inDb = Number(rows[0]!.pnl ?? '0');
        expect([byDays, byMarkets, byBets, cents(wl.totals.pnl)]).toEqual([inDb, inDb, inDb, inDb]);
        expect(wl.totals.bets).toBe(rows[0]!.n);
        met.settled += rows[0]!.n;
        met.rolledBack += rolledBack.size;
        for (const marketId of rolledBack) expect(markets.filter((m) => m.product === 'sports' && m.market_id === marketId)).toEqual([]);
      }),
      { numRuns: 5 },
    );
  });
});
