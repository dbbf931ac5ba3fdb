import { WALLET_MESSAGES as M } from '@khel/shared/validation';
import { countWagering, releaseIfMet, type Model } from './model';
import { obsOf, playerCall, type Obs, type Real } from './real';
import { type Step, nextKey, expectAnswer } from './step';

/** The games' steps: a house-game round (dice) and a matka slip. */

/**
 * A house-game round (dice, over 50) through /sports/casino/house/play: the stake leaves cash, the drawn payout
 * comes back, in one round. The outcome is the server's (provably fair, its seed hidden until rotated): the model
 * takes the payout from the answer and checks the cash after it; the stake counts 50 % toward a locked bonus.
 */
export class HouseRoundStep implements Step {
  readonly concurrent = true;
  constructor(readonly player: number, readonly amount: number) {}
  bind() {}
  async run(r: Real) {
    return obsOf(await r.w.t.app.inject({ method: 'POST', url: '/sports/casino/house/play', payload: { token: r.casinoTokens[this.player], game: 'dice', amount: this.amount, params: { target: 50, over: true } } }));
  }
  apply(m: Model, o: Obs) {
    const p = m.players[this.player]!;
    const stake = BigInt(this.amount) * 100n;
    if (stake > p.cash) return expectAnswer(o, 400, M.insufficientBalance);
    const d = expectAnswer(o, 200);
    if (d) return d;
    const round = (o.data as { round: { stake: number; payout: number; status: string } }).round;
    const payout = BigInt(Math.round(round.payout * 100));
    if (BigInt(Math.round(round.stake * 100)) !== stake || round.status !== 'settled') return `round ${JSON.stringify(round)}`;
    // dice over 50 pays 1.98x or nothing
    if (payout !== 0n && payout !== (stake * 198n) / 100n) return `payout ${payout} of a ${stake} stake at dice over 50`;
    p.cash += payout - stake;
    countWagering(m, this.player, stake, 50n);
    releaseIfMet(m, this.player);
    return '';
  }
  toString = () => `house(p${this.player}, dice ₹${this.amount})`;
}

/** A matka slip of two bets: its total moves from cash to exposure in one posting (no declaration in this model). */
export class MatkaSlipStep implements Step {
  readonly concurrent = true;
  constructor(readonly player: number, readonly jodi: number, readonly single: number) {}
  bind() {}
  async run(r: Real) {
    const slip = { market_id: r.matkaMarket, bets: [{ type: 'jodi', number: '68', amount: this.jodi }, { type: 'single', session: 'open', number: '6', amount: this.single }] };
    return obsOf(await playerCall(r, this.player, 'POST', '/sports/matka/slips', slip, nextKey('matka')));
  }
  apply(m: Model, o: Obs) {
    const p = m.players[this.player]!;
    const total = BigInt(this.jodi + this.single) * 100n;
    if (total > p.cash) return expectAnswer(o, 400, M.insufficientBalance);
    const d = expectAnswer(o, 200, 'Bets placed');
    if (d) return d;
    p.cash -= total;
    p.matka += total;
    return '';
  }
  toString = () => `matka(p${this.player}, jodi ₹${this.jodi} + single ₹${this.single})`;
}
