import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/db';
import { startSports, type SportsRuntime } from '../src/sports/feed/runtime';
import type { MarketUpdate } from '../src/sports/feed/types';

/**
 * The sports runtime the /ops/sports routes reach as `app.sports`: the app's own when the sports service set one
 * up, otherwise one started here (no simulator) and put where the routes look for it. `updates` collects what the
 * price hub sent, as the live channel would hear it.
 */
export async function sportsRuntimeFor(app: FastifyInstance, db: Db): Promise<{ runtime: SportsRuntime; updates: MarketUpdate[]; stop(): Promise<void> }> {
  const holder = app as unknown as { sports?: SportsRuntime };
  const own = !holder.sports;
  const runtime = holder.sports ?? (await startSports(db, { sweepMs: 60_000 }));
  if (own) holder.sports = runtime;
  const updates: MarketUpdate[] = [];
  const unsubscribe = runtime.hub.subscribe((batch) => updates.push(...batch));
  return {
    runtime,
    updates,
    async stop() {
      unsubscribe();
      if (own) {
        holder.sports = undefined;
        await runtime.stop();
      }
    },
  };
}

export async function auditRows(db: Db, action: string, target: string) {
  const { rows } = await db.query<{ operator_name: string; before: unknown; after: Record<string, unknown> }>(
    'SELECT operator_name, before, after FROM audit_log WHERE action = $1 AND target = $2 ORDER BY id',
    [action, target],
  );
  return rows;
}

export async function cashOf(db: Db, userId: string): Promise<{ cash: number; exposure: number }> {
  const { rows } = await db.query<{ kind: string; balance: string }>(`SELECT kind, balance::text FROM ledger_accounts WHERE user_id = $1 AND kind IN ('cash', 'exposure')`, [userId]);
  const get = (k: string) => Number(rows.find((r) => r.kind === k)?.balance ?? 0) / 100;
  return { cash: get('cash'), exposure: get('exposure') };
}

export async function ledgerCount(db: Db): Promise<number> {
  return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transactions')).rows[0]!.n;
}
