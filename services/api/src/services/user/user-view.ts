import type { Queryable } from '../../db/db';
import { getPlayerBalances, paiseToRupees, walletFigures } from '../../ledger';
import type { UserRow } from './users-repo';

/** The User entity of SPEC §3 as the client reads it (amounts in rupees). */
export interface UserView {
  user_name: string;
  balance: number;
  expl: number;
  bets_count: number;
  earnBonus: number;
  phone: string | null;
  last_login_at: string | null;
  isDemo: boolean;
  notificationSubscribed: boolean;
  notificationUnsubscribed: boolean;
  /** The player's own stake buttons; empty until saved (the client then uses the configured list). */
  stakes: number[];
  refer_code: string;
}

export async function userView(q: Queryable, user: UserRow): Promise<UserView> {
  const figures = walletFigures(await getPlayerBalances(q, user.id));
  return {
    user_name: user.user_name,
    balance: figures.bl,
    expl: figures.ex,
    bets_count: user.bets_count,
    earnBonus: figures.eb,
    phone: user.mobile,
    last_login_at: user.last_login_at ? new Date(user.last_login_at).toISOString() : null,
    isDemo: user.is_demo,
    notificationSubscribed: user.notification_subscribed,
    notificationUnsubscribed: user.notification_unsubscribed,
    stakes: Array.isArray(user.stakes) ? user.stakes : [],
    refer_code: user.refer_code,
  };
}

export { paiseToRupees };
