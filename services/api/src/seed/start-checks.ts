import type { Db } from '../db/db';
import { countActiveAdmins } from '../ops/operators';
import { verifyPassword } from '../auth/passwords';
import { DEMO_OPERATORS } from './demo-credentials';
import { CREATE_ADMIN_HINT } from './demo-policy';
import { baseSiteSettings } from './site-settings';

/**
 * What the server says about its operators when it starts (it never creates any): how to create the first admin
 * when there is no active one, and, in production, which operators still have a demo password (a database seeded
 * for a demo and then put in service).
 */
export async function operatorStartWarnings(db: Db, opts: { production: boolean }): Promise<string[]> {
  const warnings: string[] = [];
  if ((await countActiveAdmins(db)) === 0) warnings.push(CREATE_ADMIN_HINT);
  if (opts.production) {
    for (const demo of DEMO_OPERATORS) {
      const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM operators WHERE username = $1 AND disabled_at IS NULL', [demo.username]);
      if (rows[0] && (await verifyPassword(rows[0].password_hash, demo.password))) {
        warnings.push(`Operator ${demo.username} still has the published demo password: disable it or reset its password in the console now`);
      }
    }
  }
  return warnings;
}

/**
 * The default domain's site row with neutral settings when none exists (a new production database): the site
 * answers, and operators fill the settings in from the console. Creates no user, operator or payment method.
 */
export async function ensureSite(db: Db, domain: string): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO sites (domain, settings, casino_url, bonus_data) VALUES ($1, $2::jsonb, '', '[]'::jsonb) ON CONFLICT (domain) DO NOTHING RETURNING id`,
    [domain, JSON.stringify(baseSiteSettings(domain))],
  );
  return result.rowCount > 0;
}
