import { bonusAccountListener } from '../bonus/account-listener';
import type { AccountListener } from './events';
import { referListener } from '../refer/account-listener';
import { notificationsListener } from '../notifications/account-listener';

/** Every part that reacts to account events, in the order they run (one line each). */
export const ACCOUNT_LISTENERS: readonly AccountListener[] = [
  bonusAccountListener,
  referListener, // refer rewards on a first approved deposit (issue 15)
  notificationsListener, // the player's notifications: deposits, withdrawals, settled bets (issue 15)
];
