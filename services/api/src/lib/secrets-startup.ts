import type { Config } from '../config';
import type { Queryable } from '../db/db';
import { isSealedSecretName, isSealedValue, parseSecretsKey, SecretBox, SecretKeyError } from './secret-box';
import { getOrCreateSecret } from './secrets';

/** The development key's row: outside production only, so `npm start` needs no setup. Never read in production. */
export const DEV_SECRETS_KEY_ROW = 'secrets_key_dev';

/**
 * Opens the box that seals gateway and SMS credentials (issue 11 point 14), at start-up, before any route:
 * - KHEL_SECRETS_KEY set: it is the key. Every stored credential must open under it, or the server refuses to start
 *   with a message naming the variable and the row (a wrong key is found now, not at a player's first payment).
 * - production without it: refused when a credential is stored or the configuration will store one (a payment
 *   gateway); otherwise the box refuses to seal anything.
 * - development and tests without it: a random key kept in app_secrets (DEV_SECRETS_KEY_ROW).
 * A credential stored in plain text by an older version is sealed in place.
 */
export async function openSecretBox(config: Config, db: Queryable): Promise<SecretBox> {
  const { rows } = await db.query<{ name: string; value: string }>('SELECT name, value FROM app_secrets ORDER BY name');
  const credentials = rows.filter((r) => isSealedSecretName(r.name));
  let box: SecretBox;
  if (config.secretsKey) {
    box = new SecretBox(parseSecretsKey(config.secretsKey), 'env');
  } else if (config.production) {
    const why = credentials.length > 0 ? `the database holds ${credentials.map((r) => `"${r.name}"`).join(', ')}` : config.paymentGateway !== 'none' ? `KHEL_PAYMENT_GATEWAY=${config.paymentGateway} stores its signing secret` : undefined;
    if (why) {
      throw new SecretKeyError(
        `NODE_ENV=production refuses to start without KHEL_SECRETS_KEY: ${why}, and gateway and SMS secrets are stored encrypted under that key. Set KHEL_SECRETS_KEY to 32 random bytes (e.g. \`openssl rand -base64 32\`).`,
      );
    }
    box = new SecretBox(undefined, 'none');
  } else {
    box = new SecretBox(Buffer.from(await getOrCreateSecret(db, DEV_SECRETS_KEY_ROW), 'base64url'), 'dev');
  }
  for (const row of credentials) {
    if (isSealedValue(row.value)) box.open(row.name, row.value);
    else await db.query('UPDATE app_secrets SET value = $3 WHERE name = $1 AND value = $2', [row.name, row.value, box.seal(row.name, row.value)]);
  }
  return box;
}
