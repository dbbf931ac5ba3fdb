import { WALLET_MESSAGES as M } from '@khel/shared/validation';
import { opsCall } from '../ops-fixtures';
import { countWagering, outcomes, releaseIfMet, worstCase, type BetM, type Model, type Side } from './model';
import { obsOf, playerCall, setPrices, type Obs, type Real } from './real';
import { type Step, nextKey, expectAnswer, PRICE_GRID, START_GRID } from './step';

/** The sports steps: bets, price moves, settlements, rollbacks, voids and cash-outs on the model's markets. */

/** A back or lay bet at the market's current price: the worst case's change moves from cash to exposure. */
export class BetStep implements Step {
  readonly concurrent = true;
  private odds = 0;
  constructor(readonly player: number, readonly market: number, readonly runner: number, readonly side: Side, readonly amount: number) {}
  bind(m: Model) {
    const price = m.markets[this.market]!.prices[this.runner]!;
    this.odds = this.side === 'back' ? price.back : price.lay;
  }
  async run(r: Real) {
    const mk = r.markets[this.market]!;
    return obsOf(await playerCall(r, this.player, 'POST', '/sports/bets', { market_id: mk.id, runner_id: mk.runnerIds[this.runner], side: this.side, stake: this.amount, odds: this.odds / 100 }, nextKey('bet')));
  }
  apply(m: Model, o: Obs) {
    const mk = m.markets[this.market]!;
    if (mk.status !== 'open') return o.code >= 400 && o.code < 500 ? '' : expectAnswer(o, 409, 'a refusal: the market is not open');
    const bet: BetM = { player: this.player, market: this.market, runner: this.runner, side: this.side, stake: BigInt(this.amount) * 100n, odds: this.odds };
    const p = m.players[this.player]!;
    const need = worstCase(m, this.player, this.market, [bet]) - worstCase(m, this.player, this.market);
    if (need > p.cash) return expectAnswer(o, 400, M.insufficientBalance);
    const d = expectAnswer(o, 200, 'Bet placed');
    if (d) return d;
    p.cash -= need;
    m.bets.push({ ...bet, bonus: p.active ? p.history.length : undefined });
    return '';
  }
  toString = () => `${this.side}(p${this.player}, m${this.market}, r${this.runner}, ₹${this.amount})`;
}

export class PriceStep implements Step {
  readonly concurrent = false;
  private grid = START_GRID;
  constructor(readonly market: number, readonly up: boolean) {}
  bind(m: Model) {
    const at = m.markets[this.market]!.grid;
    this.grid = Math.max(0, Math.min(PRICE_GRID.length - 1, at + (this.up ? 1 : -1)));
  }
  async run(r: Real) {
    return obsOf(await setPrices(r.w, r.markets[this.market]!, PRICE_GRID[this.grid]!));
  }
  apply(m: Model, o: Obs) {
    const mk = m.markets[this.market]!;
    // a market closed by a rollback is priced as before (it takes no bets); a settled or void one is refused
    if (mk.status === 'settled' || mk.status === 'void') return o.code >= 400 && o.code < 500 ? '' : `answer ${o.code} "${o.message}", model: refused on a ${mk.status} market`;
    const d = expectAnswer(o, 200, 'Prices set');
    if (!d) {
      mk.prices = PRICE_GRID[this.grid]!.map((x) => ({ ...x }));
      mk.grid = this.grid;
    }
    return d;
  }
  toString = () => `prices(m${this.market}, ${this.up ? 'up' : 'down'})`;
}

/**
 * Settlement pays per outcome: each player's exposure E on the market is released and E + P&L(winner) paid to
 * cash. A locked bonus counts what the player risked on the market (finding 6: the worst case, net of their own
 * offsetting bets, placed while the bonus was locked) and is released to cash once the requirement is met.
 */
