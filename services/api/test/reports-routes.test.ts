import type { ReportBetPage, StatementPage, TransferPage, WinLossMarketPage, WinLossReport } from '@khel/shared/contracts';
import { getPlayerBalances } from '../src/ledger';
import {
  approvedDeposit, bettor, bonus, casinoRound, declareMatka, getAs, matkaMarket, matkaSlip, read, rollbackSports, settleSports, sportsBet, sportsMarket,
  startReportsApp, withdrawal, type Bettor, type ReportsApp,
} from './reports-support';
import { dbKinds } from './test-db';

/**
 * The player's reports over a history of every product (issue 28): what each list shows and adds up to, the names
 * and links a player reads, and who may read what.
 */
describe.each(dbKinds())('reports routes (%s)', (kind) => {
  let r: ReportsApp;
  let p: Bettor;
  let other: Bettor;
  let sportsEvent: string;
  beforeAll(async () => {
    r = await startReportsApp(kind);
    p = await bettor(r, 0);
    other = await bettor(r, 1000);
    await approvedDeposit(r, p, 5000);
    // sports: a back on India that wins, and a lay on another market left open
    const won = await sportsMarket(r, 'Match Odds');
    sportsEvent = won.eventId;
    await sportsBet(r, p, won, 'back', 0, 100);
    r.clock.advance(60);
    await settleSports(r, won, 0);
    const open = await sportsMarket(r, 'Match Odds');
    await sportsBet(r, p, open, 'lay', 1, 200);
    // casino: a round won, a round lost
    await casinoRound(r, p, 50, { win: 120 });
    await casinoRound(r, p, 30, { win: 0 });
    // matka: a single on 7 that wins (pana 223: ank 7)
    const matka = await matkaMarket(r);
    await matkaSlip(r, p, matka, '7', 20);
    await declareMatka(r, matka, '223');
    // wallet and bonus
    await withdrawal(r, p, 300, 'rejected');
    await withdrawal(r, p, 400, 'paid');
    await bonus(r, p, 250, true);
    r.clock.advance(60);
  }, 120_000);
  afterAll(() => r.close());

  it('lists settled bets of every product, newest first, with names, results and links, and their totals', async () => {
    const page = await read<ReportBetPage>(r, p.token, '/reports/bets?state=settled');
    expect(page.items.map((b) => [b.product, b.event, b.selection, b.result, b.pnl])).toEqual([
      ['matka', expect.stringMatching(/^Test Bazar/), '7', 'won', 160],
      ['casino', 'Dice', expect.stringMatching(/^r/), 'lost', -30],
      ['casino', 'Dice', expect.stringMatching(/^r/), 'won', 70],
      ['sports', expect.stringMatching(/^Event/), 'India', 'won', 85],
    ]);
    const sports = page.items.find((b) => b.product === 'sports')!;
    expect(sports).toMatchObject({ side: 'back', odds: 1.85, stake: 100, market: 'Match Odds', event_id: sportsEvent, path: `/sports-event-detail/${sportsEvent}`, sport: 'Cricket' });
    expect(page.items.find((b) => b.product === 'casino')!.path).toBe('/casino/table');
    expect(page.totals).toEqual({ bets: 4, stake: 200, liability: 0, pnl: 285, commission: 0 });
    expect(page.next_cursor).toBeNull();
  });

  it('lists open bets by the time they were placed, with the liability they hold', async () => {
    const page = await read<ReportBetPage>(r, p.token, '/reports/bets?state=open');
    expect(page.items.map((b) => [b.product, b.side, b.selection, b.result])).toEqual([['sports', 'lay', 'Australia', 'open']]);
    expect(page.totals).toMatchObject({ bets: 1, stake: 200, liability: 180 });
  });

  it("describes every statement row as a player reads it, the newest row's balance is the account's, and the rows add up", async () => {
    const page = await read<StatementPage>(r, p.token, '/reports/statement?limit=200');
    const texts = page.items.map((s) => s.text.text);
    expect(texts).toEqual([
      'Bonus released to the main wallet',
      'Withdrawal requested',
      'Withdrawal not paid: amount returned',
      'Withdrawal requested',
      expect.stringMatching(/^Matka Test Bazar .* \d{4}-\d{2}-\d{2}: result paid$/),
      expect.stringMatching(/^Matka Test Bazar .*: slip of 1 bets$/),
      expect.stringMatching(/^Dice: stake on round r/),
      expect.stringMatching(/^Dice: win on round r/),
      expect.stringMatching(/^Dice: stake on round r/),
      'Lay Australia @ 1.90 placed',
      'Back India @ 1.85 won',
      'Back India @ 1.85 placed',
      'Deposit by UPI approved',
    ]);
    const cash = (await getPlayerBalances(r.testDb.db, p.id)).cash;
    expect(page.items[0]!.balance * 100).toBe(Number(cash));
    expect(page.items.reduce((s, x) => s + Math.round(x.amount * 100), 0)).toBe(Number(cash));
    expect(page.totals).toMatchObject({ opening: 0, closing: Number(cash) / 100, rows: 13 });
    const won = page.items.find((s) => s.text.text === 'Back India @ 1.85 won')!;
    expect(won.text).toMatchObject({ key: '{{side}} {{selection}} @ {{odds}} won', params: { side: 'Back', selection: 'India', odds: '1.85' }, translate: ['side'] });
    expect(won.link).toMatchObject({ type: 'bet', path: expect.stringMatching(/^\/bet-history\?bet=\d+$/) });
    expect(page.items.find((s) => s.kind === 'deposit')!.link).toMatchObject({ type: 'deposit', path: expect.stringMatching(/^\/transaction-details\/\d+$/) });
    expect(page.items[0]!.link).toEqual({ type: 'bonus', id: expect.any(String), path: '/bonus' });
  });

  it("shows the bonus wallet apart: the deposit's bonus forfeited by the withdrawal, the grant and its release", async () => {
    const page = await read<StatementPage>(r, p.token, '/reports/statement?account=bonus');
    expect(page.items.map((s) => [s.text.text, s.amount, s.balance])).toEqual([
      ['Bonus released to the main wallet', -250, 0],
      ['Bonus added', 250, 250],
      ['Bonus forfeited on a withdrawal', -100, 0],
      ['Deposit bonus added', 100, 100],
    ]);
    expect(page.items[1]!.text).toMatchObject({ key: '{{bonus}} added', params: { bonus: 'Bonus' }, translate: ['bonus'] });
  });

  it('lists deposits and withdrawals with their status and remark, and their totals', async () => {
    const page = await read<TransferPage>(r, p.token, '/reports/transfers');
    expect(page.items.map((t) => [t.kind, t.status, t.amount, t.remark])).toEqual([
      ['withdrawal', 'approve_completed', 400, null],
      ['withdrawal', 'reject_completed', 300, 'Account name does not match'],
      ['deposit', 'approve_completed', 5000, null],
    ]);
    expect(page.totals).toEqual({ requests: 3, deposited: 5000, withdrawn: 400, net: 4600, pending_deposits: 0, pending_withdrawals: 0 });
    const deposits = await read<TransferPage>(r, p.token, '/reports/transfers?kind=deposit');
    expect(deposits.items.map((t) => t.kind)).toEqual(['deposit']);
  });

  it('sums win-loss by day and product, drills to the markets and to their bets, with net deposits beside', async () => {
    const wl = await read<WinLossReport>(r, p.token, '/reports/win-loss');
    expect(wl.days.map((d) => [d.product, d.bets, d.stake, d.pnl])).toEqual([
      ['casino', 2, 80, 40],
      ['matka', 1, 20, 160],
      ['sports', 1, 100, 85],
    ]);
    expect(wl.totals).toEqual({ bets: 4, stake: 200, pnl: 285, commission: 0, deposits: 5000, withdrawals: 400, net_deposits: 4600 });
    const day = wl.days[0]!.date;
    const markets = await read<WinLossMarketPage>(r, p.token, `/reports/win-loss/markets?from=${day}&to=${day}`);
    expect(markets.items.map((m) => [m.product, m.event, m.bets, m.pnl])).toEqual([
      ['casino', 'Dice', 2, 40],
      ['matka', expect.stringMatching(/^Test Bazar/), 1, 160],
      ['sports', expect.stringMatching(/^Event/), 1, 85],
    ]);
    expect(markets.totals).toMatchObject({ bets: 4, pnl: 285 });
    const casino = markets.items[0]!;
    const rounds = await read<ReportBetPage>(r, p.token, `/reports/win-loss/bets?product=casino&market_id=${casino.market_id}&from=${day}&to=${day}`);
    expect(rounds.items.map((b) => b.pnl)).toEqual([-30, 70]);
    expect(rounds.totals).toMatchObject({ bets: 2, pnl: 40 });
  });

  it('takes a rolled-back settlement out of the bet history and win-loss', async () => {
    const q = await bettor(r, 1000);
    const m = await sportsMarket(r);
    await sportsBet(r, q, m, 'back', 0, 100);
    await settleSports(r, m, 0);
    expect((await read<WinLossReport>(r, q.token, '/reports/win-loss')).totals.pnl).toBe(85);
    await rollbackSports(r, m);
    expect((await read<WinLossReport>(r, q.token, '/reports/win-loss')).totals).toMatchObject({ bets: 0, pnl: 0 });
    expect((await read<ReportBetPage>(r, q.token, '/reports/bets?state=settled')).items).toEqual([]);
    expect((await read<ReportBetPage>(r, q.token, '/reports/bets?state=open')).items.map((b) => b.result)).toEqual(['open']);
    const statement = await read<StatementPage>(r, q.token, '/reports/statement');
    expect(statement.items[0]!.text.text).toMatch(/^Result of Event \d+ · Market \d+ rolled back$/);
  });

  it('answers one bet of the player, and no bet of another player', async () => {
    const first = (await read<ReportBetPage>(r, p.token, '/reports/bets?state=settled&product=sports')).items[0]!;
    expect((await read<{ bet: { id: string } }>(r, p.token, `/reports/bets/${first.id}`)).bet.id).toBe(first.id);
    const theirs = await getAs(r, other.token, `/reports/bets/${first.id}`);
    expect([theirs.statusCode, theirs.json().message]).toEqual([404, 'Bet not found']);
    expect((await read<ReportBetPage>(r, other.token, '/reports/bets')).items).toEqual([]);
  });

  it('refuses a call without a player token', async () => {
    const res = await r.app.inject({ method: 'GET', url: '/reports/statement' });
    expect(res.statusCode).toBe(401);
  });
});
