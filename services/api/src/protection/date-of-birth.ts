import { isAdultOn, PROTECTION_MESSAGES } from '@khel/shared/validation';
import type { Queryable } from '../db/db';
import { badRequest } from '../http/errors';

/**
 * Sign-up's 18+ rule on the server's clock (RegisterDto checked the shape and the browser's clock already): a
 * client that skips the form, or a device whose date is wrong, is still refused.
 */
export function checkSignUpAge(dateOfBirth: string, now: Date): void {
  if (!isAdultOn(dateOfBirth, now)) throw badRequest(PROTECTION_MESSAGES.underAge);
}

/** Kept on the player's row in the sign-up transaction. Players who signed up before it was asked keep NULL. */
export async function recordDateOfBirth(q: Queryable, userId: string, dateOfBirth: string): Promise<void> {
  await q.query('UPDATE users SET date_of_birth = $2::date WHERE id = $1', [userId, dateOfBirth]);
}