export class SettleStep implements Step {
  readonly concurrent = true;
  constructor(readonly market: number, readonly winner: number) {}
  bind() {}
  async run(r: Real) {
    const mk = r.markets[this.market]!;
    const o = obsOf(await opsCall(r.w.t.app, r.w.admin, 'POST', `/ops/sports/markets/${mk.id}/settle`, { winner: mk.runnerIds[this.winner] }, { 'idempotency-key': nextKey('settle') }));
    const data = o.data as { run_id?: string; already_settled?: boolean } | undefined;
    if (o.code === 200 && data?.run_id) mk.runId = data.run_id;
    return o;
  }
  apply(m: Model, o: Obs) {
    const mk = m.markets[this.market]!;
    if (mk.status === 'settled') {
      if (mk.winner === this.winner) return expectAnswer(o, 200, 'Market was already settled with this result: nothing more was paid');
      return expectAnswer(o, 409, 'This market was settled with another result; roll it back first');
    }
    if (mk.status === 'void') return o.code === 409 ? '' : expectAnswer(o, 409);
    const d = expectAnswer(o, 200);
    if (d) return d;
    for (const [i, p] of m.players.entries()) {
      const e = worstCase(m, i, this.market);
      const pnl = outcomes(m, i, this.market)[this.winner]!;
      p.cash += e + pnl;
      if (p.active && p.active.status === 'locked') {
        const seq = p.history.length;
        const mine = m.bets.filter((b) => b.player === i && b.market === this.market && b.bonus === seq);
        countWagering(m, i, mine.length ? worstCase({ ...m, bets: mine }, i, this.market) : 0n, 100n, this.market);
        releaseIfMet(m, i, this.market);
      }
    }
    mk.status = 'settled';
    mk.winner = this.winner;
    return '';
  }
  toString = () => `settle(m${this.market}, r${this.winner})`;
}

/**
 * A rollback restores the state before the settlement: E + P&L taken back from cash, E held again. Finding 5: a
 * bonus that settlement released is taken back with it.
 */
export class RollbackStep implements Step {
  readonly concurrent = true;
  private runId?: string;
  constructor(readonly market: number) {}
  bind() {}
  async run(r: Real) {
    const mk = r.markets[this.market]!;
    this.runId = mk.runId;
    if (!this.runId) return { code: 0, message: 'never settled' };
    return obsOf(await opsCall(r.w.t.app, r.w.admin, 'POST', `/ops/sports/markets/${mk.id}/rollback`, { run_id: this.runId }, { 'idempotency-key': nextKey('rollback') }));
  }
  apply(m: Model, o: Obs) {
    const mk = m.markets[this.market]!;
    if (!this.runId) return mk.status === 'settled' ? 'the model settled a market whose run the server did not name' : expectAnswer(o, 0);
    if (mk.status !== 'settled') {
      // this run was rolled back already (or the market was voided since)
      const data = o.data as { already_rolled_back?: boolean } | undefined;
      return (o.code === 200 && data?.already_rolled_back) || o.code === 409 ? '' : `answer ${o.code} "${o.message}", model: already rolled back`;
    }
    const d = expectAnswer(o, 200, 'Settlement rolled back: the market is closed and can be settled again');
    if (d) return d;
    for (const [i, p] of m.players.entries()) {
      const e = worstCase(m, i, this.market);
      const pnl = outcomes(m, i, this.market)[mk.winner!]!;
      p.cash -= e + pnl;
      const released = p.history.findIndex((b) => b.status === 'released' && b.market === this.market);
      if (released >= 0) {
        // finding 5: the release is undone and the bonus wagers again (the intended rule)
        const b = p.history.splice(released, 1)[0]!;
        p.cash -= b.amount;
        p.bonus += b.amount;
        p.active = { ...b, status: 'locked', market: undefined };
      }
      // the rolled-back settlement no longer counts toward the bonus wagering now
      if (p.active && p.active.byMarket[this.market] !== undefined) {
        p.active.wagered -= p.active.byMarket[this.market]!;
        delete p.active.byMarket[this.market];
      }
    }
    mk.status = 'closed';
    mk.winner = undefined;
    return '';
  }
  toString = () => `rollback(m${this.market})`;
}

