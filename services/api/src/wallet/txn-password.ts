import { UpdateWithdrawPasswordDto, WALLET_MESSAGES as M, WithdrawPasswordResetBodyDto } from '@khel/shared/validation';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/errors';
import { parseBody } from '../http/validate';
import { consumeOtp, newOtpCode, OTP_SEND_THROTTLE, OTP_VERIFY_THROTTLE, recordOtp } from '../otp/otp';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { endPlayerSessions } from '../auth/sessions';
import type { ThrottleRule } from '../throttle/throttles';

export const TXN_PASSWORD_MESSAGES = {
  otpSent: 'OTP sent successfully',
  noMobile: 'No mobile number is registered on this account',
  reset: 'Withdraw password updated successfully',
  updated: 'Withdraw password updated successfully',
  wrongCurrent: 'Current withdraw password is incorrect',
  locked: 'Too many wrong withdrawal passwords. Try again in 15 minutes.',
} as const;

/**
 * Issue 11 point 8: at most 5 tries at the withdrawal password per player in 15 minutes (adding a payout account
 * and changing the password count alike), then locked with a clear message; a right password gives its own try
 * back, the wrong ones still count. 30 tries per client address across players in the window. Counted and checked
 * in one atomic step before the password is checked (src/throttle), so simultaneous guesses get exactly 5 checked.
 */
export const WITHDRAW_PASSWORD_MAX_TRIES = 5;
export const WITHDRAW_PASSWORD_WINDOW_SECONDS = 15 * 60;
export const WITHDRAW_PASSWORD_THROTTLE: ThrottleRule = {
  name: 'withdraw-password',
  limits: [
    { id: 'player', by: 'account', points: WITHDRAW_PASSWORD_MAX_TRIES, windowSeconds: WITHDRAW_PASSWORD_WINDOW_SECONDS, onSuccess: 'refund', message: TXN_PASSWORD_MESSAGES.locked },
    { id: 'address', by: 'address', points: 30, windowSeconds: WITHDRAW_PASSWORD_WINDOW_SECONDS, onSuccess: 'refund', message: TXN_PASSWORD_MESSAGES.locked },
  ],
};

const PURPOSE = 'withdraw_password';

async function userSecrets(app: FastifyInstance, userId: string) {
  const { rows } = await app.deps.db.query<{ mobile: string | null; withdraw_password_hash: string | null }>(
    'SELECT mobile, withdraw_password_hash FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]!;
}

export function maskPhone(mobile: string): string {
  return `${'*'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;
}

/** POST transaction-password/send-otp: a code to the player's own mobile (the caps of the OTP module apply). */
export async function sendWithdrawPasswordOtp(app: FastifyInstance, userId: string, ip: string) {
  const { deps } = app;
  const user = await userSecrets(app, userId);
  if (!user.mobile) throw badRequest(TXN_PASSWORD_MESSAGES.noMobile);
  const mobile = user.mobile;
  const gate = await deps.throttles.take(OTP_SEND_THROTTLE, { account: mobile, address: ip });
  if (!gate.ok) throw badRequest(gate.message);
  const code = newOtpCode();
  await recordOtp(deps.db, { mobile, purpose: PURPOSE, code, secret: deps.secrets.jwt, now: deps.now() });
  await deps.otpSender.send({ mobile, code, purpose: PURPOSE });
  return { phone: maskPhone(mobile) };
}

/** POST transaction-password/verify-otp: sets a new withdrawal password with an OTP. */
export async function resetWithdrawPassword(app: FastifyInstance, userId: string, body: unknown, ip: string, sessionId: string) {
  const { deps } = app;
  const dto = await parseBody(WithdrawPasswordResetBodyDto, body);
  const user = await userSecrets(app, userId);
  if (!user.mobile) throw badRequest(TXN_PASSWORD_MESSAGES.noMobile);
  const mobile = user.mobile;
  const otpTry = { account: mobile, address: ip };
  const gate = await deps.throttles.take(OTP_VERIFY_THROTTLE, otpTry);
  if (!gate.ok) throw badRequest(gate.message);
  const hash = await hashPassword(dto.password);
  const now = deps.now();
  const outcome = await deps.db.tx(async (q) => {
    const otp = await consumeOtp(q, { mobile, purpose: PURPOSE, code: dto.otp, secret: deps.secrets.jwt, now });
    if (otp.ok) {
      await q.query('UPDATE users SET withdraw_password_hash = $2 WHERE id = $1', [userId, hash]);
      await endPlayerSessions(q, userId, 'withdraw_password_change', now, sessionId);
    }
    return otp;
  });
  if (!outcome.ok) throw badRequest(outcome.message);
  await deps.throttles.succeeded(OTP_VERIFY_THROTTLE, otpTry);
}

/**
 * Checks a try at the withdrawal password under WITHDRAW_PASSWORD_THROTTLE. Only the withdrawal password's own
 * hash is ever compared: a player who has none is told to set one (by OTP), never checked against the login password.
 */
async function tryWithdrawPassword(app: FastifyInstance, userId: string, ip: string, password: string, wrongMessage: string): Promise<void> {
  const { throttles } = app.deps;
  const user = await userSecrets(app, userId);
  if (!user.withdraw_password_hash) throw badRequest(M.withdrawPasswordNotSet);
  const who = { account: userId, address: ip };
  const gate = await throttles.take(WITHDRAW_PASSWORD_THROTTLE, who);
  if (!gate.ok) throw badRequest(gate.message);
  if (!(await verifyPassword(user.withdraw_password_hash, password))) throw badRequest(wrongMessage);
  await throttles.succeeded(WITHDRAW_PASSWORD_THROTTLE, who);
}

/**
 * POST update-txn-password: changes the withdrawal password given the current one. A player who has none sets
 * one with an OTP (transaction-password/verify-otp); the login password is never taken in its place.
 */
export async function updateWithdrawPassword(app: FastifyInstance, userId: string, body: unknown, ip: string, sessionId: string) {
  const dto = await parseBody(UpdateWithdrawPasswordDto, body);
  if (!dto.current_password) throw badRequest(M.currentWithdrawPasswordRequired);
  await tryWithdrawPassword(app, userId, ip, String(dto.current_password), TXN_PASSWORD_MESSAGES.wrongCurrent);
  const hash = await hashPassword(dto.new_password);
  const now = app.deps.now();
  await app.deps.db.tx(async (q) => {
    await q.query('UPDATE users SET withdraw_password_hash = $2 WHERE id = $1', [userId, hash]);
    // A changed withdrawal password ends the player's other sessions (issue 27 M2).
    await endPlayerSessions(q, userId, 'withdraw_password_change', now, sessionId);
  });
}

/** create-client-account: the withdrawal password must be set and match (5 tries in 15 minutes). */
export async function checkWithdrawPassword(app: FastifyInstance, userId: string, password: string, ip: string): Promise<void> {
  await tryWithdrawPassword(app, userId, ip, password, M.withdrawPasswordWrong);
}
