import fc from 'fast-check';
import type { Db } from '../src/db/db';
import { findLedgerViolations } from '../src/ledger';
import { setEventState, setMarketStatus, setPrices, upsertMarket } from '../src/sports/catalog';
import { awaitBet, acceptDueBets } from '../src/sports/pending';
import { matchedBets, placeBet, type PlaceBetInput } from '../src/sports/place-bet';
import { marketExposure } from '../src/sports/exposure';
import type { MarketKind } from '../src/sports/types';
import { balances, ledgerTransactions, makeMarket, makePlayer } from './sports-fixtures';
import { createTestDb, dbKinds, type TestDb } from './test-db';

describe.each(dbKinds())('placing sports bets on %s', (kind) => {
  let t: TestDb;
  let db: Db;
  beforeAll(async () => {
    t = await createTestDb(kind);
    db = t.db;
  });
  afterAll(() => t.drop());
  afterEach(async () => expect(await findLedgerViolations(db)).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] }));

  const bet = (userId: string, marketId: string, runnerId: string, extra: Partial<PlaceBetInput> = {}): PlaceBetInput => ({
    userId, marketId, runnerId, side: 'back', stake: 10_000n, oddsX100: 200, ...extra,
  });

  it('holds a back bet\'s stake cash -> exposure in one posting and counts the open bet', async () => {
    const p = await makePlayer(db, 50_000n);
    const m = await makeMarket(db, { kind: 'match_odds' });
    const before = await ledgerTransactions(db);
    const view = await placeBet(db, bet(p, m.marketId, m.runnerIds[0]!));
    expect(view).toMatchObject({ status: 'matched', oddsX100: 200, stake: '10000', liability: '10000', exposureDelta: '10000' });
    expect(await balances(db, p)).toEqual({ cash: 40_000n, exposure: 10_000n, betsCount: 1 });
    expect(await ledgerTransactions(db)).toBe(before + 1);
    const posting = await db.query<{ kind: string; amount: string }>(
      `SELECT t.kind, e.amount::text FROM bets b JOIN ledger_transactions t ON t.id = b.posting_id
         JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'exposure' WHERE b.id = $1`,
      [view.betId],
    );
    expect(posting.rows).toEqual([{ kind: 'sports_bet', amount: '10000' }]);
  });

  it('lets a lay offset a back on the same runner: the exposure is released by the second posting', async () => {
    const p = await makePlayer(db, 50_000n);
    const m = await makeMarket(db, { kind: 'match_odds' }, { back: 200, lay: 200 });
    await placeBet(db, bet(p, m.marketId, m.runnerIds[0]!));
    const lay = await placeBet(db, bet(p, m.marketId, m.runnerIds[0]!, { side: 'lay' }));
    expect(lay).toMatchObject({ status: 'matched', liability: '10000', exposureDelta: '-10000' });
    expect(await balances(db, p)).toEqual({ cash: 50_000n, exposure: 0n, betsCount: 2 });
  });

  it('takes a bet that reduces the risk with no cash left, and refuses one that needs more', async () => {
    const p = await makePlayer(db, 20_000n);
    const m = await makeMarket(db, { kind: 'match_odds' }, { back: 300, lay: 300 });
    await placeBet(db, bet(p, m.marketId, m.runnerIds[0]!, { oddsX100: 300, stake: 20_000n }));
    expect((await balances(db, p)).cash).toBe(0n);
    await expect(placeBet(db, bet(p, m.marketId, m.runnerIds[1]!, { oddsX100: 300 }))).rejects.toThrow('Insufficient Balance');
    // back 200 at 3.00 (+400 / -200) and lay 100 at 3.00 on the same runner (-200 / +100): +200 / -100
    const lay = await placeBet(db, bet(p, m.marketId, m.runnerIds[0]!, { side: 'lay', oddsX100: 300, stake: 10_000n }));
    expect(lay.exposureDelta).toBe('-10000');
    expect(await balances(db, p)).toEqual({ cash: 10_000n, exposure: 10_000n, betsCount: 2 });
  });

  it('refuses with a clear message and changes nothing', async () => {
    const p = await makePlayer(db, 50_000n);
    const m = await makeMarket(db, { kind: 'match_odds', minStake: 10_000n, maxStake: 2_000_000n, maxProfit: 100_000n }, { back: 210, lay: 212 });
    const r = m.runnerIds[0]!;
    const big = await makePlayer(db, 5_000_000n);
    const before = await ledgerTransactions(db);
    const cases: Array<[Partial<PlaceBetInput>, string]> = [
      [{ stake: 9_999n, oddsX100: 210 }, 'Stake must be between 100 and 20000'],
      [{ stake: 2_000_001n, oddsX100: 210 }, 'Stake must be between 100 and 20000'],
      [{ stake: 60_000n, oddsX100: 210 }, 'Insufficient Balance'],
      [{ oddsX100: 220 }, 'Odds changed to 2.10'],
      [{ oddsX100: 220, acceptPrice: 'better' }, 'Odds changed to 2.10'],
      [{ side: 'lay', oddsX100: 210 }, 'Odds changed to 2.12'],
      [{ side: 'yes', oddsX100: 210 }, 'This bet type is not offered on this market'],
      [{ runnerId: '999999', oddsX100: 210 }, 'This selection is not in this market'],
      [{ stake: 60_000n, side: 'lay', oddsX100: 212 }, 'Insufficient Balance'],
    ];
    for (const [extra, message] of cases) await expect(placeBet(db, bet(p, m.marketId, r, extra))).rejects.toThrow(message);
    // max profit 1000: a back of 10,000 at 2.10 would win 11,000
    await expect(placeBet(db, bet(big, m.marketId, r, { stake: 1_000_000n, oddsX100: 210 }))).rejects.toThrow('Profit on this market cannot exceed 1000');
    await setMarketStatus(db, m.marketId, 'suspended');
    await expect(placeBet(db, bet(p, m.marketId, r, { oddsX100: 210 }))).rejects.toThrow('Market is suspended');
    await setMarketStatus(db, m.marketId, 'closed');
    await expect(placeBet(db, bet(p, m.marketId, r, { oddsX100: 210 }))).rejects.toThrow('Market is closed');
    expect(await ledgerTransactions(db)).toBe(before);
    expect(await balances(db, p)).toEqual({ cash: 50_000n, exposure: 0n, betsCount: 0 });
  });

  it('takes a better price when the player accepts better or any, never a worse one', async () => {
    const p = await makePlayer(db, 50_000n);
    const m = await makeMarket(db, { kind: 'match_odds' }, { back: 250, lay: 252 });
    const r = m.runnerIds[0]!;
    expect((await placeBet(db, bet(p, m.marketId, r, { oddsX100: 240, acceptPrice: 'better' }))).oddsX100).toBe(250);
    expect((await placeBet(db, bet(p, m.marketId, r, { oddsX100: 300, acceptPrice: 'any' }))).oddsX100).toBe(250);
    expect((await placeBet(db, bet(p, m.marketId, r, { side: 'lay', oddsX100: 260, acceptPrice: 'better' }))).oddsX100).toBe(252);
  });

  it('refuses a price older than the market allows', async () => {
    const p = await makePlayer(db, 50_000n);
    const m = await makeMarket(db, { kind: 'match_odds', priceMaxAgeSeconds: 3 });
    const r = m.runnerIds[0]!;
    await setPrices(db, m.marketId, [{ runnerId: r, back: [{ odds: 200 }], lay: [{ odds: 202 }] }], new Date(Date.now() - 4_000));
    await expect(placeBet(db, bet(p, m.marketId, r))).rejects.toThrow('Prices are not up to date, please try again');
    await setPrices(db, m.marketId, [{ runnerId: r, back: [{ odds: 200 }], lay: [{ odds: 202 }] }]);
    expect((await placeBet(db, bet(p, m.marketId, r))).status).toBe('matched');
  });

  it('bets yes and no on a fancy line and holds the worst case between the lines', async () => {
    const p = await makePlayer(db, 50_000n);
    const m = await makeMarket(db, { kind: 'fancy' }, { yesLine: 80, noLine: 78 });
    const r = m.runnerIds[0]!;
    await expect(placeBet(db, bet(p, m.marketId, r, { side: 'yes', line: 79 }))).rejects.toThrow('Line changed to 80');
    await placeBet(db, bet(p, m.marketId, r, { side: 'no', line: 78 }));
    const yes = await placeBet(db, bet(p, m.marketId, r, { side: 'yes', line: 81, acceptPrice: 'better' }));
    expect(yes).toMatchObject({ line: 80, exposureDelta: '10000' });
    // between 78 and 79 both lose: 200 held
    expect(await balances(db, p)).toEqual({ cash: 30_000n, exposure: 20_000n, betsCount: 2 });
  });

  it('is idempotent on the client key: a replay answers the first bet and moves nothing', async () => {
    const p = await makePlayer(db, 50_000n);
    const m = await makeMarket(db, { kind: 'match_odds' });
    const input = bet(p, m.marketId, m.runnerIds[0]!, { clientKey: 'slip-1' });
    const first = await placeBet(db, input);
    const again = await placeBet(db, input);
    expect(again).toEqual(first);
    await expect(placeBet(db, { ...input, stake: 20_000n })).rejects.toThrow('This Idempotency-Key was used for another request');
    expect(await balances(db, p)).toEqual({ cash: 40_000n, exposure: 10_000n, betsCount: 1 });
    // a refused bet keeps no key: the corrected retry is answered afresh
    const refused = { ...input, clientKey: 'slip-2', stake: 90_000n };
    await expect(placeBet(db, refused)).rejects.toThrow('Insufficient Balance');
    expect((await placeBet(db, { ...refused, stake: 10_000n })).status).toBe('matched');
  });

  it.each(['finished', 'cancelled', 'abandoned'] as const)('refuses every bet on a %s event, its markets open or not (issue 27 M6)', async (status) => {
    const p = await makePlayer(db, 50_000n);
    const m = await makeMarket(db, { kind: 'match_odds' });
    const live = await makeMarket(db, { kind: 'match_odds', inPlay: true, betDelaySeconds: 2 });
    const r = m.runnerIds[0]!;
    // the one round trip's cached view has seen the market open
    await placeBet(db, bet(p, m.marketId, r));
    const pending = await placeBet(db, bet(p, live.marketId, live.runnerIds[0]!));
    expect(pending.status).toBe('pending');
    // the feed's word on the event only: the markets stay open (the audit saw "finished" sent before the suspend)
    for (const e of [m.eventId, live.eventId]) await setEventState(db, e, { status, inPlay: false });
    const message = `The event is ${status}: no more bets are taken`;
    await expect(placeBet(db, bet(p, m.marketId, r))).rejects.toThrow(message);
    await expect(placeBet(db, bet(p, m.marketId, m.runnerIds[1]!, { side: 'lay', oddsX100: 202, clientKey: `late-${status}` }))).rejects.toThrow(message);
    expect(await awaitBet(db, pending, { sleep: async () => undefined, now: () => new Date(Date.now() + 3_000) })).toMatchObject({ status: 'refused', refusal: message });
    expect(await balances(db, p)).toEqual({ cash: 40_000n, exposure: 10_000n, betsCount: 1 });
  });

  it('a price takes at most the market\'s size limit and the size it shows; without a limit, any stake (issue 26 finding 12)', async () => {
    const p = await makePlayer(db, 1_000_000n);
    const free = await makeMarket(db, { kind: 'match_odds' });
    // the house book's rule: 4,000 against a shown size of 1,000 is taken
    expect((await placeBet(db, bet(p, free.marketId, free.runnerIds[0]!, { stake: 400_000n }))).status).toBe('matched');
    const limited = await makeMarket(db, { kind: 'match_odds', priceSizeLimit: 50_000n });
    const r = limited.runnerIds[0]!;
    await expect(placeBet(db, bet(p, limited.marketId, r, { stake: 50_001n }))).rejects.toThrow('Only 500 is offered at 2.00');
    expect((await placeBet(db, bet(p, limited.marketId, r, { stake: 50_000n }))).status).toBe('matched');
    // a smaller size shown binds below the limit, for the one round trip and the locking path alike
    await setPrices(db, limited.marketId, [{ runnerId: r, back: [{ odds: 200, size: 2_000 }], lay: [{ odds: 202, size: 2_000 }] }]);
    await expect(placeBet(db, bet(p, limited.marketId, r, { stake: 10_000n }))).rejects.toThrow('Only 20 is offered at 2.00');
    const inPlay = await makeMarket(db, { kind: 'match_odds', inPlay: true, betDelaySeconds: 1, priceSizeLimit: 5_000n });
    await expect(placeBet(db, bet(p, inPlay.marketId, inPlay.runnerIds[0]!, { stake: 10_000n }))).rejects.toThrow('Only 50 is offered at 2.00');
    expect(await balances(db, p)).toEqual({ cash: 550_000n, exposure: 450_000n, betsCount: 2 });
  });

  it('every market has a price age limit: 5 s unless set, never none (issue 27 L4)', async () => {
    const m = await makeMarket(db, { kind: 'match_odds' });
    const { rows } = await db.query<{ price_max_age_seconds: number }>('SELECT price_max_age_seconds FROM sports_markets WHERE id = $1', [m.marketId]);
    expect(rows[0]!.price_max_age_seconds).toBe(5);
    await expect(db.query('UPDATE sports_markets SET price_max_age_seconds = NULL WHERE id = $1', [m.marketId])).rejects.toThrow();
    const again = await upsertMarket(db, { eventId: m.eventId, code: 'second', name: 'Second', kind: 'match_odds', runners: ['X', 'Y'] });
    const second = await db.query<{ price_max_age_seconds: number }>('SELECT price_max_age_seconds FROM sports_markets WHERE id = $1', [again.marketId]);
    expect(second.rows[0]!.price_max_age_seconds).toBe(5);
  });

  it('stores the client key namespaced by product and route: a key naming a casino round names only the sports bet (issue 26 finding 9)', async () => {
    const p = await makePlayer(db, 50_000n);
    const m = await makeMarket(db, { kind: 'match_odds' });
    const live = await makeMarket(db, { kind: 'match_odds', inPlay: true, betDelaySeconds: 1 });
    const fast = await placeBet(db, bet(p, m.marketId, m.runnerIds[0]!, { clientKey: 'casino:house:h1' }));
    const locking = await placeBet(db, bet(p, live.marketId, live.runnerIds[0]!, { clientKey: 'casino:house:h2' }));
    const { rows } = await db.query<{ id: string; client_key: string }>('SELECT id::text, client_key FROM bets WHERE user_id = $1 ORDER BY id', [p]);
    expect(rows).toEqual([
      { id: fast.betId, client_key: 'sports:bet:casino:house:h1' },
      { id: locking.betId, client_key: 'sports:bet:casino:house:h2' },
    ]);
    // the replay still answers from the key as the client sent it
    expect(await placeBet(db, bet(p, m.marketId, m.runnerIds[0]!, { clientKey: 'casino:house:h1' }))).toEqual(fast);
  });

  it('in play: waits the delay, then takes the price of that moment or refuses', async () => {
    const p = await makePlayer(db, 50_000n);
    const m = await makeMarket(db, { kind: 'match_odds', inPlay: true, betDelaySeconds: 5 }, { back: 200, lay: 202 });
    const r = m.runnerIds[0]!;
    let clock = Date.now();
    const now = () => new Date(clock);
    const sleep = async (ms: number) => {
      clock += ms;
    };
    const pending = await placeBet(db, bet(p, m.marketId, r, { acceptPrice: 'better' }), now);
    expect(pending).toMatchObject({ status: 'pending', oddsX100: 200, acceptAfter: new Date(clock + 5_000).toISOString() });
    expect(await balances(db, p)).toEqual({ cash: 50_000n, exposure: 0n, betsCount: 0 });
    await setPrices(db, m.marketId, [{ runnerId: r, back: [{ odds: 210 }], lay: [{ odds: 212 }] }], new Date(clock + 4_000));
    const taken = await awaitBet(db, pending, { now, sleep });
    expect(taken).toMatchObject({ status: 'matched', oddsX100: 210, exposureDelta: '10000' });
    expect(await balances(db, p)).toEqual({ cash: 40_000n, exposure: 10_000n, betsCount: 1 });

    const second = await placeBet(db, bet(p, m.marketId, r, { oddsX100: 210 }), now);
    await setMarketStatus(db, m.marketId, 'suspended');
    expect(await awaitBet(db, second, { now, sleep })).toMatchObject({ status: 'refused', refusal: 'Market was suspended before your bet was taken' });

    await setMarketStatus(db, m.marketId, 'open');
    await setPrices(db, m.marketId, [{ runnerId: r, back: [{ odds: 210 }], lay: [{ odds: 212 }] }], now());
    const third = await placeBet(db, bet(p, m.marketId, r, { oddsX100: 210 }), now);
    clock += 6_000;
    await setPrices(db, m.marketId, [{ runnerId: r, back: [{ odds: 190 }], lay: [{ odds: 192 }] }], now());
    // nobody waited (a restart): the sweep takes it up and refuses the worse price
    const swept = await acceptDueBets(db, now());
    expect(swept.find((b) => b.betId === third.betId)).toMatchObject({ status: 'refused', refusal: 'Odds changed to 1.90' });
    expect(await balances(db, p)).toEqual({ cash: 40_000n, exposure: 10_000n, betsCount: 1 });
  });

  it('holds exactly the worst case of every market, never more, never below zero cash, over random bets', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 0n, max: 600n }).map((r) => r * 100n),
        fc.array(fc.record({ market: fc.nat(1), back: fc.boolean(), runner: fc.nat(2), odds: fc.constantFrom(150, 200, 310), stake: fc.integer({ min: 1, max: 300 }).map((r) => BigInt(r) * 100n), line: fc.integer({ min: 5, max: 8 }) }), { minLength: 1, maxLength: 12 }),
        async (start, bets) => {
          const p = await makePlayer(db, start);
          const markets = [await makeMarket(db, { kind: 'match_odds', minStake: 100n, priceMaxAgeSeconds: 3600 }), await makeMarket(db, { kind: 'fancy', minStake: 100n, priceMaxAgeSeconds: 3600 })];
          const kinds: MarketKind[] = ['match_odds', 'fancy'];
          for (const b of bets) {
            const m = markets[b.market]!;
            const fancy = b.market === 1;
            const runnerId = fancy ? m.runnerIds[0]! : m.runnerIds[b.runner]!;
            const level = { odds: b.odds, line: b.line };
            await setPrices(db, m.marketId, [{ runnerId, back: [level], lay: [level] }]);
            const side = fancy ? (b.back ? 'yes' : 'no') : b.back ? 'back' : 'lay';
            try {
              const v = await placeBet(db, { userId: p, marketId: m.marketId, runnerId, side, stake: b.stake, oddsX100: b.odds, line: b.line });
              expect(v.status).toBe('matched');
            } catch (error) {
              expect((error as Error).message).toBe('Insufficient Balance');
              // refused only when the bet would raise the exposure by more than the cash
              const shape = { kind: kinds[b.market]!, runnerIds: m.runnerIds };
              const current = await matchedBets(db, m.marketId, p);
              const rise = marketExposure(shape, [...current, { side, runnerId, oddsX100: b.odds, stake: b.stake, line: b.line }]) - marketExposure(shape, current);
              expect(rise).toBeGreaterThan((await balances(db, p)).cash);
            }
            let expected = 0n;
            for (const [i, mk] of markets.entries()) {
              expected += marketExposure({ kind: kinds[i]!, runnerIds: mk.runnerIds }, await matchedBets(db, mk.marketId, p));
            }
            const now = await balances(db, p);
            expect(now.exposure).toBe(expected);
            expect(now.cash + now.exposure).toBe(start);
            expect(now.cash >= 0n).toBe(true);
          }
        },
      ),
      { numRuns: kind === 'pglite' ? 15 : 10 },
    );
  });
});
