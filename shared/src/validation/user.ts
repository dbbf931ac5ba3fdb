/**
 * SPEC §5 "Shared validators": the player forms (login, sign-up, forgot and change password, stakes) and the
 * user service validate with these same classes. Within one field the rules are checked top to bottom and the
 * first failure is the one reported, so "required" comes first.
 */
import { IsIn, IsOptional, Length, Matches, ValidateBy, ValidateIf, type ValidationArguments } from 'class-validator';
import { FlagField, ListField } from './shape';
import { SafeName } from './text';
import { DateOfBirth } from './protection';

export const USER_MESSAGES = {
  mobileRequired: 'Please Enter Mobile Number',
  mobileFormat: 'Mobile number must be 10 digits',
  passwordRequired: 'Please Enter Password',
  passwordLength: 'Password must be 8 to 20 characters',
  passwordStrength: 'Password must contain at least 1 uppercase letter, 1 lowercase letter and 1 digit',
  confirmRequired: 'Please Enter Confirm Password',
  passwordMismatch: 'Password Mismatched.',
  otpRequired: 'Please Enter OTP',
  otpFormat: 'Please Enter 6 Digit OTP',
  userIdRequired: 'Please Enter User ID',
  userIdLength: 'User ID must be 6 to 25 characters',
  loginType: 'Login type must be 1 (mobile) or 2 (user ID)',
  otpType: 'OTP type must be register or forgot',
  referCode: 'Refer code must contain only letters and digits',
  currentPasswordRequired: 'Please Enter Current Password',
  newPasswordRequired: 'Please Enter New Password',
  withdrawPasswordRequired: 'New WithDraw Password Required!',
  withdrawPasswordStrength: 'Withdraw password must be 8 to 20 characters with an uppercase letter, a lowercase letter, a digit and a special character',
  withdrawPasswordMismatch: 'Confirm WithDraw Password Does Not Match With New WithDraw Password.',
  stakesCount: 'Please enter 4 stake values',
  stakeRange: 'Stake value must be between 100 to 1Cr.',
  clickBetStake: 'One-click stake must be one of your one-click values',
} as const;

const M = USER_MESSAGES;
export const MOBILE_PATTERN = /^[0-9]{10}$/;
export const OTP_PATTERN = /^[0-9]{6}$/;
/** At least one uppercase, one lowercase and one digit (length is checked on its own). */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9]).*$/;
export const WITHDRAW_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).{8,20}$/;
export const STAKE_MIN = 100;
export const STAKE_MAX = 10_000_000;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** Present: not undefined, null or the empty string. */
function Required(message: string): PropertyDecorator {
  return ValidateBy({ name: 'required', validator: { validate: (value: unknown) => !isBlank(value) } }, { message });
}

/** Equal to another property of the same object (password confirmations). */
function SameAs(property: string, message: string): PropertyDecorator {
  return ValidateBy(
    {
      name: 'sameAs',
      constraints: [property],
      validator: { validate: (value: unknown, args?: ValidationArguments) => value === (args?.object as Record<string, unknown>)[property] },
    },
    { message },
  );
}