/** A void returns every player's exposure on the market to cash. */
export class VoidStep implements Step {
  readonly concurrent = true;
  constructor(readonly market: number) {}
  bind() {}
  async run(r: Real) {
    const mk = r.markets[this.market]!;
    return obsOf(await opsCall(r.w.t.app, r.w.admin, 'POST', `/ops/sports/markets/${mk.id}/void`, {}, { 'idempotency-key': nextKey('void') }));
  }
  apply(m: Model, o: Obs) {
    const mk = m.markets[this.market]!;
    if (mk.status === 'settled' || mk.status === 'void') return o.code === 409 || o.code === 200 && mk.status === 'void' ? '' : expectAnswer(o, 409);
    const d = expectAnswer(o, 200);
    if (d) return d;
    for (const [i, p] of m.players.entries()) p.cash += worstCase(m, i, this.market);
    mk.status = 'void';
    return '';
  }
  toString = () => `void(m${this.market})`;
}

/**
 * Cash-out: the server computes the hedge; the model checks it is a valid one (at the market's prices, never
 * raising the worst case, the quoted profit being the worst outcome after) and takes it as the player's bets. Two at
 * once never both pay (finding 2): the second sees the hedged position.
 */
export class CashOutStep implements Step {
  readonly concurrent = true;
  private key = '';
  hedges: BetM[] = [];
  constructor(readonly player: number, readonly market: number) {}
  bind() {}
  async run(r: Real) {
    this.key = nextKey('co');
    const mk = r.markets[this.market]!;
    const o = obsOf(await playerCall(r, this.player, 'POST', '/sports/cash-out', { market_id: mk.id, accept_any: true }, this.key));
    const { rows } = await r.w.t.testDb.db.query<{ selection_id: string; side: Side; stake: string; odds_x100: number }>(
      `SELECT selection_id::text, side, stake::text, odds_x100 FROM bets WHERE user_id = $1 AND product = 'sports' AND client_key LIKE $2 ORDER BY id`,
      [r.players[this.player]!.id, `sports:cash-out:${this.key}:%`],
    );
    this.hedges = rows.map((b) => ({ player: this.player, market: this.market, runner: mk.runnerIds.indexOf(b.selection_id), side: b.side, stake: BigInt(b.stake), odds: b.odds_x100 }));
    return o;
  }
  apply(m: Model, o: Obs) {
    const mk = m.markets[this.market]!;
    const before = outcomes(m, this.player, this.market);
    const spread = before.reduce((a, b) => (b > a ? b : a), before[0]!) - before.reduce((a, b) => (b < a ? b : a), before[0]!);
    if (o.code !== 200) {
      // Refused: only when there is nothing worth hedging (no position, or the hedge would be below the ₹100 min stake at any price) or the market is not open.
      if (this.hedges.length) return `refused (${o.message}) but hedges were written`;
      return mk.status !== 'open' || spread < 100_00n * 3n ? '' : `cash-out refused (${o.code} "${o.message}") with a position of ${before.join('/')}`;
    }
    if (o.message !== 'Cashed out') return expectAnswer(o, 200, 'Cashed out');
    if (mk.status !== 'open') return `cashed out on a ${mk.status} market`;
    for (const h of this.hedges) {
      const price = mk.prices[h.runner]!;
      if (h.odds !== (h.side === 'back' ? price.back : price.lay)) return `hedge ${h.side} r${h.runner} @${h.odds} is not the price ${JSON.stringify(price)}`;
    }
    const p = m.players[this.player]!;
    const worstBefore = worstCase(m, this.player, this.market);
    const worstAfter = worstCase(m, this.player, this.market, this.hedges);
    if (worstAfter > worstBefore) return `the cash-out raised the worst case from ${worstBefore} to ${worstAfter}`;
    const after = outcomes(m, this.player, this.market, this.hedges);
    const min = after.reduce((a, b) => (b < a ? b : a), after[0]!);
    const profit = BigInt(Math.round((o.data as { profit: number }).profit * 100));
    if (min !== profit) return `quoted profit ${profit}, worst outcome after ${min}`;
    p.cash += worstBefore - worstAfter;
    const seq = p.active ? p.history.length : undefined;
    m.bets.push(...this.hedges.map((h) => ({ ...h, bonus: seq })));
    return '';
  }
  toString = () => `cashOut(p${this.player}, m${this.market})`;
}
