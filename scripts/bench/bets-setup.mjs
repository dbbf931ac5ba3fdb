// The bets benchmark's database: migrated by the API's own code, 1,000 funded players, 1,000 open match-odds
// markets (3 runners, back 2.00 / lay 2.02, prices never stale), and the checks made after the run.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const API_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../services/api/dist');
// Loaded on first use, not at import: bets.mjs builds services/api/dist after importing this module.
const api = (file) => require(path.join(API_DIST, file));

export const BACK = 200;
export const LAY = 202;

/** Players and markets; returns their ids. */
export async function prepareBets(db, { players, markets }) {
  const { migrate } = api('db/migrate.js');
  const { upsertCompetition, upsertEvent, upsertMarket, upsertSport, setPrices } = api('sports/catalog.js');
  await migrate(db);
  await db.query(`INSERT INTO users (user_name, password_hash, refer_code)
                  SELECT 'bet' || g, 'x', 'bet' || g FROM generate_series(1, $1) g`, [players]);
  await db.query(`INSERT INTO ledger_accounts (user_id, kind) SELECT id, k FROM users,
                  unnest(ARRAY['cash','bonus','exposure','withdrawal_hold']) k`);
  // 10 crore rupees each from the opening house account: no bet is refused for balance.
  await db.query(`SELECT ledger_post('opening', 'open:' || u.id, ARRAY[o.id, c.id], ARRAY[-10000000000, 10000000000])
                    FROM users u JOIN ledger_accounts c ON c.user_id = u.id AND c.kind = 'cash'
                    JOIN ledger_accounts o ON o.code = 'house:opening:' || (u.id % 64)`);
  const { rows } = await db.query('SELECT id::text AS id FROM users ORDER BY id');
  const sportId = await upsertSport(db, { code: 'cricket', name: 'Cricket' });
  const competitionId = await upsertCompetition(db, { sportId, code: 'bench', name: 'Bench League' });
  const list = [];
  for (let i = 0; i < markets; i++) {
    const eventId = await upsertEvent(db, { competitionId, code: `bench-${i}`, name: `Bench ${i}`, startTime: new Date() });
    const m = await upsertMarket(db, { eventId, code: 'mo', name: 'Match Odds', kind: 'match_odds', runners: ['Home', 'Away', 'Draw'], minStake: 100n, priceMaxAgeSeconds: 3600 });
    await setPrices(db, m.marketId, m.runnerIds.map((runnerId) => ({ runnerId, back: [{ odds: BACK, size: 100000 }], lay: [{ odds: LAY, size: 100000 }] })));
    list.push(m);
  }
  await db.query('VACUUM ANALYZE');
  return { players: rows.map((r) => r.id), markets: list };
}

/**
 * After the run: the ledger's invariants, one posting per bet that moved exposure, each player's exposure rows
 * equal to the sum of their bets' deltas, and their exposure account equal to the sum of those rows.
 */
export async function checkBets(db) {
  const v = await api('ledger/index.js').findLedgerViolations(db);
  const { rows } = await db.query(`SELECT
      (SELECT count(*)::int FROM bets WHERE status = 'matched') AS bets,
      (SELECT count(*)::int FROM bets WHERE exposure_delta <> 0 AND posting_id IS NULL) AS unposted,
      (SELECT count(*)::int FROM ledger_transactions WHERE kind = 'sports_bet') AS postings,
      (SELECT count(*)::int FROM bets WHERE posting_id IS NOT NULL) AS posted,
      (SELECT count(*)::int FROM (SELECT posting_id FROM bets WHERE posting_id IS NOT NULL GROUP BY 1 HAVING count(*) > 1) d) AS shared,
      (SELECT count(*)::int FROM bet_market_exposures x
         LEFT JOIN (SELECT user_id, market_id, sum(exposure_delta) s FROM bets WHERE status = 'matched' GROUP BY 1, 2) b
           ON b.user_id = x.user_id AND b.market_id = x.market_id
        WHERE x.exposure <> coalesce(b.s, 0)) AS rows_off,
      (SELECT count(*)::int FROM ledger_accounts a
         LEFT JOIN (SELECT user_id, sum(exposure) s FROM bet_market_exposures GROUP BY 1) x ON x.user_id = a.user_id
        WHERE a.kind = 'exposure' AND a.balance <> coalesce(x.s, 0)) AS accounts_off`);
  const r = rows[0];
  const problems = [];
  for (const [name, list] of Object.entries(v)) if (list.length) problems.push(`${list.length} ${name}`);
  if (r.unposted) problems.push(`${r.unposted} bets moved exposure without a posting`);
  if (r.postings !== r.posted) problems.push(`${r.postings} sports_bet postings for ${r.posted} posted bets`);
  if (r.shared) problems.push(`${r.shared} postings shared by several bets`);
  if (r.rows_off) problems.push(`${r.rows_off} exposure rows differ from their bets' deltas`);
  if (r.accounts_off) problems.push(`${r.accounts_off} exposure accounts differ from their exposure rows`);
  return { bets: r.bets, postings: r.postings, problems };
}
