import fc from 'fast-check';
import { WALLET_MESSAGES as M } from '@khel/shared/validation';
import { findLedgerViolations } from '../src/ledger';
import { SYSTEM_ACTOR } from '../src/ops/actor';
import { decide, type Decision } from '../src/ops/decisions';
import { dbKinds } from './test-db';
import { call, fund, masterAccountId, newPlayer, payoutMethodId, startWalletApp, uploadImage, type Player, type WalletApp } from './wallet-helpers';

/**
 * Model-based test: random sequences of deposit requests, withdrawals, cancels, operator decisions (approve, in
 * full or in part, reject, hold: through the ops module) and idempotent replays, run against the API and
 * against a small in-memory model of balances and request statuses; after every step they must agree.
 */
interface Req {
  id: number;
  owner: number;
  kind: 'deposit' | 'withdrawal';
  amount: bigint;
  status: string;
}
interface Model {
  cash: bigint[];
  hold: bigint[];
  reqs: Req[];
}
interface Last {
  method: 'POST' | 'PATCH';
  url: string;
  player: number;
  body?: unknown;
  key: string;
  answer: unknown;
}
interface Real {
  w: WalletApp;
  players: Player[];
  accounts: number[];
  slips: string[];
  bank: number;
  last?: Last;
}

const START = 2000_00n;
const WITHDRAW_MIN = 100_00n;
let keySeq = 0;
let utrSeq = 700000000000;

async function agree(m: Model, r: Real): Promise<void> {
  for (const [i, p] of r.players.entries()) {
    const { rows } = await r.w.testDb.db.query<{ kind: string; balance: string }>('SELECT kind, balance::text FROM ledger_accounts WHERE user_id = $1', [p.userId]);
    const b = Object.fromEntries(rows.map((x) => [x.kind, BigInt(x.balance)]));
    expect({ cash: b.cash, hold: b.withdrawal_hold }).toEqual({ cash: m.cash[i], hold: m.hold[i] });
    const list = (await call(r.w.app, 'GET', '/wallet/client/client-account-transaction', p.token)).json().data as { c_a_tid: number; status: string }[];
    const expected = m.reqs.filter((q) => q.owner === i).map((q) => ({ c_a_tid: q.id, status: q.status })).sort((a, b2) => b2.c_a_tid - a.c_a_tid);
    expect(list.map((t) => ({ c_a_tid: t.c_a_tid, status: t.status }))).toEqual(expected);
  }
}

async function mutate(r: Real, player: number, method: 'POST' | 'PATCH', url: string, body?: unknown) {
  const key = `model-${++keySeq}`;
  const res = await call(r.w.app, method, url, r.players[player]!.token, body, { 'idempotency-key': key });
  if (res.statusCode === 200) r.last = { method, url, player, body, key, answer: res.json() };
  return res;
}

class DepositCmd implements fc.AsyncCommand<Model, Real> {
  constructor(readonly player: number, readonly rupees: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const res = await mutate(r, this.player, 'POST', '/wallet/client/client-account-transaction', {
      amount: this.rupees, transaction_id: String(++utrSeq), transaction_image_url: r.slips[this.player], account_index: r.bank, type: 'client_deposit',
    });
    if (this.rupees < 100) {
      expect(res.statusCode).toBe(400);
    } else {
      expect(res.statusCode).toBe(200);
      m.reqs.push({ id: res.json().data.c_a_tid, owner: this.player, kind: 'deposit', amount: BigInt(this.rupees) * 100n, status: 'pending' });
      r.slips[this.player] = await uploadImage(r.w, r.players[this.player]!); // an upload is used once (issue 11 point 11)
    }
    await agree(m, r);
  }
  toString = () => `deposit(p${this.player}, ${this.rupees})`;
}

class WithdrawCmd implements fc.AsyncCommand<Model, Real> {
  constructor(readonly player: number, readonly rupees: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const amount = BigInt(this.rupees) * 100n;
    const res = await mutate(r, this.player, 'POST', '/user/api/get-id/wallet-withdraw', { amount: this.rupees, client_account_index: r.accounts[this.player], type: 'client_withdrawal' });
    if (amount < WITHDRAW_MIN) {
      expect(res.json().errors).toBe('Please enter amount greater than equal to 100');
    } else if (amount > m.cash[this.player]!) {
      expect([res.statusCode, res.json().errors]).toEqual([400, M.insufficientBalance]);
    } else {
      expect(res.statusCode).toBe(200);
      m.cash[this.player]! -= amount;
      m.hold[this.player]! += amount;
      m.reqs.push({ id: res.json().data.c_a_tid, owner: this.player, kind: 'withdrawal', amount, status: 'pending' });
    }
    await agree(m, r);
  }
  toString = () => `withdraw(p${this.player}, ${this.rupees})`;
}

class CancelCmd implements fc.AsyncCommand<Model, Real> {
  constructor(readonly player: number, readonly pick: number) {}
  check = (m: Readonly<Model>) => m.reqs.length > 0;
  async run(m: Model, r: Real) {
    const req = m.reqs[this.pick % m.reqs.length]!;
    const res = await mutate(r, this.player, 'PATCH', `/wallet/client/cancel-transaction-request/${req.id}`);
    if (req.owner !== this.player) expect(res.statusCode).toBe(404);
    else if (req.status !== 'pending') expect(res.statusCode).toBe(400);
    else {
      expect(res.statusCode).toBe(200);
      req.status = 'cancelled';
      if (req.kind === 'withdrawal') {
        m.hold[req.owner]! -= req.amount;
        m.cash[req.owner]! += req.amount;
      }
    }
    await agree(m, r);
  }
  toString = () => `cancel(p${this.player}, #${this.pick})`;
}