/** One stake value: a whole number of rupees from 100 to 1 crore. */
function StakeValue(): PropertyDecorator {
  return ValidateBy(
    { name: 'stakeValue', validator: { validate: (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= STAKE_MIN && v <= STAKE_MAX } },
    { message: M.stakeRange },
  );
}

/** Exactly 4 stake values, each a whole number of rupees from 100 to 1 crore (at most 8 characters). */
function StakeList(): PropertyDecorator {
  return ValidateBy(
    {
      name: 'stakeList',
      validator: {
        validate: (value: unknown) =>
          Array.isArray(value) &&
          value.every((v) => typeof v === 'number' && Number.isInteger(v) && v >= STAKE_MIN && v <= STAKE_MAX),
      },
    },
    { message: M.stakeRange },
  );
}

function FourItems(): PropertyDecorator {
  return ValidateBy({ name: 'fourItems', validator: { validate: (value: unknown) => Array.isArray(value) && value.length === 4 } }, { message: M.stakesCount });
}

/** Several rules on one field, reported in the order given (decorators stack bottom-up, so apply reversed). */
function Rules(...rules: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => {
    for (const rule of [...rules].reverse()) rule(target, key);
  };
}

const Mobile = () => Rules(Required(M.mobileRequired), Matches(MOBILE_PATTERN, { message: M.mobileFormat }));
const Otp = () => Rules(Required(M.otpRequired), Matches(OTP_PATTERN, { message: M.otpFormat }));
const NewPassword = (required: string) =>
  Rules(Required(required), Length(8, 20, { message: M.passwordLength }), Matches(PASSWORD_PATTERN, { message: M.passwordStrength }));
const Confirmation = (of: string) => Rules(Required(M.confirmRequired), SameAs(of, M.passwordMismatch));
const GivenPassword = (required: string) => Rules(Required(required), Length(1, 100, { message: M.passwordLength }));

// Fields are listed in form order: the first failing field's message is the one the client shows.

export class SendOtpDto {
  @Mobile() mobile!: string;
  @IsIn(['register', 'forgot'], { message: M.otpType }) type!: 'register' | 'forgot';
}

export class RegisterDto {
  @Mobile() mobile!: string;
  @Otp() otp!: string;
  @NewPassword(M.passwordRequired) password!: string;
  @Confirmation('password') confirm_password!: string;
  /** YYYY-MM-DD; under 18 is refused (the server checks again with its own clock). */
  @DateOfBirth() date_of_birth!: string;
  @IsOptional()
  @Matches(/^[A-Za-z0-9]{1,32}$/, { message: M.referCode })
  refer_code?: string;
}

export class ForgotPasswordDto {
  @Mobile() mobile!: string;
  @Otp() otp!: string;
  @NewPassword(M.passwordRequired) password!: string;
  @Confirmation('password') confirm_password!: string;
}

export class LoginDto {
  @IsIn([1, 2], { message: M.loginType })
  type!: 1 | 2;

  @ValidateIf((o: LoginDto) => o.type === 1)
  @Mobile()
  mobile?: string;

  @ValidateIf((o: LoginDto) => o.type === 2)
  @Rules(Required(M.userIdRequired), Length(6, 25, { message: M.userIdLength }), SafeName('User ID'))
  user_id?: string;

  @GivenPassword(M.passwordRequired) password!: string;
}

const withdrawPairGiven = (o: ChangePasswordDto) => !isBlank(o.withdraw_password) || !isBlank(o.confirm_withdraw_password);

export class ChangePasswordDto {
  @GivenPassword(M.currentPasswordRequired) current_password!: string;
  @NewPassword(M.newPasswordRequired) new_password!: string;
  @Confirmation('new_password') confirm_password!: string;

  /** Optional pair: checked only when either half is given. */
  @ValidateIf(withdrawPairGiven)
  @Rules(Required(M.withdrawPasswordRequired), Matches(WITHDRAW_PASSWORD_PATTERN, { message: M.withdrawPasswordStrength }))
  withdraw_password?: string;

  @ValidateIf(withdrawPairGiven)
  @SameAs('withdraw_password', M.withdrawPasswordMismatch)
  confirm_withdraw_password?: string;
}

export class StakesDto {
  @Rules(FourItems(), StakeList(), ListField('stakes'))
  stakes!: number[];
}

/**
 * PUT /user/api/click-bet (issue 30, the common state's "click-bet values and on flag"): one-click betting on or
 * off, its 4 stake buttons (the stake rules above) and the one selected. Each field optional: only what is sent
 * changes; the server checks the selected stake is one of the values after the change.
 */
export class ClickBetDto {
  @IsOptional() @FlagField('click_bet_on') click_bet_on?: boolean;
  @IsOptional() @Rules(FourItems(), StakeList(), ListField('click_bet_values')) click_bet_values?: number[];
  @IsOptional() @StakeValue() click_bet_stake?: number;
}
