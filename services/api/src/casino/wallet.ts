import type { Db, Queryable, Sql } from '../db/db';
import { namedSql, pgErrorCode } from '../db/db';
import { SeamlessError } from './errors';
import { gameByCode } from './games';
import type { Provider } from './providers';
import type { BalanceRequest, CreditRequest, DebitRequest, RollbackRequest } from './seamless-input';
import { hasOpenSession, liveSession, tokenHash } from './sessions';
import { requestHash } from '../http/idempotency';
import { emitAccountEvent } from '../account-events/emit';
import { betGate } from '../protection/gate';
import { checkLossAfterBet, ProtectionRefused } from '../protection/enforce';
import { lockedBonusColumn } from '../bonus/account-listener';

/**
 * The seamless wallet (issue 14 item 1): what a provider's signed call does once its signature was checked.
 * Debit, credit and rollback are each ONE SQL function (migration 042_casino.sql) that checks the provider's
 * transaction id, writes the round (a `bets` row) and posts between the player's cash and house:casino.
 * Every answer is safe to repeat: the same transaction id answers the first result again (status 'replay').
 */
export interface WalletAnswer {
  playerId: string;
  /** cash, paise */
  balance: bigint;
  /** ok: done now; replay: done before; already: the debit had been rolled back; tombstone: the debit was never seen */
  status: 'ok' | 'replay' | 'already' | 'tombstone';
  roundBetId: string | null;
}

type FnRow = { outcome: string; balance: string | null; bet_id: string | null; player_ids: string[]; bonus_locked?: boolean };

// A twin call with the same transaction id, running at the same moment, ends in 23505 on that id; asked again, the
// call finds the twin's committed row and answers it.
async function once(q: Queryable, sql: Sql, params: unknown[]): Promise<FnRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      const { rows } = await q.query<FnRow>(sql, params);
      const row = rows[0]!;
      q.playersChanged(row.player_ids);
      return row;
    } catch (error) {
      const code = pgErrorCode(error);
      if (code === 'KH001' || code === '23514') throw new SeamlessError('INSUFFICIENT_FUNDS');
      if (code === '23505' && attempt < 3) continue;
      if (code === '23505') throw new SeamlessError('BUSY');
      throw error;
    }
  }
}

// Each call is one statement, prepared once per connection (namedSql). The credit also reads whether the player holds
// a locked bonus, in the same round trip (the bonus listener would read it).
const DEBIT_SQL = namedSql('casino_debit', 'SELECT outcome, balance::text, bet_id::text, player_ids::text[] FROM casino_debit($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10)');
const CREDIT_SQL = namedSql('casino_credit', `SELECT outcome, balance::text, bet_id::text, player_ids::text[], ${lockedBonusColumn('$3::bigint')} FROM casino_credit($1, $2, $3, $4, $5, $6, $7)`);
const ROLLBACK_SQL = namedSql('casino_rollback', 'SELECT outcome, balance::text, bet_id::text, player_ids::text[] FROM casino_rollback($1, $2, $3, $4, $5, $6, $7)');

/**
 * What a transaction id is bound to: every field of the call that the wallet reads (the id itself aside). The same
 * id with any of them changed — the game included — is a mismatch, never a replay (issue 26 finding 7). A credit's
 * or rollback's session token is not read (a round settles after its session ends), so it is not bound either.
 */
const debitHash = (r: DebitRequest) => requestHash(['debit', r.playerId, r.token, r.roundId, r.game, r.amount.toString()]);
const creditHash = (r: CreditRequest) => requestHash(['credit', r.playerId, r.roundId, r.game, r.amount.toString()]);
const rollbackHash = (r: RollbackRequest) => requestHash(['rollback', r.playerId, r.roundId, r.game, r.refTxId]);

const REFUSALS: Record<string, SeamlessError['code']> = {
  mismatch: 'DUPLICATE_MISMATCH',
  rolled_back: 'TRANSACTION_ROLLED_BACK',
  no_session: 'SESSION_INVALID',
  round_closed: 'ROUND_CLOSED',
  no_round: 'ROUND_NOT_FOUND',
  not_player: 'PLAYER_NOT_FOUND',
};

function answer(playerId: string, row: FnRow): WalletAnswer {
  const refusal = REFUSALS[row.outcome];
  if (refusal) throw new SeamlessError(refusal);
  return { playerId, balance: BigInt(row.balance ?? '0'), status: row.outcome as WalletAnswer['status'], roundBetId: row.bet_id };
}

