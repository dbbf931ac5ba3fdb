import type { Db } from '../src/db/db';
import { creditPlayer, ensurePlayerAccounts, getPlayerBalances } from '../src/ledger';
import { setPrices, upsertCompetition, upsertEvent, upsertMarket, upsertSport, type NewMarket } from '../src/sports/catalog';

/** Fixtures for the sports suites: players with cash, a market with prices. */

let seq = 0;
const tag = `${process.pid.toString(36)}${Date.now().toString(36)}`;

export async function makePlayer(db: Db, cashPaise: bigint): Promise<string> {
  const name = `sp${tag}${++seq}`;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (user_name, password_hash, refer_code) VALUES ($1, 'x', $1) RETURNING id::text`,
    [name],
  );
  const id = rows[0]!.id;
  await ensurePlayerAccounts(db, id);
  if (cashPaise > 0n) await creditPlayer(db, { userId: id, amountPaise: cashPaise, kind: 'opening', idempotencyKey: `open:${id}` });
  return id;
}

export async function balances(db: Db, userId: string) {
  const b = await getPlayerBalances(db, userId);
  const { rows } = await db.query<{ bets_count: number }>('SELECT bets_count FROM users WHERE id = $1', [userId]);
  return { cash: b.cash, exposure: b.exposure, betsCount: rows[0]!.bets_count };
}

export interface TestMarket {
  marketId: string;
  eventId: string;
  runnerIds: string[];
}

/** A market on a fresh event, every runner priced back `back`, lay `lay` (fancy: yes/no lines at rate 100). */
export async function makeMarket(
  db: Db,
  m: Partial<NewMarket> & { kind: NewMarket['kind']; inPlay?: boolean },
  prices: { back?: number; lay?: number; yesLine?: number; noLine?: number } = {},
): Promise<TestMarket> {
  const n = ++seq;
  const sportId = await upsertSport(db, { code: 'cricket', name: 'Cricket' });
  const compId = await upsertCompetition(db, { sportId, code: 'test-league', name: 'Test League' });
  const eventId = await upsertEvent(db, { competitionId: compId, code: `ev-${tag}-${n}`, name: `Event ${n}`, startTime: new Date(), inPlay: m.inPlay });
  const runners = m.runners ?? (m.kind === 'fancy' ? ['10 over runs'] : ['Home', 'Away', 'Draw']);
  const { marketId, runnerIds } = await upsertMarket(db, { ...m, eventId, code: `m${n}`, name: m.name ?? `Market ${n}`, runners });
  await setPrices(
    db,
    marketId,
    runnerIds.map((runnerId) =>
      m.kind === 'fancy'
        ? { runnerId, back: [{ odds: 200, line: prices.yesLine ?? 80 }], lay: [{ odds: 200, line: prices.noLine ?? 78 }] }
        : { runnerId, back: [{ odds: prices.back ?? 200, size: 100_000 }], lay: [{ odds: prices.lay ?? 202, size: 100_000 }] },
    ),
  );
  return { marketId, eventId, runnerIds };
}

export async function ledgerTransactions(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transactions');
  return rows[0]!.n;
}
