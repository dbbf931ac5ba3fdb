import type { ReportBetPage, StatementPage } from '@khel/shared/contracts';
import type { Dashboard, HouseReport, ReportPlayer } from '@khel/shared/console-contracts';
import { opsCall, opsLogin } from './ops-fixtures';
import {
  approvedDeposit, bettor, bonus, casinoRound, read, settleSports, sportsBet, sportsMarket, startReportsApp, withdrawal, type Bettor, type ReportsApp,
} from './reports-support';
import { dbKinds } from './test-db';

/**
 * The operators' side of the reports (issue 28): any player's reports, the house's figures over a range, and the
 * console's dashboard for today, read with an operator's session (a player's token is refused).
 */
describe.each(dbKinds())('reports for operators (%s)', (kind) => {
  let r: ReportsApp;
  let agent: string;
  let winner: Bettor;
  let loser: Bettor;
  beforeAll(async () => {
    r = await startReportsApp(kind);
    agent = await opsLogin(r.app, 'agent');
    winner = await bettor(r, 1000);
    loser = await bettor(r, 1000);
    await approvedDeposit(r, winner, 2000);
    await withdrawal(r, loser, 300, 'paid');
    await withdrawal(r, loser, 150, 'pending');
    const m = await sportsMarket(r);
    await sportsBet(r, winner, m, 'back', 0, 400); // wins 340
    await sportsBet(r, loser, m, 'back', 1, 200); // loses 200
    await settleSports(r, m, 0);
    await casinoRound(r, loser, 100, { win: 0 }); // loses 100
    const open = await sportsMarket(r);
    await sportsBet(r, winner, open, 'back', 0, 100); // open: pays 85 if it wins, holds 100
    await sportsBet(r, loser, open, 'lay', 0, 100); // open: pays 100 if it wins, holds 90
    await bonus(r, winner, 50, true);
  }, 120_000);
  afterAll(() => r.close());

  const ops = async <T,>(url: string) => {
    const res = await opsCall(r.app, agent, 'GET', url);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json().data as T;
  };

  it("reads any player's reports by id, user name or mobile, the same answers the player gets", async () => {
    const who = await ops<ReportPlayer>(`/reports/ops/players/${winner.userName}`);
    expect(who).toMatchObject({ id: winner.id, user_name: winner.userName, is_demo: false, blocked: false, exposure: 100 });
    const theirs = await read<StatementPage>(r, winner.token, '/reports/statement');
    expect(await ops<StatementPage>(`/reports/ops/players/${winner.id}/statement`)).toEqual(theirs);
    const bets = await ops<ReportBetPage>(`/reports/ops/players/${winner.userName}/bets?state=open`);
    expect(bets.items.map((b) => [b.side, b.stake])).toEqual([['back', 100]]);
    const missing = await opsCall(r.app, agent, 'GET', '/reports/ops/players/no-such-player/bets');
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Player not found']);
  });

  it("sums the house's GGR and turnover by product and day, the bonus cost, and names the biggest winners and losers", async () => {
    const house = await ops<HouseReport>('/reports/ops/house');
    expect(house.products.map((p) => [p.product, p.bets, p.players, p.turnover, p.ggr])).toEqual([
      ['casino', 1, 1, 100, 100],
      ['sports', 2, 2, 600, -140],
    ]);
    expect(house.days).toHaveLength(2);
    // bonus cost: the deposit's 2% bonus (40), released when the winner's 400 stake met its wagering, and the 50 grant
    const released = await r.testDb.db.query<{ kind: string; amount: string }>(`SELECT kind, amount::text FROM bonus_awards WHERE status = 'released' ORDER BY id`);
    expect(released.rows).toEqual([{ kind: 'payment', amount: '4000' }, { kind: 'grant', amount: '5000' }]);
    expect(house.totals).toEqual({ bets: 3, players: 2, turnover: 700, ggr: -40, bonus_cost: 90, ngr: -130, deposits: 2000, withdrawals: 300 });
    expect(house.winners.map((p) => [p.user_name, p.pnl])).toEqual([[winner.userName, 340]]);
    expect(house.losers.map((p) => [p.user_name, p.pnl])).toEqual([[loser.userName, -300]]);
  });

  it("lands the console on today's figures: deposits and withdrawals, GGR, open liability, active players, queues", async () => {
    const d = await ops<Dashboard>('/reports/ops/dashboard');
    expect(d.deposits).toEqual({ count: 1, amount: 2000, pending_count: 0, pending_amount: 0 });
    expect(d.withdrawals).toEqual({ count: 1, amount: 300, pending_count: 1, pending_amount: 150 });
    expect(d.ggr.map((g) => [g.product, g.ggr])).toEqual([['casino', 100], ['sports', -140]]);
    expect(d.ggr_total).toBe(-40);
    expect(d.liability).toMatchObject({ open_bets: 2, potential_payout: 185, exposure: 190 });
    // every player account, added up: the house owes the players what the house accounts say
    const { rows } = await r.testDb.db.query<{ total: string }>(`SELECT sum(balance)::text AS total FROM ledger_accounts WHERE user_id IS NOT NULL`);
    expect(d.liability.balances).toBe(Number(rows[0]!.total) / 100);
    expect(d.players).toEqual({ logged_in: 2, betting_today: 2 });
    expect(d.queues).toEqual({ pending_deposits: 0, pending_withdrawals: 1, hold: 0 });
  });

  it("refuses a player's token and a missing one on every operator route", async () => {
    for (const url of ['/reports/ops/dashboard', '/reports/ops/house', `/reports/ops/players/${winner.id}/statement`, '/reports/ops/settings']) {
      expect((await r.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${winner.token}` } })).statusCode).toBe(401);
      expect((await r.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
