import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/db';
import type { ThrottleRule } from '../throttle/throttles';
import type { OtpPurpose } from './sender';

/** SPEC §9: 6 digits, valid 300 s. Issue 2: at most 5 wrong tries per code, 3 sends per mobile per 10 minutes. */
export const OTP_TTL_SECONDS = 300;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_MAX_SENDS = 3;
export const OTP_SEND_WINDOW_SECONDS = 600;
/** Issue 11: sends per number and per client address in an hour (each send is a paid SMS). */
export const OTP_MAX_SENDS_PER_HOUR = 10;
export const OTP_MAX_SENDS_PER_ADDRESS_PER_HOUR = 50;
/** Issue 11: tries at codes per number and per client address in an hour, whatever the code. */
export const OTP_MAX_TRIES_PER_HOUR = 15;
export const OTP_MAX_TRIES_PER_ADDRESS_PER_HOUR = 50;

export const OTP_MESSAGES = {
  tooManySends: 'Too many OTP requests. Please try again after 10 minutes.',
  tooManySendsHour: 'Too many OTP requests. Please try again after an hour.',
  tooManyTriesHour: 'Too many OTP attempts. Please try again after an hour.',
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
 * Sends to one number (the account) and from one client address, counted and checked in one atomic step by the
 * throttle (src/throttle) before the code is made: 3 per number in 10 minutes, 10 per number and 50 per address
 * in an hour. The caller takes it before recordOtp: `deps.throttles.take(OTP_SEND_THROTTLE, { account: mobile,
 * address: request.ip })`. A send is never given back: each one is an SMS.
 */
export const OTP_SEND_THROTTLE: ThrottleRule = {
  name: 'otp-send',
  limits: [
    { id: 'number-10min', by: 'account', points: OTP_MAX_SENDS, windowSeconds: OTP_SEND_WINDOW_SECONDS, onSuccess: 'keep', message: OTP_MESSAGES.tooManySends },
    { id: 'number-hour', by: 'account', points: OTP_MAX_SENDS_PER_HOUR, windowSeconds: 3600, onSuccess: 'keep', message: OTP_MESSAGES.tooManySendsHour },
    { id: 'address-hour', by: 'address', points: OTP_MAX_SENDS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600, onSuccess: 'keep', message: OTP_MESSAGES.tooManySendsHour },
  ],
};

/**
 * Tries at a code, per number and per client address in an hour, counted before the code is checked (one atomic
 * step); a right code gives its try back. This is beside each code's own 5 wrong tries (consumeOtp), which the
 * code's row counts under its row lock: it stops one address trying codes across many numbers, and one number
 * being tried code after code. Take it outside the transaction that consumes the code:
 * `deps.throttles.take(OTP_VERIFY_THROTTLE, { account: mobile, address: request.ip })`, then `succeeded` after.
 */
export const OTP_VERIFY_THROTTLE: ThrottleRule = {
  name: 'otp-verify',
  limits: [
    { id: 'number-hour', by: 'account', points: OTP_MAX_TRIES_PER_HOUR, windowSeconds: 3600, onSuccess: 'refund', message: OTP_MESSAGES.tooManyTriesHour },
    { id: 'address-hour', by: 'address', points: OTP_MAX_TRIES_PER_ADDRESS_PER_HOUR, windowSeconds: 3600, onSuccess: 'refund', message: OTP_MESSAGES.tooManyTriesHour },
  ],
};

/** Records a new code for a mobile (the newest one is the one that counts). Sends are capped by OTP_SEND_THROTTLE. */
export async function recordOtp(q: Queryable, args: { mobile: string; purpose: OtpPurpose; code: string; secret: string; now: Date }): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    'INSERT INTO otps (mobile, purpose, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5) RETURNING id::text AS id',
    [args.mobile, args.purpose, hashCode(args.secret, args.mobile, args.purpose, args.code), args.now, new Date(args.now.getTime() + OTP_TTL_SECONDS * 1000)],
  );
  return rows[0]!.id;
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
