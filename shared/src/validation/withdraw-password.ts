/** SPEC §5 withdrawal password: the forgot-password form, the verify-otp call's body, and the change of a set one. */
import { IsOptional } from 'class-validator';
import { WITHDRAW_PASSWORD_PATTERN } from './user';
import { Pattern, Required, Rules, SameAs } from './rule-decorators';
import { WALLET_MESSAGES as M } from './wallet';

/** The wallet forms' OTP: 6 digits. */
const Otp = () => Rules(Required(M.otpRequired), Pattern(/^[0-9]{6}$/, M.otpFormat));

const StrongWithdrawPassword = (required: string) =>
  Rules(Required(required), Pattern(WITHDRAW_PASSWORD_PATTERN, M.withdrawPasswordStrength));

/** Forgot withdrawal password, the form: OTP and the new password twice. */
export class WithdrawPasswordResetDto {
  @Otp() otp!: string;
  @StrongWithdrawPassword(M.withdrawPasswordRequired) password!: string;
  @Rules(Required(M.confirmRequired), SameAs('password', M.passwordMismatch)) confirm_password!: string;
}

/**
 * The verify-otp call's body (SPEC §7: otp, password): the confirmation is the form's business, so the server takes
 * a body without it; one that is sent must still match.
 */
export class WithdrawPasswordResetBodyDto {
  @Otp() otp!: string;
  @StrongWithdrawPassword(M.withdrawPasswordRequired) password!: string;
  @IsOptional() @SameAs('password', M.passwordMismatch) confirm_password?: string;
}

/** Change of a set withdrawal password. current_password is checked by the service when one is set. */
export class UpdateWithdrawPasswordDto {
  @IsOptional() current_password?: string;
  @StrongWithdrawPassword(M.newWithdrawPasswordRequired) new_password!: string;
  @SameAs('new_password', M.newWithdrawPasswordMismatch) confirm_password!: string;
}