async function cash(q: Queryable, playerId: string): Promise<bigint> {
  const { rows } = await q.query<{ balance: string }>("SELECT balance::text FROM ledger_accounts WHERE user_id = $1 AND kind = 'cash'", [playerId]);
  if (!rows[0]) throw new SeamlessError('PLAYER_NOT_FOUND');
  return BigInt(rows[0].balance);
}

/**
 * balance: by the session token (the provider learns the player from it), or by player id while the player has a
 * session of this provider open. A provider never reads another provider's player, nor its own once every session
 * ended; an unknown id is answered the same way, so the answer does not tell which ids exist.
 */
export async function seamlessBalance(db: Db, provider: Provider, req: BalanceRequest, now: Date) {
  let playerId = req.playerId;
  let userName: string | undefined;
  if (req.token) {
    const session = await liveSession(db, provider.id, req.token, now);
    if (!session || (playerId && session.userId !== playerId)) throw new SeamlessError('SESSION_INVALID');
    playerId = session.userId;
    userName = session.userName;
  } else if (!(await hasOpenSession(db, provider.id, playerId!, now))) {
    throw new SeamlessError('SESSION_INVALID');
  }
  return { playerId: playerId!, userName, balance: await cash(db, playerId!) };
}

/** Credit and rollback need only the provider's id: the round sweep (round-sweep.ts) calls them as the provider would. */
export type ProviderRef = Pick<Provider, 'id'>;

async function game(db: Db, provider: ProviderRef, code: string) {
  const g = await gameByCode(db, provider.id, code);
  if (!g) throw new SeamlessError('GAME_NOT_FOUND');
  return g;
}

export async function seamlessDebit(db: Db, provider: Provider, req: DebitRequest, now: Date): Promise<WalletAnswer> {
  const g = await game(db, provider, req.game);
  const description = { provider: provider.id, provider_name: provider.name, game: g.code, game_name: g.name, section: g.section, round: req.roundId };
  const lossLimited = await protectionGate(db, req.playerId, now);
  const row = await debitOnce(db, lossLimited ? req.playerId : null, now, DEBIT_SQL, [
    provider.id, req.txId, req.playerId, req.roundId, g.id, req.amount.toString(), tokenHash(req.token), JSON.stringify(description), now, debitHash(req),
  ]);
  return answer(req.playerId, row);
}

/** Player protection (issue 15 part 5): a time-out or self-exclusion refuses the debit; true when a loss limit is set. */
async function protectionGate(db: Db, playerId: string, now: Date): Promise<boolean> {
  try {
    return (await betGate(db, playerId, now)).lossLimited;
  } catch (error) {
    if (error instanceof ProtectionRefused) throw new SeamlessError('PLAYER_RESTRICTED');
    throw error;
  }
}

/** once(), and with a loss limit (`limitedPlayer`) in a transaction that checks the limit after the debit is written. */
async function debitOnce(db: Db, limitedPlayer: string | null, now: Date, sql: Sql, params: unknown[]): Promise<FnRow> {
  if (!limitedPlayer) return once(db, sql, params);
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.tx(async (q) => {
        const row = await once(q, sql, params);
        if (row.outcome === 'ok') await checkLossAfterBet(q, limitedPlayer, now);
        return row;
      });
    } catch (error) {
      if (error instanceof ProtectionRefused) throw new SeamlessError('LOSS_LIMIT');
      // A twin call's 23505 aborts the transaction (once() cannot ask again inside it): the whole step runs again.
      if (pgErrorCode(error) === '25P02' && attempt < 3) continue;
      throw error;
    }
  }
}

export async function seamlessCredit(db: Db, provider: ProviderRef, req: CreditRequest, now: Date): Promise<WalletAnswer> {
  await game(db, provider, req.game);
  const row = await once(db, CREDIT_SQL, [
    provider.id, req.txId, req.playerId, req.roundId, req.amount.toString(), now, creditHash(req),
  ]);
  const result = answer(req.playerId, row);
  // The round's bets row settled with this credit (told once: a replay answers 'replay'). Told after the credit
  // commits, so a crash between them loses the telling, never money: listeners derive state from the bets table.
  if (result.status === 'ok' && result.roundBetId) {
    const withLockedBonus = row.bonus_locked ? [req.playerId] : [];
    await emitAccountEvent(db, 'betsSettled', { product: 'casino', userIds: [req.playerId], betIds: [result.roundBetId], withLockedBonus, at: now });
  }
  return result;
}

export async function seamlessRollback(db: Db, provider: ProviderRef, req: RollbackRequest, now: Date): Promise<WalletAnswer> {
  await game(db, provider, req.game);
  const row = await once(db, ROLLBACK_SQL, [
    provider.id, req.txId, req.playerId, req.roundId, req.refTxId, now, rollbackHash(req),
  ]);
  return answer(req.playerId, row);
}