const OPEN_MOVES: Record<string, string[]> = { pending: ['approve', 'reject', 'hold'], hold: ['approve', 'reject'] };

/** The operator's decision through the ops module's decide() (its own transaction: lock, posting, status, audit). */
class DecideCmd implements fc.AsyncCommand<Model, Real> {
  constructor(readonly decision: Decision, readonly pick: number, readonly half: boolean) {}
  check = (m: Readonly<Model>) => m.reqs.length > 0;
  async run(m: Model, r: Real) {
    const req = m.reqs[this.pick % m.reqs.length]!;
    const approved = this.half ? req.amount / 2n : req.amount;
    const attempt = r.w.testDb.db.tx((q) =>
      decide(q, { id: String(req.id), decision: this.decision, actor: SYSTEM_ACTOR, now: new Date(), approvedPaise: this.decision === 'approve' ? approved : undefined }),
    );
    if (!(OPEN_MOVES[req.status] ?? []).includes(this.decision)) {
      await expect(attempt).rejects.toMatchObject({ statusCode: 409 });
    } else if (this.decision === 'approve' && req.kind === 'withdrawal' && approved !== req.amount) {
      // A withdrawal pays exactly the held amount: a part approval is refused and changes nothing.
      await expect(attempt).rejects.toMatchObject({ statusCode: 422 });
    } else {
      await attempt;
      if (this.decision === 'hold') req.status = 'hold';
      else if (this.decision === 'approve') {
        req.status = 'approve_completed';
        if (req.kind === 'deposit') m.cash[req.owner]! += approved;
        else m.hold[req.owner]! -= req.amount;
      } else {
        req.status = 'reject_completed';
        if (req.kind === 'withdrawal') {
          m.hold[req.owner]! -= req.amount;
          m.cash[req.owner]! += req.amount;
        }
      }
    }
    await agree(m, r);
  }
  toString = () => `${this.decision}(#${this.pick}${this.half ? ', half' : ''})`;
}

class ReplayCmd implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(m: Model, r: Real) {
    if (!r.last) return;
    const l = r.last;
    const res = await call(r.w.app, l.method, l.url, r.players[l.player]!.token, l.body, { 'idempotency-key': l.key });
    expect(res.json()).toEqual(l.answer);
    await agree(m, r);
  }
  toString = () => 'replay(last)';
}

describe.each(dbKinds())('wallet model on %s', (kind) => {
  let w: WalletApp;
  beforeAll(async () => {
    w = await startWalletApp(kind);
  }, 60_000);
  afterAll(async () => {
    if (w) {
      expect(await findLedgerViolations(w.testDb.db)).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] });
      await w.close();
    }
  });

  test('balances and statuses follow the model under random operations', async () => {
    const bank = await masterAccountId(w, 'bank');
    const payoutMethod = await payoutMethodId(w, 'bank');
    const player = fc.integer({ min: 0, max: 1 });
    const amount = fc.oneof(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 100, max: 2500 }));
    await fc.assert(
      fc.asyncProperty(
        fc.commands(
          [
            fc.tuple(player, amount).map(([p, a]) => new DepositCmd(p, a)),
            fc.tuple(player, amount).map(([p, a]) => new WithdrawCmd(p, a)),
            fc.tuple(player, fc.nat()).map(([p, i]) => new CancelCmd(p, i)),
            fc.tuple(fc.constantFrom<Decision>('approve', 'reject', 'hold'), fc.nat(), fc.boolean()).map(([d, i, h]) => new DecideCmd(d, i, h)),
            fc.constant(new ReplayCmd()),
          ],
          { maxCommands: 14 },
        ),
        async (cmds) => {
          const players: Player[] = [];
          const accounts: number[] = [];
          const slips: string[] = [];
          for (let i = 0; i < 2; i++) {
            const p = await newPlayer(w);
            await fund(w, p, Number(START / 100n));
            // The payout account is inserted directly: create-client-account has its own tests.
            const acc = await w.testDb.db.query<{ id: string }>(
              `INSERT INTO client_accounts (user_id, method_id, payment_method, bank_id, bank_name, account_number, ifsc_code, account_holder_name, normalized_key)
               VALUES ($1, $2, 'bank', 1, 'State Bank of India', $3, 'SBIN0000001', 'Model Player', $4) RETURNING id::text`,
              [p.userId, payoutMethod, `9${p.userId.padStart(10, '0')}`, `bank:SBIN0000001:9${p.userId.padStart(10, '0')}`],
            );
            players.push(p);
            accounts.push(Number(acc.rows[0]!.id));
            slips.push(await uploadImage(w, p));
          }
          const setup = async () => ({ model: { cash: [START, START], hold: [0n, 0n], reqs: [] } as Model, real: { w, players, accounts, slips, bank } as Real });
          await fc.asyncModelRun(setup, cmds);
        },
      ),
      { numRuns: 12, endOnFailure: true },
    );
  }, 240_000);
});
