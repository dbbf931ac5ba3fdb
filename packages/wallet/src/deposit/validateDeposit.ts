import type { DepositMethod } from '../api/types';
import { validateForm, validation, type FieldErrors } from '../common/validate';
import { isWalletType } from './methods';

/** SPEC §5 on a deposit request, with the shared DTO; the first failing field's message first. */
export function depositErrors(values: {
  amount: string;
  utr: string;
  slipUrl: string | null;
  accountId: number | undefined;
  method: DepositMethod | null;
}): FieldErrors {
  const v = validation();
  if (!v) return {};
  return validateForm(v.DepositRequestDto, {
    amount: values.amount ? Number(values.amount) : undefined,
    transaction_image_url: values.slipUrl ?? undefined,
    transaction_id: values.utr || undefined,
    account_index: values.accountId,
    type: 'client_deposit',
    wallet_type: isWalletType(values.method),
  });
}

/** Field order of the form: the message shown first. */
export const DEPOSIT_FIELD_ORDER = ['amount', 'transaction_image_url', 'transaction_id', 'account_index'];

export function firstError(errors: FieldErrors, order: string[]): string | null {
  const key = order.find((k) => errors[k]) ?? Object.keys(errors)[0];
  return key ? errors[key]! : null;
}

/** Digits only (up to 15) for bank and UPI methods; free text up to 128 characters for wallet-type methods. */
export function filterUtr(raw: string, walletType: boolean): string {
  return walletType ? raw.slice(0, 128) : raw.replace(/\D/g, '').slice(0, 15);
}
