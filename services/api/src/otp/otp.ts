import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/db';
import type { OtpPurpose } from './sender';

/** SPEC §9: 6 digits, valid 300 s. Issue 2: at most 5 wrong tries per code, 3 sends per mobile per 10 minutes. */
export const OTP_TTL_SECONDS = 300;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_MAX_SENDS = 3;
export const OTP_SEND_WINDOW_SECONDS = 600;

export const OTP_MESSAGES = {
  tooManySends: 'Too many OTP requests. Please try again after 10 minutes.',
  notRequested: 'Please request an OTP first',
  used: 'This OTP has already been used. Please request a new OTP.',
  expired: 'OTP Expired. Please request a new OTP.',
  invalid: 'Invalid OTP',
  tooManyTries: 'Too many wrong attempts. Please request a new OTP.',
} as const;

/** Codes are stored as an HMAC under the server secret: a database dump alone does not reveal them. */
function hashCode(secret: string, mobile: string, purpose: OtpPurpose, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${mobile}:${code}`).digest('hex');
}

export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export type OtpRefusal = { ok: false; message: string };

/**
 * Records a new code for a mobile, or refuses when the mobile had 3 sends in the last 10 minutes.
 * Run in a transaction: the advisory lock keeps concurrent sends to one mobile from slipping past the cap.
 */
export async function recordOtp(
  q: Queryable,
  args: { mobile: string; purpose: OtpPurpose; code: string; secret: string; now: Date },
): Promise<{ ok: true } | OtpRefusal> {
  await q.query(`SELECT pg_advisory_xact_lock(hashtext('otp:' || $1))`, [args.mobile]);
  const since = new Date(args.now.getTime() - OTP_SEND_WINDOW_SECONDS * 1000);
  const recent = await q.query<{ n: string }>('SELECT count(*) AS n FROM otps WHERE mobile = $1 AND created_at > $2', [args.mobile, since]);
  if (Number(recent.rows[0]!.n) >= OTP_MAX_SENDS) return { ok: false, message: OTP_MESSAGES.tooManySends };
  await q.query(
    'INSERT INTO otps (mobile, purpose, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [args.mobile, args.purpose, hashCode(args.secret, args.mobile, args.purpose, args.code), args.now, new Date(args.now.getTime() + OTP_TTL_SECONDS * 1000)],
  );
  return { ok: true };
}

/**
 * Checks a code against the newest one sent to the mobile for this purpose and uses it up on success.
 * A wrong code counts a try; the 5th wrong try kills the code. Returns a refusal instead of throwing so the
 * caller's transaction commits the counted try.
 */
export async function consumeOtp(
  q: Queryable,
  args: { mobile: string; purpose: OtpPurpose; code: string; secret: string; now: Date },
): Promise<{ ok: true } | OtpRefusal> {
  const found = await q.query<{ id: string; code_hash: string; attempts: number; expires_at: Date; used_at: Date | null }>(
    `SELECT id, code_hash, attempts, expires_at, used_at FROM otps
      WHERE mobile = $1 AND purpose = $2 ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
    [args.mobile, args.purpose],
  );
  const otp = found.rows[0];
  if (!otp) return { ok: false, message: OTP_MESSAGES.notRequested };
  if (otp.used_at) return { ok: false, message: OTP_MESSAGES.used };
  if (otp.attempts >= OTP_MAX_WRONG_TRIES) return { ok: false, message: OTP_MESSAGES.tooManyTries };
  if (new Date(otp.expires_at).getTime() <= args.now.getTime()) return { ok: false, message: OTP_MESSAGES.expired };
  const expected = Buffer.from(otp.code_hash, 'hex');
  const given = Buffer.from(hashCode(args.secret, args.mobile, args.purpose, args.code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const attempts = otp.attempts + 1;
    await q.query('UPDATE otps SET attempts = $2 WHERE id = $1', [otp.id, attempts]);
    return { ok: false, message: attempts >= OTP_MAX_WRONG_TRIES ? OTP_MESSAGES.tooManyTries : OTP_MESSAGES.invalid };
  }
  await q.query('UPDATE otps SET used_at = $2 WHERE id = $1', [otp.id, args.now]);
  return { ok: true };
}
