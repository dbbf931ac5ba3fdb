import type { Db, Queryable } from '../db/db';
import { creditPlayer } from '../ledger';
import { hashPassword } from '../auth/passwords';
import { createUser, findUserBy } from '../user/users-repo';
import { DEMO_CREDENTIALS, DEMO_OPERATORS, DEMO_PLAYER_START_RUPEES } from './demo-credentials';
import { demoSiteSettings } from './site-settings';
import { seedWallet } from '../wallet/seed-wallet';

export interface SeedResult {
  domain: string;
  credentials: typeof DEMO_CREDENTIALS;
  /** What this run created (empty on a second run). */
  created: string[];
}

/**
 * Creates the demo data: the default domain's site, a player with a starting balance, a demo user and two
 * operators. Idempotent: what exists is left as it is, so a second run changes nothing.
 */
export async function seed(db: Db, options: { log?: (line: string) => void; domain?: string } = {}): Promise<SeedResult> {
  const log = options.log ?? (() => undefined);
  const domain = options.domain ?? 'localhost';
  const C = DEMO_CREDENTIALS;
  // Hash outside the transaction: argon2 is slow on purpose.
  const [playerHash, demoHash, ...operatorHashes] = await Promise.all(
    [C.player.password, C.demoUser.password, ...DEMO_OPERATORS.map((o) => o.password)].map((p) => hashPassword(p)),
  );
  const created = await db.tx(async (q) => {
    const made: string[] = [];
    const site = await q.query(
      `INSERT INTO sites (domain, settings, casino_url, bonus_data) VALUES ($1, $2::jsonb, $3, $4::jsonb)
       ON CONFLICT (domain) DO NOTHING RETURNING id`,
      // casino_url '': the settings answer names our own lobby (/sports/casino/lobby); an operator may set another.
      [domain, JSON.stringify(demoSiteSettings(domain)), '', '[]'],
    );
    if (site.rowCount) made.push(`site ${domain}`);
    // Earlier seeds named a games file that never existed; such a site goes back to our own lobby.
    await q.query(`UPDATE sites SET casino_url = '' WHERE domain = $1 AND casino_url = '/assets/casino/games.json'`, [domain]);
    // The demo wallet (payment methods of every type, master accounts, payout methods); idempotent, not listed in made.
    await seedWallet(q, (await q.query<{ id: string }>('SELECT id::text FROM sites WHERE domain = $1', [domain])).rows[0]!.id);
    await (await import('../sports/seed')).seedSports(q); // the demo sports (idempotent, not listed in made)
    await (await import('../matka/seed')).seedMatka(q); // the demo matka markets and past results (idempotent, not listed in made)
    await (await import('../fantasy/demo')).seedFantasy(q); // the demo fantasy match and its squads (idempotent, not listed in made)

    if (!(await findUserBy(q, 'user_name', C.player.user_name))) {
      const player = await createUser(q, { userName: C.player.user_name, mobile: C.player.mobile, passwordHash: playerHash!, lastLoginAt: new Date() });
      await creditPlayer(q, {
        userId: player.id,
        amountPaise: BigInt(DEMO_PLAYER_START_RUPEES) * 100n,
        kind: 'opening_balance',
        idempotencyKey: `seed:start:${C.player.user_name}`,
        memo: { seed: true },
        from: 'opening',
      });
      made.push(`player ${C.player.user_name}`);
    }
    if (!(await findUserBy(q, 'user_name', C.demoUser.user_name))) {
      await createUser(q, { userName: C.demoUser.user_name, mobile: null, passwordHash: demoHash!, isDemo: true, lastLoginAt: new Date() });
      made.push(`demo user ${C.demoUser.user_name}`);
    }
    for (const [i, op] of DEMO_OPERATORS.entries()) {
      if (await insertOperator(q, op.username, operatorHashes[i]!, op.role)) made.push(`operator ${op.username}`);
    }
    return made;
  });
  for (const line of created) log(`seeded ${line}`);
  if (!created.length) log('seed: everything already present');
  return { domain, credentials: C, created };
}

async function insertOperator(q: Queryable, username: string, passwordHash: string, role: string): Promise<boolean> {
  const result = await q.query(
    'INSERT INTO operators (username, password_hash, role) VALUES ($1, $2, $3) ON CONFLICT (username) DO NOTHING RETURNING id',
    [username, passwordHash, role],
  );
  return result.rowCount > 0;
}
