import type { AccountListener } from '../account-events/events';
import { decideReferReward } from './reward';

/** Refer and earn reacts to a referred player's first approved deposit (reward.ts), in the approval's transaction. */
export const referListener: AccountListener = {
  name: 'refer',
  depositDecided: async (q, e) => {
    await decideReferReward(q, e);
  },
};
