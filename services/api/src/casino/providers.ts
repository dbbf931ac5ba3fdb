import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';
import type { SecretBox } from '../lib/secret-box';
import { getOrCreateSealedSecret, putSealedSecret } from '../lib/secrets';
import { forgetPageOrigins } from './page-origins';

/**
 * Casino providers: configuration rows (casino_providers) and an HMAC secret each, sealed in app_secrets under
 * `gateway_casino_<id>`. The `gateway_` prefix puts it with the other third-party credentials: sealed under
 * KHEL_SECRETS_KEY and checked at start-up (src/lib/secrets-startup.ts), so a wrong key is found before a round.
 * Adding a provider is a row, its secret and, when its API differs from ours, a small adapter on its side.
 */
export interface Provider {
  id: string;
  name: string;
  apiBase: string;
  launchUrl: string;
  enabled: boolean;
  secret: string;
}

export const providerSecretName = (id: string) => `gateway_casino_${id}`;

// Every seamless call needs the provider and its opened secret; kept a short while so a change applies quickly.
const CACHE_MS = 30_000;
// Per database (a test process opens several), then per provider id.
const caches = new WeakMap<Queryable, Map<string, { at: number; provider: Provider | null }>>();
function cacheOf(q: Queryable) {
  let cache = caches.get(q);
  if (!cache) caches.set(q, (cache = new Map()));
  return cache;
}

/** The provider with its secret (generated once if it has none), or null when there is no such provider. */
export async function loadProvider(q: Queryable, box: SecretBox, id: string, nowMs = Date.now()): Promise<Provider | null> {
  const cache = cacheOf(q);
  const hit = cache.get(id);
  if (hit && nowMs - hit.at < CACHE_MS) return hit.provider;
  const { rows } = await q.query<{ id: string; name: string; api_base: string; launch_url: string; enabled: boolean }>(
    'SELECT id, name, api_base, launch_url, enabled FROM casino_providers WHERE id = $1',
    [id],
  );
  const row = rows[0];
  const provider = row
    ? { id: row.id, name: row.name, apiBase: row.api_base, launchUrl: row.launch_url, enabled: row.enabled, secret: await getOrCreateSealedSecret(q, box, providerSecretName(row.id), newProviderSecret) }
    : null;
  cache.set(id, { at: nowMs, provider });
  return provider;
}

/** After an operator's change: the seamless wallet's providers and the pages' frame origins (the CSP) are read again. */
export function forgetProviders(q: Queryable): void {
  caches.delete(q);
  forgetPageOrigins(q);
}

export const newProviderSecret = () => randomBytes(32).toString('base64url');

export interface ProviderInput {
  id: string;
  name: string;
  apiBase: string;
  launchUrl: string;
  enabled: boolean;
  /** Replaces the secret when given. */
  secret?: string;
}

/** Creates or changes a provider (the console's form; audited by its caller). */
export async function saveProvider(q: Queryable, box: SecretBox, input: ProviderInput): Promise<void> {
  await q.query(
    `INSERT INTO casino_providers (id, name, api_base, launch_url, enabled) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (id) DO UPDATE SET name = $2, api_base = $3, launch_url = $4, enabled = $5, updated_at = now()`,
    [input.id, input.name, input.apiBase, input.launchUrl, input.enabled],
  );
  if (input.secret !== undefined) await putSealedSecret(q, box, providerSecretName(input.id), input.secret);
  cacheOf(q).delete(input.id);
  forgetPageOrigins(q);
}
