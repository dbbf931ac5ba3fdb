import type { Queryable } from '../db/db';
import { conflict, notFound } from '../http/errors';
import type { Actor } from '../ops/actor';
import { writeAudit } from '../ops/audit';
import type { SecretBox } from '../lib/secret-box';
import { putSealedSecret } from '../lib/secrets';
import type { NewProvider, ProviderChanges } from './operator-input';
import { newProviderSecret, providerSecretName } from './providers';

/**
 * The console's side of casino providers: the list (whether a secret is set, never the secret), create, edit and
 * secret rotation, each audited in the same transaction with before and after. A secret appears only in the answer
 * of the call that made it; the audit records that it was rotated, not its value.
 */
export interface OpsProviderView {
  id: string;
  name: string;
  api_base: string;
  launch_url: string;
  enabled: boolean;
  sort_order: number;
  secret_set: boolean;
  games: number;
  enabled_games: number;
  updated_at: string;
}

type Row = Omit<OpsProviderView, 'updated_at'> & { updated_at: Date };

const SELECT = `SELECT p.id, p.name, p.api_base, p.launch_url, p.enabled, p.sort_order, p.updated_at,
    EXISTS (SELECT 1 FROM app_secrets s WHERE s.name = 'gateway_casino_' || p.id) AS secret_set,
    (SELECT count(*)::int FROM casino_games g WHERE g.provider_id = p.id) AS games,
    (SELECT count(*)::int FROM casino_games g WHERE g.provider_id = p.id AND g.enabled) AS enabled_games
  FROM casino_providers p`;

const view = (r: Row): OpsProviderView => ({ ...r, updated_at: new Date(r.updated_at).toISOString() });

export async function listProviders(q: Queryable): Promise<OpsProviderView[]> {
  const { rows } = await q.query<Row>(`${SELECT} ORDER BY p.sort_order, p.name`);
  return rows.map(view);
}

export async function providerView(q: Queryable, id: string): Promise<OpsProviderView> {
  const { rows } = await q.query<Row>(`${SELECT} WHERE p.id = $1`, [id]);
  if (!rows[0]) throw notFound('Provider not found');
  return view(rows[0]);
}

/** What the audit keeps of a provider: its settings and whether a secret is set. */
const audited = (v: OpsProviderView) => ({ name: v.name, api_base: v.api_base, launch_url: v.launch_url, enabled: v.enabled, sort_order: v.sort_order, secret_set: v.secret_set });

export async function createProvider(q: Queryable, box: SecretBox, input: NewProvider, actor: Actor, now: Date): Promise<{ provider: OpsProviderView; secret: string }> {
  const { rowCount } = await q.query(
    `INSERT INTO casino_providers (id, name, api_base, launch_url, enabled, sort_order) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
    [input.id, input.name, input.apiBase, input.launchUrl, input.enabled, input.sortOrder],
  );
  if (!rowCount) throw conflict(`A provider with the id ${input.id} already exists`);
  const secret = newProviderSecret();
  await putSealedSecret(q, box, providerSecretName(input.id), secret);
  const provider = await providerView(q, input.id);
  await writeAudit(q, { actor, action: 'casino.provider.create', target: `provider ${input.id}`, before: null, after: audited(provider), at: now });
  return { provider, secret };
}

export async function updateProvider(q: Queryable, id: string, changes: ProviderChanges, actor: Actor, now: Date): Promise<OpsProviderView> {
  const before = await providerView(q, id);
  await q.query('SELECT 1 FROM casino_providers WHERE id = $1 FOR UPDATE', [id]);
  await q.query(
    `UPDATE casino_providers SET name = COALESCE($2, name), api_base = COALESCE($3, api_base), launch_url = COALESCE($4, launch_url),
            enabled = COALESCE($5, enabled), sort_order = COALESCE($6, sort_order), updated_at = $7
      WHERE id = $1`,
    [id, changes.name ?? null, changes.apiBase ?? null, changes.launchUrl ?? null, changes.enabled ?? null, changes.sortOrder ?? null, now],
  );
  const after = await providerView(q, id);
  await writeAudit(q, { actor, action: 'casino.provider.update', target: `provider ${id}`, before: audited(before), after: audited(after), at: now });
  return after;
}

/** A new HMAC secret for the provider: the old one stops working at once (after the wallet's short cache). */
export async function rotateProviderSecret(q: Queryable, box: SecretBox, id: string, actor: Actor, now: Date): Promise<string> {
  const before = await providerView(q, id);
  const secret = newProviderSecret();
  await putSealedSecret(q, box, providerSecretName(id), secret);
  await q.query('UPDATE casino_providers SET updated_at = $2 WHERE id = $1', [id, now]);
  await writeAudit(q, {
    actor, action: 'casino.provider.secret', target: `provider ${id}`,
    before: { secret_set: before.secret_set }, after: { secret_set: true, rotated_at: now.toISOString() }, at: now,
  });
  return secret;
}
