import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Issue 11 point 14: gateway and SMS secrets kept in the database are sealed with AES-256-GCM under a key from the
 * environment (KHEL_SECRETS_KEY), never stored beside them in production. A sealed value reads
 * `aes256gcm:v1:<iv>:<tag>:<ciphertext>` (base64url); the row's name is bound as associated data, so a sealed
 * value copied into another row does not open.
 */
const PREFIX = 'aes256gcm:v1:';

/** Names of app_secrets rows that hold third-party credentials and are therefore sealed. */
export function isSealedSecretName(name: string): boolean {
  return name.startsWith('gateway_') || name.startsWith('sms_');
}

export function isSealedValue(value: string): boolean {
  return value.startsWith(PREFIX);
}

export class SecretKeyError extends Error {}

/** KHEL_SECRETS_KEY: 32 bytes written as 64 hex digits or as base64 / base64url. */
export function parseSecretsKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed) ? Buffer.from(trimmed, 'base64') : undefined;
  if (!key || key.length !== 32) {
    throw new SecretKeyError('KHEL_SECRETS_KEY must be 32 random bytes written as 64 hex digits or as base64 (e.g. `openssl rand -base64 32`)');
  }
  return key;
}

export class SecretBox {
  /** source: 'env' for KHEL_SECRETS_KEY, 'dev' for the development key kept in the database (never in production), 'none' without a key. */
  constructor(
    private readonly key: Buffer | undefined,
    readonly source: 'env' | 'dev' | 'none',
  ) {
    if (key && key.length !== 32) throw new SecretKeyError('The secrets key must be 32 bytes');
  }

  /** The key, or a clear refusal when production runs without one (nothing sealed then exists to open). */
  private needKey(name: string): Buffer {
    if (!this.key) throw new SecretKeyError(`KHEL_SECRETS_KEY is not set: the secret "${name}" cannot be sealed or opened (NODE_ENV=production keeps no key in the database)`);
    return this.key;
  }

  seal(name: string, plaintext: string): string {
    const key = this.needKey(name);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(`app_secrets:${name}`));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `${PREFIX}${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${body.toString('base64url')}`;
  }

  /** The plaintext of a sealed value; a SecretKeyError naming the row when the key does not open it. */
  open(name: string, sealed: string): string {
    const parts = isSealedValue(sealed) ? sealed.slice(PREFIX.length).split(':') : [];
    if (parts.length !== 3) throw new SecretKeyError(`The stored secret "${name}" is not a sealed value`);
    const key = this.needKey(name);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(parts[0]!, 'base64url'));
      decipher.setAAD(Buffer.from(`app_secrets:${name}`));
      decipher.setAuthTag(Buffer.from(parts[1]!, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(parts[2]!, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      const which = this.source === 'env' ? 'KHEL_SECRETS_KEY' : 'the development secrets key (KHEL_SECRETS_KEY is not set)';
      throw new SecretKeyError(
        `${which} does not decrypt the stored secret "${name}": the database was sealed with another key. Start with the key it was sealed with, or delete the row and enter the secret again.`,
      );
    }
  }
}
