import { UpdateWithdrawPasswordDto, WALLET_MESSAGES as M, WithdrawPasswordResetDto } from '@khel/shared/validation';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/errors';
import { parseBody } from '../http/validate';
import { consumeOtp, newOtpCode, recordOtp } from '../otp/otp';
import { hashPassword, verifyPassword } from '../services/user/passwords';

export const TXN_PASSWORD_MESSAGES = {
  otpSent: 'OTP sent successfully',
  noMobile: 'No mobile number is registered on this account',
  reset: 'Withdraw password updated successfully',
  updated: 'Withdraw password updated successfully',
  wrongCurrent: 'Current withdraw password is incorrect',
} as const;

const PURPOSE = 'withdraw_password';

async function userSecrets(app: FastifyInstance, userId: string) {
  const { rows } = await app.deps.db.query<{ mobile: string | null; password_hash: string; withdraw_password_hash: string | null }>(
    'SELECT mobile, password_hash, withdraw_password_hash FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]!;
}

export function maskPhone(mobile: string): string {
  return `${'*'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;
}

/** POST transaction-password/send-otp: a code to the player's own mobile (the caps of the OTP module apply). */
export async function sendWithdrawPasswordOtp(app: FastifyInstance, userId: string) {
  const { deps } = app;
  const user = await userSecrets(app, userId);
  if (!user.mobile) throw badRequest(TXN_PASSWORD_MESSAGES.noMobile);
  const mobile = user.mobile;
  const code = newOtpCode();
  const now = deps.now();
  const result = await deps.db.tx((q) => recordOtp(q, { mobile, purpose: PURPOSE, code, secret: deps.secrets.jwt, now }));
  if (!result.ok) throw badRequest(result.message);
  await deps.otpSender.send({ mobile, code, purpose: PURPOSE });
  return { phone: maskPhone(mobile) };
}

/** POST transaction-password/verify-otp: sets a new withdrawal password with an OTP. */
export async function resetWithdrawPassword(app: FastifyInstance, userId: string, body: unknown) {
  const { deps } = app;
  const dto = await parseBody(WithdrawPasswordResetDto, body);
  const user = await userSecrets(app, userId);
  if (!user.mobile) throw badRequest(TXN_PASSWORD_MESSAGES.noMobile);
  const hash = await hashPassword(dto.password);
  const now = deps.now();
  const outcome = await deps.db.tx(async (q) => {
    const otp = await consumeOtp(q, { mobile: user.mobile!, purpose: PURPOSE, code: dto.otp, secret: deps.secrets.jwt, now });
    if (otp.ok) await q.query('UPDATE users SET withdraw_password_hash = $2 WHERE id = $1', [userId, hash]);
    return otp;
  });
  if (!outcome.ok) throw badRequest(outcome.message);
}

/**
 * POST update-txn-password: changes the withdrawal password given the current one. A player who has none yet
 * proves themselves with their login password as current_password.
 */
export async function updateWithdrawPassword(app: FastifyInstance, userId: string, body: unknown) {
  const dto = await parseBody(UpdateWithdrawPasswordDto, body);
  if (!dto.current_password) throw badRequest(M.currentWithdrawPasswordRequired);
  const user = await userSecrets(app, userId);
  const against = user.withdraw_password_hash ?? user.password_hash;
  if (!(await verifyPassword(against, String(dto.current_password)))) throw badRequest(TXN_PASSWORD_MESSAGES.wrongCurrent);
  await app.deps.db.query('UPDATE users SET withdraw_password_hash = $2 WHERE id = $1', [userId, await hashPassword(dto.new_password)]);
}

/** create-client-account: the withdrawal password must be set and match. */
export async function checkWithdrawPassword(app: FastifyInstance, userId: string, password: string): Promise<void> {
  const user = await userSecrets(app, userId);
  if (!user.withdraw_password_hash) throw badRequest(M.withdrawPasswordNotSet);
  if (!(await verifyPassword(user.withdraw_password_hash, password))) throw badRequest(M.withdrawPasswordWrong);
}
