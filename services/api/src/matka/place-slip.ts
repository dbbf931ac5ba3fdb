import type { Db, Queryable } from '../db/db';
import { runIdempotent } from '../http/idempotency';
import { InsufficientFundsError, playerAccounts, post } from '../ledger';
import { formatPaise } from '../sports/bet-price';
import { istDate, runsOn, sessionClosesAt } from './clock';
import { getMarket } from './markets';
import { closesWith, selectionOf, settledIn } from './numbers';
import { SLIP_REFUSALS, SlipRefused } from './refusals';
import { drawSessions, lockSessions } from './sessions';
import type { SlipInput } from './slip-input';
import type { Session } from './types';
import { betGate } from '../protection/gate';
import { checkLossAfterBet } from '../protection/enforce';

/**
 * Placing a slip: every line is taken or none is (one transaction). Each line must be open now: open-session
 * lines, jodi and sangams until the open time (and until the open result is declared), close-session lines until
 * the close time (and its result), on a day the market runs, IST. The slip's stakes are held by ONE posting
 * (cash -> exposure, the slip's total; key `matka:slip:<first bet id>`), which every bet of the slip points at
 * (bets.posting_id, so it is the slip's id): a matka bet's liability is its stake, so nothing is offset and one
 * posting per slip is exact while costing one ledger call instead of one per number. bet_market_exposures rises
 * by each session's share. Idempotent on the client key (scope `matka:slip`); bets.client_key is
 * `<key>:<line>` as the unique backstop.
 */

export interface SlipBetView {
  bet_id: string;
  type: string;
  session: Session;
  number: string;
  amount: string;
  rate_x100: number;
}

export interface SlipView {
  slip_id: string;
  market_id: string;
  draw_date: string;
  total: string;
  bets: SlipBetView[];
}

export async function placeSlip(db: Db, userId: string, input: SlipInput, opts: { clientKey?: string; now?: Date } = {}): Promise<SlipView> {
  const now = opts.now ?? new Date();
  const body = { marketId: input.marketId, lines: input.lines.map((l) => ({ ...l, amount: l.amount.toString() })) };
  const call = { db, caller: `player:${userId}`, scope: 'matka:slip', key: opts.clientKey, body };
  // Player protection (issue 15 part 5): a time-out or self-exclusion refuses; a loss limit is checked after the slip is written.
  const gate = await betGate(db, userId, now);
  return (await runIdempotent(call, async (q) => {
    const slip = await placeIn(q, userId, input, now, opts.clientKey);
    if (gate.lossLimited) await checkLossAfterBet(q, userId, now);
    return slip;
  })).body;
}

async function placeIn(q: Queryable, userId: string, input: SlipInput, now: Date, clientKey?: string): Promise<SlipView> {
  const m = await getMarket(q, input.marketId);
  if (!m.active) throw new SlipRefused(SLIP_REFUSALS.inactive);
  const date = istDate(now);
  if (!runsOn(m, date)) throw new SlipRefused(SLIP_REFUSALS.noDraw);
  for (const l of input.lines) {
    if (l.amount < m.minStake || l.amount > m.maxStake) throw new SlipRefused(`Amount must be between ${formatPaise(m.minStake)} and ${formatPaise(m.maxStake)}`);
    const closing = closesWith(l.type, l.session);
    if (now.getTime() >= sessionClosesAt(m, date, closing).getTime()) throw new SlipRefused(SLIP_REFUSALS.closed(closing));
  }
  const draw = await drawSessions(q, m.id, date);
  await lockSessions(q, [draw.open.id, draw.close.id], 'share');
  const locked = await drawSessions(q, m.id, date); // read again under the lock: a declaration may have just committed
  for (const l of input.lines) {
    for (const s of new Set([closesWith(l.type, l.session), settledIn(l.type, l.session)])) {
      if (locked[s].status !== 'open') throw new SlipRefused(SLIP_REFUSALS.closed(s));
    }
  }
  const lines = input.lines.map((l, i) => {
    const session = settledIn(l.type, l.session);
    return { ...l, i, session, sessionId: locked[session].id, selection: selectionOf(l.type, l.number)!, rate: m.rates[l.type] };
  });
  const perSession = new Map<string, bigint>();
  for (const l of lines) perSession.set(l.sessionId, (perSession.get(l.sessionId) ?? 0n) + l.amount);
  const sessionIds = [...perSession.keys()].sort((a, b) => Number(a) - Number(b));
  // The player's rows for these sessions, made if missing and locked: one player's slips on a draw queue here.
  await q.query(
    `INSERT INTO bet_market_exposures (user_id, product, market_id) SELECT $1, 'matka', s FROM unnest($2::bigint[]) s
     ON CONFLICT (product, market_id, user_id) DO UPDATE SET exposure = bet_market_exposures.exposure`,
    [userId, sessionIds],
  );
  const description = (l: (typeof lines)[number]) => JSON.stringify({ market: m.name, date, session: l.session, type: l.type, number: l.number });
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO bets (user_id, product, market_id, selection_id, side, odds_x100, stake, liability, exposure_delta, status,
                       client_key, description, placed_at, matched_at)
     SELECT $1, 'matka', t.market_id, t.sel, t.side, t.rate, t.stake, t.stake, t.stake, 'matched', t.ckey, t.d::jsonb, $2, $2
       FROM unnest($3::bigint[], $4::bigint[], $5::text[], $6::int[], $7::bigint[], $8::text[], $9::text[]) WITH ORDINALITY
            AS t(market_id, sel, side, rate, stake, ckey, d, n)
      ORDER BY t.n RETURNING id::text`,
    [
      userId, now, lines.map((l) => l.sessionId), lines.map((l) => l.selection), lines.map((l) => l.type), lines.map((l) => l.rate),
      lines.map((l) => l.amount.toString()), lines.map((l) => (clientKey ? `matka:${clientKey}:${l.i}` : null)), lines.map(description),
    ],
  );
  const ids = rows.map((r) => r.id).sort((a, b) => Number(a) - Number(b)); // ids follow the insert order
  const total = lines.reduce((s, l) => s + l.amount, 0n);
  const accounts = await playerAccounts(q, userId);
  let slipId: string;
  try {
    const posted = await post(q, {
      kind: 'matka_bet',
      idempotencyKey: `matka:slip:${ids[0]}`,
      memo: { marketId: m.id, date, bets: ids.length },
      lines: [{ accountId: accounts.cash, amount: -total }, { accountId: accounts.exposure, amount: total }],
    });
    slipId = posted.transactionId;
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new SlipRefused(SLIP_REFUSALS.balance);
    throw error;
  }
  await q.query(
    `WITH b AS (UPDATE bets SET posting_id = $1 WHERE id = ANY($2::bigint[])),
          e AS (UPDATE bet_market_exposures x SET exposure = x.exposure + t.a, updated_at = $6
                  FROM unnest($4::bigint[], $5::bigint[]) t(s, a) WHERE x.product = 'matka' AND x.market_id = t.s AND x.user_id = $3)
     UPDATE users SET bets_count = bets_count + $7 WHERE id = $3`,
    [slipId, ids, userId, sessionIds, sessionIds.map((s) => perSession.get(s)!.toString()), now, ids.length],
  );
  q.playersChanged([userId]);
  return {
    slip_id: slipId,
    market_id: m.id,
    draw_date: date,
    total: total.toString(),
    bets: lines.map((l, k) => ({ bet_id: ids[k]!, type: l.type, session: l.session, number: l.number, amount: l.amount.toString(), rate_x100: l.rate })),
  };
}
