import type { OpsCasinoDemoPolicyName } from '@khel/shared/console-contracts';
import type { Queryable } from '../db/db';
import { notFound } from '../http/errors';
import type { Actor } from '../ops/actor';
import { writeAudit } from '../ops/audit';
import { casinoDemoPolicy } from './demo-policy';

/**
 * The operator's choice for demo players (the site setting `casino_demo` that src/casino/demo-policy.ts reads at
 * launch): barred or play money. Saved in the site's settings, so the sites trigger bumps its version and players'
 * pages re-read the settings; audited.
 */
export async function readDemoPolicy(q: Queryable, domain: string): Promise<{ domain: string; policy: OpsCasinoDemoPolicyName }> {
  const { rows } = await q.query('SELECT 1 FROM sites WHERE domain = $1', [domain]);
  if (!rows[0]) throw notFound(`No site is configured for the domain "${domain}"`);
  return { domain, policy: await casinoDemoPolicy(q, domain) };
}

export async function saveDemoPolicy(q: Queryable, domain: string, policy: OpsCasinoDemoPolicyName, actor: Actor, now: Date): Promise<{ domain: string; policy: OpsCasinoDemoPolicyName }> {
  const { rows } = await q.query('SELECT 1 FROM sites WHERE domain = $1 FOR UPDATE', [domain]);
  if (!rows[0]) throw notFound(`No site is configured for the domain "${domain}"`);
  const before = await casinoDemoPolicy(q, domain);
  if (before !== policy) {
    await q.query(`UPDATE sites SET settings = jsonb_set(settings, '{casino_demo}', to_jsonb($2::text)) WHERE domain = $1`, [domain, policy]);
  }
  await writeAudit(q, { actor, action: 'casino.demo-policy', target: `site ${domain}`, before: { policy: before }, after: { policy }, at: now });
  return { domain, policy };
}
