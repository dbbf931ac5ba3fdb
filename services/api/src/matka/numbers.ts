import { ank, isPana, panaKind } from './panas';
import type { BetType, Session } from './types';

/**
 * A bet's number, checked for its type and stored as bets.selection_id (with bets.side = the type, so equal
 * integers of different types never meet): single 0-9, jodi 00-99, a patti its pana of that kind (000 -> 0),
 * half sangam open "123-5" (open pana, close ank) -> 1235, half sangam close "5-123" (open ank, close pana)
 * -> 5123, full sangam "123-459" -> 123459. The text as the player wrote it is kept in the bet's description.
 */

export const NUMBER_RULES: Record<BetType, string> = {
  single: 'a single digit 0 to 9',
  jodi: 'two digits 00 to 99',
  single_patti: 'a single patti: three different digits in ascending order, 0 counting as 10 (e.g. 123, 190)',
  double_patti: 'a double patti: three digits with one pair in ascending order, 0 counting as 10 (e.g. 112, 200)',
  triple_patti: 'a triple patti: three equal digits (e.g. 777, 000)',
  half_sangam_open: 'an open pana and a close ank, e.g. 123-5',
  half_sangam_close: 'an open ank and a close pana, e.g. 5-123',
  full_sangam: 'an open pana and a close pana, e.g. 123-459',
};

const isPanaOfAny = (p: string) => isPana(p);

/** The number's selection id, or null when it is not a number of this type. */
export function selectionOf(type: BetType, text: string): number | null {
  switch (type) {
    case 'single':
      return /^\d$/.test(text) ? Number(text) : null;
    case 'jodi':
      return /^\d{2}$/.test(text) ? Number(text) : null;
    case 'single_patti':
    case 'double_patti':
    case 'triple_patti':
      return isPana(text) && panaKind(text) === type ? Number(text) : null;
    case 'half_sangam_open': {
      const m = /^(\d{3})-(\d)$/.exec(text);
      return m && isPanaOfAny(m[1]!) ? Number(m[1]) * 10 + Number(m[2]) : null;
    }
    case 'half_sangam_close': {
      const m = /^(\d)-(\d{3})$/.exec(text);
      return m && isPanaOfAny(m[2]!) ? Number(m[1]) * 1000 + Number(m[2]) : null;
    }
    case 'full_sangam': {
      const m = /^(\d{3})-(\d{3})$/.exec(text);
      return m && isPanaOfAny(m[1]!) && isPanaOfAny(m[2]!) ? Number(m[1]) * 1000 + Number(m[2]) : null;
    }
  }
}

/** The session a bet belongs to (is settled with): its own for singles and pattis, the close for the rest. */
export function settledIn(type: BetType, session: Session | undefined): Session {
  return type === 'single' || type.endsWith('_patti') ? (session ?? 'open') : 'close';
}

/** The session whose time (and result) closes a bet for placing: jodi and sangams close with the open session. */
export function closesWith(type: BetType, session: Session | undefined): Session {
  return type === 'single' || type.endsWith('_patti') ? (session ?? 'open') : 'open';
}

/** Every (type, selection) that wins when a session is declared; anything else on that session loses. */
export function winningSelections(session: Session, openPana: string, closePana?: string): Array<[BetType, number]> {
  if (session === 'open') return [['single', ank(openPana)], [panaKind(openPana), Number(openPana)]];
  if (!closePana) throw new Error('the close session needs the close pana');
  const oa = ank(openPana);
  const ca = ank(closePana);
  return [
    ['single', ca],
    [panaKind(closePana), Number(closePana)],
    ['jodi', oa * 10 + ca],
    ['half_sangam_open', Number(openPana) * 10 + ca],
    ['half_sangam_close', oa * 1000 + Number(closePana)],
    ['full_sangam', Number(openPana) * 1000 + Number(closePana)],
  ];
}

/** A winning bet's profit: stake x (rate - 1), in whole paise (rounded down); settle SQL computes the same. */
export function winProfit(stake: bigint, rateX100: number): bigint {
  return (stake * BigInt(rateX100 - 100)) / 100n;
}

/** The bet's P&L for a declared session: the win profit, or minus the stake. */
export function betPnl(bet: { type: BetType; selection: number; stake: bigint; rateX100: number }, winners: Array<[BetType, number]>): bigint {
  return winners.some(([t, s]) => t === bet.type && s === bet.selection) ? winProfit(bet.stake, bet.rateX100) : -bet.stake;
}
