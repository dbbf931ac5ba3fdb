import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { clone, type Model } from './model';
import { gameSession } from '../casino-support';
import { clockShiftMs, ledgerClean, modelFigures, newMatkaMarket, newRealMarket, newRealPlayer, realFigures, startWorld, type Real, type World } from './real';
import {
  BetStep, CashOutStep, DecideStep, DepositStep, GrantStep, HouseRoundStep, MatkaSlipStep, PRICE_GRID, PriceStep, START_GRID, RollbackStep, SettleStep, VoidStep, WithdrawStep, type Step,
} from './steps';

/**
 * ONE MODEL OF THE WHOLE WALLET (issue 26): random sequences of deposits and their approvals, withdrawals approved
 * or rejected, back and lay bets, price moves, cash-outs, settlements, rollbacks, voids and bonus grants, driven
 * through the HTTP API on PostgreSQL, some of them in batches sent at once. After every step or batch the server's
 * cash, bonus, exposure (per player and per market), withdrawal hold, balance poll (bl, ex, eb: withdrawable is
 * bl − eb), bonus state and request statuses must equal the model's (model.ts, integer paise), and the ledger
 * invariants hold (balanced postings, balances equal to their entries, nothing negative).
 *
 * A batch is accepted when SOME order of its steps, applied to the model one by one, gives every answer the server
 * gave and the state the server ended in (the server serialises per player and per market, in an order of its
 * choosing). WALLET_MODEL_RUNS and WALLET_MODEL_STEPS size the run; `npm run soak:wallet` runs it longer.
 */

const RUNS = Number(process.env.WALLET_MODEL_RUNS ?? 3);
const STEPS = Number(process.env.WALLET_MODEL_STEPS ?? 12);
const SEED = process.env.WALLET_MODEL_SEED ? Number(process.env.WALLET_MODEL_SEED) : undefined;
const PLAYERS = 2;
const MARKETS = 2;
const START = 2000;

export const stats = { runs: 0, steps: 0, batches: 0, batchSteps: 0, differences: 0 };

const show = (x: unknown) => JSON.stringify(x, (_k, v) => (typeof v === 'bigint' ? v.toString() : v));

async function differences(m: Model, r: Real): Promise<string> {
  const real = await realFigures(r);
  const model = modelFigures(m);
  return show(real) === show(model) ? '' : `server ${show(real)}\nmodel  ${show(model)}`;
}

async function checkLedger(r: Real): Promise<void> {
  expect(await ledgerClean(r)).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] });
}

class One implements fc.AsyncCommand<Model, Real> {
  constructor(readonly step: Step) {}
  check = () => true;
  async run(m: Model, r: Real) {
    this.step.bind(m);
    const o = await this.step.run(r);
    const answer = this.step.apply(m, o);
    const state = answer ? '' : await differences(m, r);
    if (answer || state) {
      stats.differences++;
      throw new Error(`${this.step}: ${answer || state}`);
    }
    await checkLedger(r);
    stats.steps++;
  }
  toString = () => this.step.toString();
}

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) => Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]));
}

/** Steps sent at once (Promise.all): some order of them must explain every answer and the final state. */
class Batch implements fc.AsyncCommand<Model, Real> {
  constructor(readonly steps: Step[]) {}
  check = () => true;
  async run(m: Model, r: Real) {
    for (const s of this.steps) s.bind(m);
    const answers = await Promise.all(this.steps.map((s) => s.run(r)));
    const tried: string[] = [];
    for (const order of permutations(this.steps.length)) {
      const mm = clone(m);
      const answer = order.map((i) => this.steps[i]!.apply(mm, answers[i]!)).find((d) => d) ?? '';
      const state = answer ? '' : await differences(mm, r);
      if (!answer && !state) {
        Object.assign(m, mm);
        await checkLedger(r);
        stats.batches++;
        stats.batchSteps += this.steps.length;
        return;
      }
      tried.push(`order ${order.map((i) => this.steps[i]).join(' → ')}: ${answer || state}`);
    }
    stats.differences++;
    throw new Error(`no order of ${this} explains the server:\n${tried.join('\n')}`);
  }
  toString = () => `together[${this.steps.join(', ')}]`;
}

