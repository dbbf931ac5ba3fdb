import type { Queryable } from '../db/db';
import { conflict } from '../http/errors';
import { RESULT_MESSAGES } from '../matka/settle';
import { readDraw } from '../matka/sessions';
import { ank } from '../matka/panas';
import type { MatkaMarket, Session } from '../matka/types';
import type { Controls } from './controls';
import type { FourEyesRequest } from './four-eyes';

/**
 * A manual matka result (or void) waits for a second operator (issue 27, ops_controls.matka_result_second_operator,
 * on by default): the four-eyes request of a declaration, or null when the session already holds this result (a
 * crashed settlement resumed, or a repeat that pays nothing more).
 */
export async function matkaResultRequest(q: Queryable, m: MatkaMarket, date: string, session: Session, pana: string, controls: Controls): Promise<FourEyesRequest | null> {
  const draw = await readDraw(q, m.id, date);
  const s = draw[session];
  const holds = pana === 'void' ? s.status === 'void' : s.status === 'declared' && s.pana === pana;
  if (holds) return null;
  // What the declaration would refuse anyway is refused before anyone is asked to approve it.
  if (s.status !== 'open') throw conflict(RESULT_MESSAGES.other);
  if (session === 'close' && pana !== 'void') {
    if (draw.open.status === 'void') throw conflict(RESULT_MESSAGES.openVoid);
    if (draw.open.status !== 'declared') throw conflict(RESULT_MESSAGES.openFirst);
  }
  const voiding = pana === 'void';
  const last = s.id
    ? (await q.query<{ at: Date | null }>(`SELECT max(started_at) AS at FROM bet_settlement_runs WHERE product = 'matka' AND market_id = $1`, [s.id])).rows[0]?.at
    : null;
  return {
    kind: 'matka.result',
    target: `matka:${m.id}:${date}:${session}`,
    payload: { pana },
    summary: voiding ? `Void the ${session} session of ${m.name} on ${date}: every bet refunded` : `Declare ${m.name} ${date} ${session}: ${pana} (ank ${ank(pana)})`,
    reason: controls.matkaResultSecondOperator ? (voiding ? 'A matka void needs a second operator' : 'A manual matka result needs a second operator') : null,
    lastRunAt: last ? new Date(last) : null,
  };
}
