import type { Queryable } from '../../db/db';
import { getPlayerBalances, paiseToRupees, walletFigures } from '../../ledger';
import type { UserRow } from '../../user/users-repo';
import type { User } from '@khel/shared/contracts';

/** The User entity of SPEC §3 as the client reads it (amounts in rupees): the shared contract class. */
export type UserView = Required<User>;

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
