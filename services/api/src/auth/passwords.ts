import argon2 from 'argon2';

// argon2id with OWASP's minimum (19 MiB, 2 passes): a login stays well under 100 ms on a small server.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** Spends the time of one verification when there is no user, so timing does not reveal which accounts exist. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummy ??= hashPassword('no-such-user-password');
  await verifyPassword(await dummy, password);
  return false;
}
