import { findLedgerViolations } from '../src/ledger';
import { placeSlip } from '../src/matka/place-slip';
import { slipInput } from '../src/matka/slip-input';
import { SYSTEM_ACTOR } from '../src/ops/actor';
import { settleMarket } from '../src/sports/settle';
import { post } from './auth-helpers';
import { houseGameId } from './casino-support';
import { ist, makeMatkaMarket } from './matka-fixtures';
import { balances, makeMarket } from './sports-fixtures';
import { bettor, placeBet, startSportsApp, type SportsApp } from './sports-routes-support';
import { dbKinds } from './test-db';

/**
 * Issue 26 finding 9: sports bets, casino rounds and matka lines share bets.client_key. A player's sports bet whose
 * Idempotency-Key looks like a casino round's key (`casino:house:h<n>`, house round ids are sequential) must never
 * take that round's debit and credit, nor be settled by it; in either order each product keeps its own row.
 */
describe.each(dbKinds())('a client key never names another product\'s bet (%s)', (kind) => {
  let s: SportsApp;
  beforeAll(async () => {
    s = await startSportsApp(kind);
  });
  afterAll(() => s.close());
  afterEach(async () => expect(await findLedgerViolations(s.testDb.db)).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] }));
  const db = () => s.testDb.db;

  /** The id the next house round will get (house_rounds.id is a sequence): what a player can guess. */
  async function nextHouseRound(): Promise<string> {
    const { rows } = await db().query<{ n: string }>('SELECT (CASE WHEN is_called THEN last_value + 1 ELSE last_value END)::text AS n FROM house_rounds_id_seq');
    return rows[0]!.n;
  }
  async function launch(token: string, code: string): Promise<string> {
    const res = await post(s.app, '/sports/casino/launch', { game_id: await houseGameId(s.app, code) }, token);
    expect(res.statusCode).toBe(200);
    return new URL(res.json().data.url as string, 'http://x').searchParams.get('token')!;
  }
  async function play(gameToken: string, code: string, amount: number) {
    const params = code === 'dice' ? { target: 50, over: true } : code === 'crash' ? { cash_out: 2 } : { side: 'andar' };
    const res = await post(s.app, '/sports/casino/house/play', { token: gameToken, game: code, amount, params });
    expect(res.statusCode).toBe(200);
    return res.json().data.round as { id: string; payout: number; stake: number; status: string };
  }
  const betsOf = async (userId: string) =>
    (await db().query<{ product: string; market_id: string; status: string; stake: string; pnl: string | null; client_key: string }>(
      'SELECT product, market_id::text, status, stake::text, pnl::text, client_key FROM bets WHERE user_id = $1 ORDER BY id', [userId],
    )).rows;

  it('a sports bet keyed like the next house round keeps its own money: the round is its own row and the settlement pays what the bet says', async () => {
    const market = await makeMarket(db(), { kind: 'match_odds' }, { back: 200, lay: 202 });
    // The round's game has the market's id when the ids meet (a fresh database: market 1 and Dice, game 1), as in
    // the audit; otherwise Dice.
    const games = await db().query<{ code: string }>("SELECT code FROM casino_games WHERE provider_id = 'house' AND id = $1", [market.marketId]);
    const code = games.rows[0]?.code ?? 'dice';
    const p = await bettor(s, 2000);
    const round = await nextHouseRound();
    const bet = await placeBet(s, p.token, { market_id: market.marketId, runner_id: market.runnerIds[0], side: 'back', stake: 1000, odds: 2 }, `casino:house:h${round}`);
    expect(bet.statusCode).toBe(200);

    const played = await play(await launch(p.token, code), code, 100);
    expect(played.id).toBe(round);
    expect(played.status).toBe('settled');
    const payout = BigInt(Math.round(played.payout * 100));
    expect(await betsOf(p.userId)).toEqual([
      { product: 'sports', market_id: market.marketId, status: 'matched', stake: '100000', pnl: null, client_key: `sports:bet:casino:house:h${round}` },
      { product: 'casino', market_id: await houseGameId(s.app, code), status: 'settled', stake: '10000', pnl: String(payout - 10_000n), client_key: `casino:house:h${round}` },
    ]);
    expect(await balances(db(), p.userId)).toMatchObject({ cash: 200_000n - 100_000n - 10_000n + payout, exposure: 100_000n });

    // The sports bet loses: the market takes its ₹1,000 and pays nothing back.
    await settleMarket(db(), market.marketId, { winner: market.runnerIds[1]! }, SYSTEM_ACTOR);
    expect((await betsOf(p.userId))[0]).toMatchObject({ product: 'sports', status: 'settled', pnl: '-100000' });
    expect(await balances(db(), p.userId)).toMatchObject({ cash: 200_000n - 100_000n - 10_000n + payout, exposure: 0n });
  });

  it('a sports bet keyed like a round already played is its own bet (never a 500), and the round is untouched', async () => {
    const market = await makeMarket(db(), { kind: 'match_odds' }, { back: 200, lay: 202 });
    const p = await bettor(s, 2000);
    const played = await play(await launch(p.token, 'dice'), 'dice', 100);
    const payout = BigInt(Math.round(played.payout * 100));
    const bet = await placeBet(s, p.token, { market_id: market.marketId, runner_id: market.runnerIds[0], side: 'back', stake: 1000, odds: 2 }, `casino:house:h${played.id}`);
    expect(bet.statusCode).toBe(200);
    expect(bet.json().data.bet).toMatchObject({ status: 'matched', stake: 1000 });
    expect(await betsOf(p.userId)).toEqual([
      { product: 'casino', market_id: await houseGameId(s.app, 'dice'), status: 'settled', stake: '10000', pnl: String(payout - 10_000n), client_key: `casino:house:h${played.id}` },
      { product: 'sports', market_id: market.marketId, status: 'matched', stake: '100000', pnl: null, client_key: `sports:bet:casino:house:h${played.id}` },
    ]);
    expect(await balances(db(), p.userId)).toMatchObject({ cash: 200_000n - 10_000n + payout - 100_000n, exposure: 100_000n });
    // the same key again is the sports bet's replay, not a second bet
    const again = await placeBet(s, p.token, { market_id: market.marketId, runner_id: market.runnerIds[0], side: 'back', stake: 1000, odds: 2 }, `casino:house:h${played.id}`);
    expect(again.statusCode).toBe(200);
    expect((await betsOf(p.userId)).length).toBe(2);
  });

  it('a matka slip and a sports bet whose keys meet are each taken once, in either order', async () => {
    const market = await makeMarket(db(), { kind: 'match_odds' }, { back: 200, lay: 202 });
    const matka = await makeMatkaMarket(db());
    const p = await bettor(s, 2000);
    const line = { type: 'single', session: 'open', number: '6', amount: 10 };
    // sports first, with the key the slip's first line will carry
    expect((await placeBet(s, p.token, { market_id: market.marketId, runner_id: market.runnerIds[0], side: 'back', stake: 100, odds: 2 }, 'matka:slip-a:0')).statusCode).toBe(200);
    const a = await placeSlip(db(), p.userId, slipInput({ market_id: matka, bets: [line] }), { clientKey: 'slip-a', now: ist('10:00') });
    expect(a.total).toBe('1000');
    // the slip first, then a sports bet with its line's key
    await placeSlip(db(), p.userId, slipInput({ market_id: matka, bets: [line] }), { clientKey: 'slip-b', now: ist('10:00') });
    expect((await placeBet(s, p.token, { market_id: market.marketId, runner_id: market.runnerIds[1], side: 'back', stake: 100, odds: 2 }, 'matka:slip-b:0')).statusCode).toBe(200);
    const rows = await betsOf(p.userId);
    expect(rows.map((r) => `${r.product} ${r.client_key} ${r.stake}`)).toEqual([
      'sports sports:bet:matka:slip-a:0 10000', 'matka matka:slip-a:0 1000', 'matka matka:slip-b:0 1000', 'sports sports:bet:matka:slip-b:0 10000',
    ]);
    expect(await balances(db(), p.userId)).toMatchObject({ cash: 200_000n - 20_000n - 2_000n, exposure: 22_000n });
  });
});
