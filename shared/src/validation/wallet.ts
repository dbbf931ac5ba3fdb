/**
 * SPEC §5 wallet rules: deposit request, new payout account (bank, UPI, wallet), withdraw amount, stake edit (the
 * withdrawal password's forms are in withdraw-password.ts). The wallet screens and the wallet service validate
 * with these classes.
 * Within one field the rules are checked top to bottom and the first failure is the one reported.
 */
import { IsIn, IsOptional, ValidateIf } from 'class-validator';
import { isBlank, Required, Rule, Rules } from './rule-decorators';
import { FlagField, ListField } from './shape';
import { SafeName } from './text';
import { isAmount, RUPEES_2DP, WHOLE_RUPEES } from '../money/parse';

export const WALLET_MESSAGES = {
  demoRefused: 'Wallet access is restricted for demo users',
  depositAmountRequired: 'Please Enter Deposit Amount',
  amountFormat: 'Amount must be a number with at most 2 decimals',
  depositRange: 'Deposit amount must be between {min} and {max}',
  utrRequired: 'UTR Number is Required',
  utrFormat: 'UTR number must be 10 to 15 digit',
  walletUtrFormat: 'UTR number must be at most 128 characters',
  utrUsed: 'This UTR number has already been used',
  slipRequired: 'Please Upload Payment Proof',
  slipNotOurs: 'Please upload the payment proof through this site',
  masterAccountRequired: 'Please select a payment account',
  depositType: 'Type must be client_deposit',
  withdrawType: 'Type must be client_withdrawal',
  withdrawAmountRequired: 'Please Enter Amount',
  withdrawAmountFormat: 'Amount must be digits only, at most 10',
  withdrawMin: 'Please enter amount greater than equal to {min}',
  withdrawMax: 'Please enter amount less than equal to {max}',
  insufficientBalance: 'Insufficient Balance',
  accountRequired: 'Please select a withdrawal account',
  linkedAccount: 'This withdrawal account is linked to another user. Withdrawals are blocked; please contact support.',
  paymentMethod: 'Payment method must be bank, upi or wallet',
  methodRequired: 'Please select a payment method',
  bankRequired: 'Please Select Bank Name',
  ifscRequired: 'IFSC code is required.',
  ifscFormat: 'IFSC code should be 11 Alphanumeric Characters',
  accountNumberRequired: 'Account Number is required.',
  accountNumberFormat: 'Account number must be valid numeric value between 9 to 18 digits.',
  holderRequired: 'Account holder name is required',
  holderLength: 'Account holder name must be 3-100 characters.',
  holderFormat: 'Must contain only alphabets, spaces, dots, or hyphens.',
  upiOrQr: 'At least one field is required UPI ID or QR code.',
  upiLength: 'UPI ID must be 5 to 50 characters.',
  upiFormat: 'Must be in the format of name@bank.',
  walletIdRequired: 'Wallet ID is required',
  walletIdFormat: 'Wallet ID must be 8 to 20 characters: letters, digits, @, hyphen or underscore.',
  cryptoType: 'Crypto type must be USDT',
  withdrawPasswordRequired: 'Please Enter Withdraw Password',
  withdrawPasswordMax: 'Withdraw password must be at most 20 characters',
  withdrawPasswordWrong: 'Incorrect Withdraw Password',
  withdrawPasswordNotSet: 'Please set your withdraw password first (Forgot Withdraw Password?)',
  otpRequired: 'Please Enter OTP',
  otpFormat: 'Please Enter 6 Digit OTP',
  withdrawPasswordStrength: 'Password must be 8 to 20 characters with at least 1 lowercase, 1 uppercase, 1 digit and 1 special character',
  confirmRequired: 'Please Enter Confirm Withdraw Password',
  passwordMismatch: 'Password Mismatched.',
  currentWithdrawPasswordRequired: 'Please Enter Current Withdraw Password',
  newWithdrawPasswordRequired: 'New WithDraw Password Required!',
  newWithdrawPasswordMismatch: 'Confirm WithDraw Password Does Not Match With New WithDraw Password.',
  stakeRange: 'Stake value must be between 100 to 1Cr.',
  stakesSaved: 'Saved Successfully',
  invalidFileType: 'Invalid file type. Only JPG, JPEG, PNG, and WEBP image formats are allowed, and file size must be under 5 MB',
  uploadType: 'Upload type must be payment-slip or qr-code',
} as const;

const M = WALLET_MESSAGES;