const player = fc.integer({ min: 0, max: PLAYERS - 1 });
const market = fc.integer({ min: 0, max: MARKETS - 1 });
const runner = fc.integer({ min: 0, max: 1 });

/** Steps that may run at once; rupees are whole (paise arise from odds and cash-outs). */
const concurrentStep: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.tuple(player, fc.integer({ min: 100, max: 1500 })).map(([p, a]) => new DepositStep(p, a)), weight: 2 },
  { arbitrary: fc.tuple(fc.constantFrom<'approve' | 'reject'>('approve', 'approve', 'reject'), fc.nat()).map(([d, i]) => new DecideStep(d, i)), weight: 3 },
  { arbitrary: fc.tuple(player, fc.integer({ min: 100, max: 1500 })).map(([p, a]) => new WithdrawStep(p, a)), weight: 2 },
  {
    arbitrary: fc.tuple(player, market, runner, fc.constantFrom<'back' | 'lay'>('back', 'lay'), fc.integer({ min: 100, max: 800 })).map(([p, k, x, s, a]) => new BetStep(p, k, x, s, a)),
    weight: 6,
  },
  { arbitrary: fc.tuple(player, market).map(([p, k]) => new CashOutStep(p, k)), weight: 2 },
  { arbitrary: fc.tuple(market, runner).map(([k, x]) => new SettleStep(k, x)), weight: 2 },
  { arbitrary: market.map((k) => new RollbackStep(k)), weight: 2 },
  { arbitrary: market.map((k) => new VoidStep(k)), weight: 1 },
  { arbitrary: fc.tuple(player, fc.integer({ min: 10, max: 60 })).map(([p, a]) => new GrantStep(p, a)), weight: 1 },
  { arbitrary: fc.tuple(player, fc.integer({ min: 10, max: 600 })).map(([p, a]) => new HouseRoundStep(p, a)), weight: 2 },
  { arbitrary: fc.tuple(player, fc.integer({ min: 10, max: 300 }), fc.integer({ min: 10, max: 300 })).map(([p, j, x]) => new MatkaSlipStep(p, j, x)), weight: 1 },
);

const commands = fc.commands(
  [
    concurrentStep.map((s) => new One(s)),
    fc.tuple(market, fc.boolean()).map(([k, up]) => new One(new PriceStep(k, up))),
    fc.array(concurrentStep, { minLength: 2, maxLength: 3 }).map((s) => new Batch(s)),
  ],
  // 'max': sequences use the whole length (the default bias gives mostly 2 to 5 commands)
  { maxCommands: STEPS, size: 'max' },
);

/** A run's players (₹2,000 each, deposited and approved through the API) and two fresh markets at 2.00 / 2.02. */
async function setup(w: World): Promise<{ model: Model; real: Real }> {
  const real: Real = { w, players: [], accounts: [], markets: [], casinoTokens: [], matkaMarket: await newMatkaMarket(w) };
  const model: Model = { players: [], markets: [], bets: [], reqs: [], paidKeys: new Set() };
  for (let i = 0; i < PLAYERS; i++) {
    const { player: p, account } = await newRealPlayer(w);
    real.players.push(p);
    real.accounts.push(account);
    real.casinoTokens.push(await gameSession(w.t.app, p.id, 'dice'));
    model.players.push({ cash: 0n, hold: 0n, bonus: 0n, history: [], matka: 0n });
  }
  for (let k = 0; k < MARKETS; k++) {
    real.markets.push(await newRealMarket(w, PRICE_GRID[START_GRID]!));
    model.markets.push({ status: 'open', runners: 2, prices: PRICE_GRID[START_GRID]!.map((x) => ({ ...x })), grid: START_GRID });
  }
  for (let i = 0; i < PLAYERS; i++) {
    const deposit = new DepositStep(i, START);
    const approve = new DecideStep('approve', model.reqs.length);
    for (const s of [deposit, approve]) {
      s.bind(model);
      const d = s.apply(model, await s.run(real));
      if (d) throw new Error(`setup ${s}: ${d}`);
    }
  }
  return { model, real };
}

