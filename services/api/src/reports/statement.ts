import type { ReportProduct, StatementAccount, StatementRow, StatementTotals } from '@khel/shared/contracts';
import type { Queryable } from '../db/db';
import { paiseToRupees } from '../wallet/money';
import { decodeCursor, pageOf } from './cursor';
import type { ReportRange } from './range';
import { Params, paise } from './sql';
import { describeStatementRow, type BetFacts, type StatementFacts } from './statement-text';

/**
 * The account statement: every ledger entry of one of the player's accounts (cash, the main wallet, or bonus), newest
 * first, with the balance after it (ledger_entries.balance_after: the ledger's own running balance, in the order the
 * account's postings took its lock, which is the id order). A page is one statement: the entries, their postings,
 * and what each posting points at (the bet it placed, the bets it settled, the request, the bonus), read in one
 * round trip and described by statement-text.ts. Keyset on the entry id: a posting made between two pages has a
 * higher id and never reaches a later page.
 */
const ID = (expr: string) => `CASE WHEN ${expr} ~ '^[0-9]{1,18}$' THEN (${expr})::bigint END`;

const BET_FIELDS = (a: string) =>
  `${a}.id::text AS ${a}_id, ${a}.product AS ${a}_product, ${a}.market_id::text AS ${a}_market, ${a}.side AS ${a}_side, ${a}.odds_x100 AS ${a}_odds,
   ${a}.status AS ${a}_status, ${a}.pnl::text AS ${a}_pnl, ${a}.description AS ${a}_description`;

/** Postings that never settle a bet: the settlement lookup is skipped for them (any other kind is looked up). */
const NOT_SETTLEMENTS = ['deposit', 'withdrawal_hold', 'withdrawal_release', 'withdrawal_payout', 'sports_bet', 'casino_debit', 'casino_credit', 'casino_rollback', 'matka_bet',
  'bonus_grant', 'bonus_release', 'bonus_forfeit', 'bonus_expire', 'refer_reward', 'opening_balance', 'demo_credit'];

/**
 * The statement page's query: one account's entries (by its id, so the (account_id, id) index serves the page) ->
 * their postings -> the facts they point at (each a join on an indexed id).
 */
export const STATEMENT_SQL = (cursor: string | null, limit: string, account: string, start: string, end: string) => `
SELECT e.id::text AS id, to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, e.amount::text AS amount, e.balance_after::text AS balance, t.kind, t.memo,
       ${BET_FIELDS('bt')}, ${BET_FIELDS('sb')}, st.n AS settled_count, st.pnl::text AS settled_pnl,
       coalesce(sm.event_id, sm2.event_id)::text AS event_id, coalesce(ms.market_id, ms2.market_id)::text AS matka_market_id,
       wt.id::text AS wallet_id, wt.type AS wallet_type, wt.status AS wallet_status, wt.method_name AS wallet_method,
       ba.id::text AS bonus_id, ba.kind AS bonus_kind
  FROM ledger_entries e
  JOIN ledger_transactions t ON t.id = e.transaction_id
  LEFT JOIN bets bt ON bt.id = coalesce(${ID(`t.memo->>'betId'`)}, ${ID(`t.memo->>'bet'`)},
                                        CASE WHEN t.kind = 'matka_bet' THEN ${ID(`substr(t.idempotency_key, 12)`)} END)
  LEFT JOIN LATERAL (SELECT count(*)::int AS n, sum(s.pnl) AS pnl, min(s.bet_id) AS first_bet
                       FROM bet_settlements s WHERE t.kind NOT IN (${NOT_SETTLEMENTS.map((k) => `'${k}'`).join(', ')})
                        AND s.posting_id = coalesce(t.reverses, t.id)) st ON st.n > 0
  LEFT JOIN bets sb ON sb.id = st.first_bet
  LEFT JOIN sports_markets sm ON bt.product = 'sports' AND sm.id = bt.market_id
  LEFT JOIN sports_markets sm2 ON sb.product = 'sports' AND sm2.id = sb.market_id
  LEFT JOIN matka_sessions ms ON bt.product = 'matka' AND ms.id = bt.market_id
  LEFT JOIN matka_sessions ms2 ON sb.product = 'matka' AND ms2.id = sb.market_id
  LEFT JOIN wallet_transactions wt ON wt.id = ${ID(`t.memo->>'wallet_transaction'`)}
  LEFT JOIN bonus_awards ba ON ba.id = ${ID(`t.memo->>'bonus_id'`)}
 WHERE e.account_id = ${account}::bigint
   AND e.created_at >= ${start} AND e.created_at < ${end}${cursor ? ` AND e.id < ${cursor}::bigint` : ''}
 ORDER BY e.id DESC LIMIT ${limit}`;

type BetCols<A extends string> = {
  [K in `${A}_id` | `${A}_product` | `${A}_market` | `${A}_side` | `${A}_status` | `${A}_pnl`]: string | null;
} & { [K in `${A}_odds`]: number | null } & { [K in `${A}_description`]: Record<string, unknown> | null };

export type StatementSqlRow = {
  id: string;
  /** ISO, UTC, to the millisecond (made by PostgreSQL: no Date per row) */
  at: string;
  amount: string;
  balance: string;
  kind: string;
  memo: Record<string, unknown> | null;
  settled_count: number | null;
  settled_pnl: string | null;
  event_id: string | null;
  matka_market_id: string | null;
  wallet_id: string | null;
  wallet_type: string | null;
  wallet_status: string | null;
  wallet_method: string | null;
  bonus_id: string | null;
  bonus_kind: string | null;
} & BetCols<'bt'> & BetCols<'sb'>;