export const UTR_PATTERN = /^[0-9]{10,15}$/;
export const WALLET_UTR_MAX = 128;
export const IFSC_PATTERN = /^[A-Za-z0-9]{11}$/;
export const ACCOUNT_NUMBER_PATTERN = /^[0-9]{9,18}$/;
export const HOLDER_NAME_PATTERN = /^[A-Za-z .-]+$/;
/** SPEC §5: letters or digits, @, letters or digits ('Must be in the format of name@bank.'); player and operator alike. */
export const UPI_PATTERN = /^[A-Za-z0-9]+@[A-Za-z0-9]+$/;
export const WALLET_ID_PATTERN = /^[A-Za-z0-9@_-]{8,20}$/;
/** The withdrawal amount's text (whole rupees, at most 10 digits, no leading zeros); isWholeRupees is the rule. */
export const WITHDRAW_AMOUNT_PATTERN = /^(0|[1-9][0-9]{0,9})$/;
export const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 5_242_880;

/** A positive amount in rupees with at most 2 decimals (a number or a numeric string): the shared money parser. */
export function isRupees(value: unknown): boolean {
  return isAmount(value, RUPEES_2DP);
}

/**
 * A withdrawal amount: whole rupees, at most 10 digits (SPEC 'Amount must be digits only, at most 10'); 12.5, [100]
 * or ' 100 ' is refused, never read as 125 or 100. Zero passes here so the minimum's message reports it.
 */
export function isWholeRupees(value: unknown): boolean {
  return isAmount(value, { ...WHOLE_RUPEES, allowZero: true });
}

/**
 * A field's rule as data: [test, message] pairs in the order they are reported. One definition serves the
 * player's DTOs and the operator's inputs (services/api/src/ops), so a field follows the same rule everywhere.
 */
export type FieldRule = readonly (readonly [test: (value: unknown) => boolean, message: string])[];

export const HOLDER_NAME_RULE: FieldRule = [
  [(v) => !isBlank(v), M.holderRequired],
  [(v) => typeof v === 'string' && v.length >= 3 && v.length <= 100, M.holderLength],
  [(v) => typeof v === 'string' && HOLDER_NAME_PATTERN.test(v), M.holderFormat],
];

/** A UPI id once given (whether one is required depends on the form: a QR code can stand in for it). */
export const UPI_ID_RULE: FieldRule = [
  [(v) => typeof v === 'string' && v.length >= 5 && v.length <= 50, M.upiLength],
  [(v) => typeof v === 'string' && UPI_PATTERN.test(v), M.upiFormat],
];

/** A bank account's number and IFSC, and an e-wallet id: the player's payout accounts and the operator's master accounts. */
export const ACCOUNT_NUMBER_RULE: FieldRule = [
  [(v) => !isBlank(v), M.accountNumberRequired],
  [(v) => typeof v === 'string' && ACCOUNT_NUMBER_PATTERN.test(v), M.accountNumberFormat],
];
export const IFSC_RULE: FieldRule = [
  [(v) => !isBlank(v), M.ifscRequired],
  [(v) => typeof v === 'string' && IFSC_PATTERN.test(v), M.ifscFormat],
];
export const WALLET_ID_RULE: FieldRule = [
  [(v) => !isBlank(v), M.walletIdRequired],
  [(v) => typeof v === 'string' && WALLET_ID_PATTERN.test(v), M.walletIdFormat],
];

/** The first message of a rule the value fails, or undefined. */
export function ruleProblem(rule: FieldRule, value: unknown): string | undefined {
  return rule.find(([test]) => !test(value))?.[1];
}

const FollowRule = (name: string, rule: FieldRule) => Rules(...rule.map(([test, message], i) => Rule(`${name}${i}`, message, test)));

const HolderName = () => FollowRule('holder', HOLDER_NAME_RULE);

export class DepositRequestDto {
  @Rules(Required(M.depositAmountRequired), Rule('rupees', M.amountFormat, isRupees))
  amount!: number;

  /** Wallet-type methods (wallet, crypto): optional, up to 128 characters. Others: 10 to 15 digits. */
  @Rules(
    Rule('utrRequired', M.utrRequired, (v, o) => !!o.wallet_type || !isBlank(v)),
    Rule('utrFormat', M.utrFormat, (v, o) => !!o.wallet_type || (typeof v === 'string' && UTR_PATTERN.test(v))),
    Rule('walletUtr', M.walletUtrFormat, (v, o) => !o.wallet_type || isBlank(v) || (typeof v === 'string' && v.length <= WALLET_UTR_MAX)),
    SafeName('UTR number'),
  )
  transaction_id?: string;