// The model's matka draw needs two hours of the IST day left; CI runs at any hour (a run at 22:xx IST failed).
test("the world's clock is set back to 20:00 IST only when run later in the IST day", () => {
  const utc = (hhmm: string) => Date.parse(`2026-11-28T${hhmm}:00Z`);
  expect(clockShiftMs(utc('04:30'))).toBe(0); // 10:00 IST
  expect(clockShiftMs(utc('14:29'))).toBe(0); // 19:59 IST
  expect(clockShiftMs(utc('17:00'))).toBe(2.5 * 3600_000); // 22:30 IST
  expect(clockShiftMs(utc('18:29'))).toBe(3 * 3600_000 + 59 * 60_000); // 23:59 IST
  expect(clockShiftMs(utc('18:30'))).toBe(0); // 00:00 IST
});

describe('one model of the whole wallet on postgres', () => {
  let w: World;
  beforeAll(async () => {
    w = await startWorld();
  }, 180_000); // the app, the seed and the operators' logins: slow only on a loaded machine
  afterAll(async () => {
    if (w) {
      await w.stopSports();
      await w.t.close();
    }
    // npm run soak:wallet reads what was checked from here
    if (process.env.WALLET_MODEL_REPORT) writeFileSync(process.env.WALLET_MODEL_REPORT, JSON.stringify(stats));
  });

  test('balances, exposure, withdrawable amount and bonus state follow the model, one step or a batch at a time', async () => {
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        stats.runs++;
        const { model, real } = await setup(w);
        expect(await differences(model, real)).toBe('');
        await fc.asyncModelRun(() => ({ model, real }), cmds);
      }),
      { numRuns: RUNS, endOnFailure: true, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
    expect(stats.differences).toBe(0);
  }, 600_000);

  /**
   * The audit's findings as fixed sequences through the same model (each failed before its fix): every player
   * starts with ₹2,000 of approved deposits, both markets at 2.00 / 2.02.
   */
  const scenarios: [string, () => fc.AsyncCommand<Model, Real>[]][] = [
    // finding 1: ₹800 on a bet, ₹1,200 of free cash: all of it can be withdrawn (it was refused: exposure taken twice)
    ['an open bet does not lock free cash (finding 1)', () => [new One(new BetStep(0, 0, 0, 'back', 800)), new One(new WithdrawStep(0, 1200)), new One(new DecideStep('approve', 2))]],
    // finding 2: back ₹300 @ 2.00, prices move, two cash-outs at once: one hedges, the other finds nothing left
    [
      'two cash-outs at once pay once (finding 2)',
      () => [new One(new BetStep(0, 0, 0, 'back', 300)), new One(new PriceStep(0, false)), new One(new PriceStep(0, false)), new Batch([new CashOutStep(0, 0), new CashOutStep(0, 0), new CashOutStep(0, 0)])],
    ],
    // a withdrawal and a bet at once for more than the cash together: exactly one of them, in either order
    ['a withdrawal racing a bet: one of them, either order', () => [new Batch([new WithdrawStep(0, 1500), new BetStep(0, 1, 1, 'lay', 1000)]), new Batch([new SettleStep(1, 0), new VoidStep(1)])]],
    // finding 6: a back and a lay on one runner risk ₹20 and count that, not ₹1,600 of stakes; finding 5: a settlement that
    // released the bonus, rolled back, takes the release back; the market voided after it pays nothing twice
    [
      'wagering counts risk, a rollback takes a release back (findings 5 and 6)',
      () => [
        new One(new GrantStep(0, 50)),
        new One(new BetStep(0, 0, 0, 'back', 800)), new One(new BetStep(0, 0, 0, 'lay', 800)),
        new One(new BetStep(0, 1, 0, 'back', 500)),
        new One(new SettleStep(0, 1)), new One(new SettleStep(1, 1)),
        new One(new RollbackStep(1)), new One(new VoidStep(1)), new One(new WithdrawStep(0, 100)),
      ],
    ],
    // casino and matka beside sports: the stake of a round and a slip's total leave cash; exposure is the sum
    ['a house round, a matka slip and a bet at once', () => [new Batch([new HouseRoundStep(0, 500), new MatkaSlipStep(0, 200, 100), new BetStep(0, 0, 1, 'lay', 600)]), new One(new SettleStep(0, 0))]],
  ];
  test.each(scenarios)('%s', async (_name, cmds) => {
    stats.runs++;
    const { model, real } = await setup(w);
    await fc.asyncModelRun(() => ({ model, real }), cmds());
  }, 120_000);
});
