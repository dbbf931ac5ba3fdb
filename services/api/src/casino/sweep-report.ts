import { paiseToRupees } from '../ops/money';

/** What the round sweep (round-sweep.ts) closed, as the operator reads it in the audit and the console. */
export type CloseAction = 'settled' | 'refunded' | 'marked';

/** One round the sweep closed. Amounts in rupees. */
export interface ClosedRound {
  bet_id: string | null;
  user_id: string;
  provider_id: string;
  round: string;
  /** settled: paid its decided outcome; refunded: its stakes returned; marked: the game's own record only, no money */
  action: CloseAction;
  amount: number;
  reason: string;
}

export interface SweepReport {
  closed: ClosedRound[];
  /** Rounds a step failed on (logged; the next sweep tries again). */
  failed: { provider_id: string; round: string; error: string }[];
}

/** Why a round was closed, in the words the operator reads. */
export const SWEEP_REASONS = {
  houseDecided: 'Cut off after its stake was taken: paid the outcome the game had drawn',
  houseCredited: 'Paid, but the game had not recorded it: marked settled',
  houseUndrawn: 'Cut off after its stake was taken, before its outcome was drawn: stake refunded',
  houseNoStake: 'Cut off before its stake was taken: nothing charged, a late stake is refused',
  houseCancelled: 'Its stake was rolled back: marked refused',
  houseUnknown: 'The game has no record of this round: stake refunded',
  providerQuiet: (hours: number) => `No result from the provider for ${hours} hours: stake refunded`,
} as const;

export function closedRound(r: Omit<ClosedRound, 'amount'> & { paise: bigint }): ClosedRound {
  const { paise, ...rest } = r;
  return { ...rest, amount: paiseToRupees(paise) ?? 0 };
}
