import { paiseToRupees, rupeesToPaise, WHOLE_RUPEES } from '@khel/shared/validation';
import type { ClickBet } from '@khel/shared/contracts';
import { USER_MESSAGES, type ClickBetDto } from '@khel/shared/validation';
import type { Queryable } from '../db/db';
import { unprocessable } from '../http/errors';

/**
 * One-click betting (issue 30 item 3): the player's flag, 4 stake buttons and selected stake, kept on `users`
 * (migration 096) in paise; the API speaks whole rupees. Off by default. The pages read it to place a bet on a
 * price tap with no slip (the same POST /sports/bets, one Idempotency-Key per tap).
 */

interface Row {
  click_bet_on: boolean;
  click_bet_values: string[];
  click_bet_stake: string;
}

const view = (r: Row): ClickBet => ({
  click_bet_on: r.click_bet_on,
  click_bet_values: r.click_bet_values.map((v) => paiseToRupees(v)),
  click_bet_stake: paiseToRupees(r.click_bet_stake),
});

export async function getClickBet(q: Queryable, userId: string): Promise<ClickBet | undefined> {
  const { rows } = await q.query<Row>('SELECT click_bet_on, click_bet_values::text[] AS click_bet_values, click_bet_stake::text FROM users WHERE id = $1', [userId]);
  return rows[0] && view(rows[0]);
}

const paise = (rupees: number) => rupeesToPaise(rupees, WHOLE_RUPEES)!.toString();

/**
 * Saves the fields sent. The selected stake must be one of the values after the change (422 otherwise); new values
 * without a stake keep the selected stake when it is still among them, else select the first.
 */
export async function saveClickBet(q: Queryable, userId: string, change: ClickBetDto): Promise<ClickBet | undefined> {
  const now = await getClickBet(q, userId);
  if (!now) return undefined;
  const values = change.click_bet_values ?? now.click_bet_values;
  let stake = change.click_bet_stake ?? now.click_bet_stake;
  if (!values.includes(stake)) {
    if (change.click_bet_stake !== undefined) throw unprocessable([USER_MESSAGES.clickBetStake]);
    stake = values[0]!;
  }
  const { rows } = await q.query<Row>(
    `UPDATE users SET click_bet_on = COALESCE($2, click_bet_on), click_bet_values = $3::bigint[], click_bet_stake = $4::bigint
      WHERE id = $1 RETURNING click_bet_on, click_bet_values::text[] AS click_bet_values, click_bet_stake::text`,
    [userId, change.click_bet_on ?? null, values.map(paise), paise(stake)],
  );
  return rows[0] && view(rows[0]);
}
