import { WALLET_MESSAGES as M } from '@khel/shared/validation';
import { opsCall } from '../ops-fixtures';
import { exposureOf, type Model } from './model';
import { obsOf, playerCall, uploadSlip, type Obs, type Real } from './real';
import { type Step, nextKey, rupees, expectAnswer } from './step';

/** The wallet's steps: deposits and their decisions, withdrawals, bonus grants. */

let utrSeq = 810_000_000_000;

export class DepositStep implements Step {
  readonly concurrent = true;
  constructor(readonly player: number, readonly amount: number) {}
  bind() {}
  async run(r: Real) {
    const slip = await uploadSlip(r, this.player);
    return obsOf(await playerCall(r, this.player, 'POST', '/wallet/client/client-account-transaction', {
      amount: this.amount, transaction_id: String(++utrSeq), transaction_image_url: slip, account_index: r.w.bank, type: 'client_deposit',
    }, nextKey('dep')));
  }
  apply(m: Model, o: Obs) {
    const d = expectAnswer(o, 200);
    if (!d) m.reqs.push({ id: String((o.data as { c_a_tid: number }).c_a_tid), owner: this.player, kind: 'deposit', amount: BigInt(this.amount) * 100n, status: 'pending' });
    return d;
  }
  toString = () => `deposit(p${this.player}, ₹${this.amount})`;
}

/** The operator's decision on a request through /ops/requests (audited; its posting in the same transaction). */
export class DecideStep implements Step {
  readonly concurrent = true;
  private id?: string;
  constructor(readonly decision: 'approve' | 'reject', readonly pick: number) {}
  bind(m: Model) {
    this.id = m.reqs.length ? m.reqs[this.pick % m.reqs.length]!.id : undefined;
  }
  async run(r: Real) {
    if (!this.id) return { code: 0, message: 'nothing to decide' };
    return obsOf(await opsCall(r.w.t.app, r.w.admin, 'POST', `/ops/requests/${this.id}/${this.decision}`, this.decision === 'reject' ? { remark: 'Model says no' } : {}, { 'idempotency-key': nextKey('ops') }));
  }
  apply(m: Model, o: Obs) {
    const req = m.reqs.find((q) => q.id === this.id);
    if (!req) return expectAnswer(o, 0);
    if (req.status !== 'pending') return expectAnswer(o, 409);
    const d = expectAnswer(o, 200);
    if (d) return d;
    const p = m.players[req.owner]!;
    if (this.decision === 'approve') {
      req.status = 'approved';
      if (req.kind === 'deposit') p.cash += req.amount;
      else p.hold -= req.amount;
    } else {
      req.status = 'rejected';
      if (req.kind === 'withdrawal') {
        p.hold -= req.amount;
        p.cash += req.amount;
      }
    }
    return '';
  }
  toString = () => `${this.decision}(#${this.pick})`;
}

/**
 * A withdrawal: allowed up to the free cash (finding 1: a bet's liability already left cash for exposure and is not
 * taken off again). A locked bonus is forfeited by the withdrawal (the bonus page's rule).
 */
export class WithdrawStep implements Step {
  readonly concurrent = true;
  constructor(readonly player: number, readonly amount: number) {}
  bind() {}
  async run(r: Real) {
    return obsOf(await playerCall(r, this.player, 'POST', '/user/api/get-id/wallet-withdraw', { amount: this.amount, client_account_index: Number(r.accounts[this.player]), type: 'client_withdrawal' }, nextKey('wd')));
  }
  apply(m: Model, o: Obs) {
    const p = m.players[this.player]!;
    const amount = BigInt(this.amount) * 100n;
    if (amount > p.cash) return expectAnswer(o, 400, M.insufficientBalance);
    const d = expectAnswer(o, 200);
    if (d) return `${d} (issue 26 finding 1: withdrawable is the free cash ₹${rupees(p.cash)}, exposure ₹${rupees(exposureOf(m, this.player))} is not taken off twice)`;
    p.cash -= amount;
    p.hold += amount;
    if (p.active) {
      p.bonus -= p.active.amount;
      p.history.push({ ...p.active, status: 'forfeited' });
      p.active = undefined;
    }
    m.reqs.push({ id: String((o.data as { c_a_tid: number }).c_a_tid), owner: this.player, kind: 'withdrawal', amount, status: 'pending' });
    return '';
  }
  toString = () => `withdraw(p${this.player}, ₹${this.amount})`;
}

/** An operator's bonus grant (started at once: bonus account +amount, wagering 10× by the site's terms). */
export class GrantStep implements Step {
  readonly concurrent = true;
  private skip = false;
  constructor(readonly player: number, readonly amount: number) {}
  bind(m: Model) {
    this.skip = Boolean(m.players[this.player]!.active);
  }
  async run(r: Real) {
    if (this.skip) return { code: 0, message: 'a bonus is wagering' };
    return obsOf(await opsCall(r.w.t.app, r.w.admin, 'POST', '/ops/bonus/grants', { user_id: r.players[this.player]!.id, amount: this.amount, note: 'model' }, { 'idempotency-key': nextKey('grant') }));
  }
  apply(m: Model, o: Obs) {
    if (this.skip) return '';
    const p = m.players[this.player]!;
    if (p.active) return o.code === 200 && (o.data as { status: string }).status === 'offered' ? '' : `a second grant answered ${o.code} ${JSON.stringify(o.data)}`;
    const d = expectAnswer(o, 200, 'Bonus granted');
    if (d) return d;
    const amount = BigInt(this.amount) * 100n;
    p.bonus += amount;
    p.active = { status: 'locked', amount, required: amount * 10n, wagered: 0n, byMarket: {} };
    return '';
  }
  toString = () => `grant(p${this.player}, ₹${this.amount})`;
}