/** The bet a posting placed (bt) or the first bet it settled (sb), from the row's columns of that alias. */
function betFacts(r: StatementSqlRow, a: 'bt' | 'sb'): BetFacts | null {
  const bt = a === 'bt';
  const id = bt ? r.bt_id : r.sb_id;
  if (!id) return null;
  const pnl = bt ? r.bt_pnl : r.sb_pnl;
  return {
    id,
    product: (bt ? r.bt_product : r.sb_product) as ReportProduct,
    marketId: (bt ? r.bt_market : r.sb_market) as string,
    side: (bt ? r.bt_side : r.sb_side) as string,
    oddsX100: bt ? r.bt_odds : r.sb_odds,
    status: (bt ? r.bt_status : r.sb_status) as string,
    pnl: pnl === null ? null : BigInt(pnl),
    description: bt ? r.bt_description : r.sb_description,
    eventId: r.event_id,
    matkaMarketId: r.matka_market_id,
  };
}

export function statementFacts(r: StatementSqlRow): StatementFacts {
  const first = betFacts(r, 'sb');
  return {
    kind: r.kind,
    amount: BigInt(r.amount),
    at: r.at,
    memo: r.memo,
    bet: betFacts(r, 'bt'),
    settled: first && r.settled_count ? { count: r.settled_count, pnl: paise(r.settled_pnl), first } : null,
    wallet: r.wallet_id ? { id: r.wallet_id, type: r.wallet_type!, status: r.wallet_status!, method: r.wallet_method } : null,
    bonus: r.bonus_id ? { id: r.bonus_id, kind: r.bonus_kind! } : null,
  };
}

export interface StatementQuery {
  userId: string;
  account: StatementAccount;
  range: ReportRange;
}

export function statementRow(r: StatementSqlRow, account: StatementAccount, zone: string): StatementRow {
  const { text, link } = describeStatementRow(statementFacts(r), zone);
  return {
    id: r.id,
    at: r.at,
    account,
    kind: r.kind,
    amount: paiseToRupees(r.amount),
    balance: paiseToRupees(r.balance),
    text,
    link,
  };
}

// Ledger accounts never change once made: each process keeps the ids it looked up, per database (a bounded map).
const accountIdsOf = new WeakMap<Queryable, Map<string, string>>();

/** The id of a player's cash or bonus account (null: the player has none). */
export async function accountId(q: Queryable, userId: string, account: StatementAccount): Promise<string | null> {
  const key = `${userId}:${account}`;
  let accountIds = accountIdsOf.get(q);
  if (!accountIds) accountIdsOf.set(q, (accountIds = new Map()));
  const kept = accountIds.get(key);
  if (kept) return kept;
  const { rows } = await q.query<{ id: string }>('SELECT id::text AS id FROM ledger_accounts WHERE user_id = $1 AND kind = $2', [userId, account]);
  const id = rows[0]?.id ?? null;
  if (id) {
    if (accountIds.size >= 100_000) accountIds.clear();
    accountIds.set(key, id);
  }
  return id;
}

export async function statementPage(q: Queryable, query: StatementQuery, page: { cursor?: unknown; limit: number }): Promise<{ items: StatementRow[]; next: string | null }> {
  const key = decodeCursor(page.cursor, ['id']);
  const account = await accountId(q, query.userId, query.account);
  if (!account) return { items: [], next: null };
  const p = new Params();
  const sql = STATEMENT_SQL(key ? p.add(key[0]) : null, p.add(page.limit + 1), p.add(account), p.add(query.range.start), p.add(query.range.end));
  const { rows } = await q.query<StatementSqlRow>(sql, p.values);
  const { items, next } = pageOf(rows, page.limit, (r) => [r.id]);
  return { items: items.map((r) => statementRow(r, query.account, query.range.zone)), next };
}

/** The range's totals: credits, debits, and the balances before and after it (closing - net = opening). */
export async function statementTotals(q: Queryable, query: StatementQuery): Promise<StatementTotals> {
  const account = (await accountId(q, query.userId, query.account)) ?? '0';
  const { rows } = await q.query<{ n: number; credits: string | null; debits: string | null; closing: string | null }>(
    `SELECT count(*)::int AS n, sum(e.amount) FILTER (WHERE e.amount > 0)::text AS credits, sum(e.amount) FILTER (WHERE e.amount < 0)::text AS debits,
            (SELECT l.balance_after FROM ledger_entries l WHERE l.account_id = $1::bigint AND l.created_at < $3 ORDER BY l.id DESC LIMIT 1)::text AS closing
       FROM ledger_entries e WHERE e.account_id = $1::bigint AND e.created_at >= $2 AND e.created_at < $3`,
    [account, query.range.start, query.range.end],
  );
  const r = rows[0]!;
  const credits = paise(r.credits);
  const debits = paise(r.debits);
  const closing = paise(r.closing);
  return { rows: r.n, opening: paiseToRupees(closing - credits - debits), credits: paiseToRupees(credits), debits: paiseToRupees(debits), closing: paiseToRupees(closing) };
}