  @Required(M.slipRequired)
  transaction_image_url!: string;

  @Required(M.masterAccountRequired)
  account_index!: number;

  @IsIn(['client_deposit'], { message: M.depositType })
  type!: 'client_deposit';

  @IsOptional() client_created_date?: string;
  @IsOptional() @FlagField('has_edited_utr') has_edited_utr?: boolean;
  @IsOptional() multiplier_value?: number | null;

  /** Set by the service from the chosen method (wallet-type UTR rules), whatever the client sends. */
  @IsOptional() @FlagField('wallet_type') wallet_type?: boolean;
}

export class WithdrawDto {
  @Rules(
    Required(M.withdrawAmountRequired),
    Rule('digits', M.withdrawAmountFormat, isWholeRupees),
  )
  amount!: number | string;

  @Required(M.accountRequired)
  client_account_index!: number;

  @IsIn(['client_withdrawal'], { message: M.withdrawType })
  type!: 'client_withdrawal';
}

/** New payout account; fields in form order, checks by payment_method. */
export class NewPayoutAccountDto {
  @IsIn(['bank', 'upi', 'wallet'], { message: M.paymentMethod })
  payment_method!: 'bank' | 'upi' | 'wallet';

  @Required(M.methodRequired)
  method_id!: number;

  @ValidateIf((o: NewPayoutAccountDto) => o.payment_method === 'bank')
  @Required(M.bankRequired)
  bank_id?: number;

  @ValidateIf((o: NewPayoutAccountDto) => o.payment_method === 'bank')
  @FollowRule('ifsc', IFSC_RULE)
  ifsc_code?: string;

  @ValidateIf((o: NewPayoutAccountDto) => o.payment_method === 'bank')
  @FollowRule('accountNumber', ACCOUNT_NUMBER_RULE)
  account_number?: string;

  @HolderName()
  account_holder_name!: string;

  @ValidateIf((o: NewPayoutAccountDto) => o.payment_method === 'upi' && (!isBlank(o.upi_id) || isBlank(o.qr_code)))
  @Rules(Required(M.upiOrQr), FollowRule('upi', UPI_ID_RULE))
  upi_id?: string;

  @ValidateIf((o: NewPayoutAccountDto) => o.payment_method === 'wallet')
  @FollowRule('walletId', WALLET_ID_RULE)
  crypto_wallet_id?: string;

  @ValidateIf((o: NewPayoutAccountDto) => o.payment_method === 'wallet' && !isBlank(o.crypto_type))
  @IsIn(['USDT'], { message: M.cryptoType })
  crypto_type?: 'USDT';

  @IsOptional() qr_code?: string;

  /** Spaces are stripped before checking (SPEC §5). */
  @Rules(Required(M.withdrawPasswordRequired), Rule('max20', M.withdrawPasswordMax, (v) => typeof v === 'string' && v.length <= 20))
  transaction_password!: string;
}

export class WithdrawAmountDto {
  @Rules(
    Required(M.withdrawAmountRequired),
    Rule('digits', M.withdrawAmountFormat, isWholeRupees),
  )
  amount!: number | string;
}

/** Edit Stake modal: 4 values, each up to 8 characters, from 100 to 1 crore. */
export class StakeEditDto {
  @Rule('stakes', M.stakeRange, (v) =>
    Array.isArray(v) &&
    v.length === 4 &&
    v.every((s) => {
      const text = typeof s === 'number' ? String(s) : s;
      return typeof text === 'string' && /^[0-9]{1,8}$/.test(text) && Number(text) >= 100 && Number(text) <= 10_000_000;
    }),
  )
  @ListField('stakes')
  stakes!: (number | string)[];
}

export class SignedUrlDto {
  @Rule('imageType', M.invalidFileType, (v) => typeof v === 'string' && (IMAGE_TYPES as readonly string[]).includes(v.toLowerCase()))
  file_type!: string;

  @Rule('size', M.invalidFileType, (v) => typeof v === 'number' && v > 0 && v * 1024 <= IMAGE_MAX_BYTES + 1024)
  file_size!: number;

  @Rule('name', M.invalidFileType, (v) => typeof v === 'string' && v.length >= 1 && v.length <= 255)
  file_name!: string;

  @IsIn(['payment-slip', 'qr-code'], { message: M.uploadType })
  type!: 'payment-slip' | 'qr-code';
}
