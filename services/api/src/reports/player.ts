import type { ReportPlayer } from '@khel/shared/console-contracts';
import type { Queryable } from '../db/db';
import { getPlayerBalances } from '../ledger';
import { findPlayer } from '../ops/players';
import { paiseToRupees } from '../wallet/money';

/** The player an operator's report is about (by id, user name or mobile, as the console's player search), 404 if none. */
export async function reportPlayer(q: Queryable, ref: string): Promise<ReportPlayer> {
  const p = await findPlayer(q, ref);
  const b = await getPlayerBalances(q, p.id);
  return {
    id: p.id,
    user_name: p.user_name,
    mobile: p.mobile,
    is_demo: p.is_demo,
    blocked: p.blocked,
    cash: paiseToRupees(b.cash),
    bonus: paiseToRupees(b.bonus),
    exposure: paiseToRupees(b.exposure),
  };
}
