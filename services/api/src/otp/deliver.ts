import type { Queryable } from '../db/db';
import { newOtpCode, recordOtp } from './otp';
import type { OtpPurpose, OtpSender } from './sender';

/**
 * Makes a code, records it, then hands it to the sender. When the sender fails (the SMS gateway down or refusing),
 * the code it never delivered is removed again, so the player's previous code, if any, still counts, and the
 * sender's clear refusal reaches the player unchanged.
 */
export async function deliverOtp(
  db: Queryable,
  sender: OtpSender,
  args: { mobile: string; purpose: OtpPurpose; secret: string; now: Date },
): Promise<void> {
  const code = newOtpCode();
  const id = await recordOtp(db, { ...args, code });
  try {
    await sender.send({ mobile: args.mobile, code, purpose: args.purpose });
  } catch (error) {
    await db.query('DELETE FROM otps WHERE id = $1', [id]);
    throw error;
  }
}
