import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listMigrations, migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { makeMarket, makePlayer } from './sports-fixtures';

/**
 * 060_sports_money on a database written before it: sports bets' raw client keys become `sports:bet:<key>` (a key
 * such as `casino:house:h1` then names no casino round), other products' keys stay, and a market without a price
 * age limit gets one.
 */
describe('060_sports_money', () => {
  it('namespaces the sports bets\' client keys and gives every market a price age limit', async () => {
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-mig-'));
    const db = await openPglite();
    try {
      for (const m of listMigrations().filter((x) => x.name < '060')) fs.writeFileSync(path.join(before, m.name), m.sql);
      await migrate(db, before);
      const p = await makePlayer(db, 0n);
      // the fixtures write a market as the code before 060 did not: give it the old shape by hand
      await db.exec(`ALTER TABLE sports_markets ADD COLUMN IF NOT EXISTS price_size_limit bigint`);
      const m = await makeMarket(db, { kind: 'match_odds' });
      await db.exec(`ALTER TABLE sports_markets DROP COLUMN price_size_limit`);
      await db.query('UPDATE sports_markets SET price_max_age_seconds = NULL WHERE id = $1', [m.marketId]);
      const insert = (product: string, key: string) =>
        db.query(
          `INSERT INTO bets (user_id, product, market_id, selection_id, side, stake, liability, status, client_key)
           VALUES ($1, $2, $3, $4, $5, 100, 100, 'refused', $6)`,
          [p, product, m.marketId, m.runnerIds[0], product === 'sports' ? 'back' : 'bet', key],
        );
      await insert('sports', 'casino:house:h1');
      await insert('sports', 'slip-1');
      await insert('casino', 'casino:house:h2');

      expect(await migrate(db)).toEqual(listMigrations().filter((x) => x.name >= '060').map((x) => x.name));
      const { rows } = await db.query<{ product: string; client_key: string }>('SELECT product, client_key FROM bets ORDER BY id');
      expect(rows).toEqual([
        { product: 'sports', client_key: 'sports:bet:casino:house:h1' },
        { product: 'sports', client_key: 'sports:bet:slip-1' },
        { product: 'casino', client_key: 'casino:house:h2' },
      ]);
      const age = await db.query<{ price_max_age_seconds: number }>('SELECT price_max_age_seconds FROM sports_markets WHERE id = $1', [m.marketId]);
      expect(age.rows[0]!.price_max_age_seconds).toBe(60);
    } finally {
      await db.close();
      fs.rmSync(before, { recursive: true, force: true });
    }
  });
});
