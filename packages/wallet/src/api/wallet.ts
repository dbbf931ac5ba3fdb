import { api, decode, decodeList, decodeOk, newIdempotencyKey, PlInfo, type ApiOk } from '@khel/shared';
import { AutoUtr, DepositMethod, DepositStanding, OtpPhone, PaymentUrl, RequestCreated, SavedAccounts, Transaction, WalletConfig, AccountCreated } from '@khel/shared/contracts';
import type { DepositBody, NewAccountBody, WithdrawPasswordResetBody } from './types';

/** The wallet service's player calls (paths under the wallet base URL), plus the withdraw call on the user service. */

/** A fresh key per user action: a double click replays the first answer instead of acting twice. */
export const idempotencyKey = newIdempotencyKey;
const once = (key = idempotencyKey()) => ({ headers: { 'Idempotency-Key': key } });

export const fetchWalletConfig = async () => decode(WalletConfig, (await api.wallet.get<ApiOk<unknown>>('/client/config', { quiet: true })).data.data);

/** Protection before payment: asked before the deposit screen shows anything (issue 31 item 4). */
export const fetchDepositStanding = async () =>
  decode(DepositStanding, (await api.wallet.get<ApiOk<unknown>>('/client/deposit-standing', { quiet: true })).data.data);

export const fetchDepositMethods = async (amount: number) =>
  decodeList(DepositMethod, (await api.wallet.get<ApiOk<unknown>>('/client/accounts-master-list', { params: { amount }, quiet: true })).data.data);

export const submitDeposit = async (body: DepositBody, key?: string) =>
  decodeOk(RequestCreated, (await api.wallet.post<ApiOk<unknown>>('/client/client-account-transaction', body, once(key))).data);

export const fetchPaymentUrl = async (amount: number, masterAccountId: number) =>
  decode(PaymentUrl, (await api.wallet.get<ApiOk<unknown>>('/client/payment-url', { params: { amount, master_account_id: masterAccountId } })).data.data);

/** Server-side UTR reading of a slip; quiet: the screen tells the player to type the UTR instead. */
export async function autoUtr(file: Blob, name: string): Promise<string | null> {
  const form = new FormData();
  form.append('image', file, name);
  const res = await api.wallet.post<unknown>('/client/auto-utr', form, { quiet: true });
  return decode(AutoUtr, res.data).utr ?? null;
}

export const fetchSavedAccounts = async () =>
  decode(SavedAccounts, (await api.wallet.get<ApiOk<unknown>>('/client/client-account')).data.data);

export const createAccount = async (body: NewAccountBody, key?: string) =>
  decodeOk(AccountCreated, (await api.wallet.post<ApiOk<unknown>>('/client/create-client-account', body, once(key))).data);

export const deleteAccount = async (id: number) =>
  (await api.wallet.delete<ApiOk<unknown>>(`/client/delete-client-account/${id}`, once())).data;

export const withdraw = async (amount: number, clientAccountId: number, key?: string) =>
  decodeOk(
    RequestCreated,
    (await api.user.post<ApiOk<unknown>>('/api/get-id/wallet-withdraw', { amount, client_account_index: clientAccountId, type: 'client_withdrawal' }, once(key))).data,
  );

/** SPEC §7 get-user-pl-info (user service): the player's bets so far; quiet, the screen only adds a warning from it. */
export const fetchPlInfo = async () => decode(PlInfo, (await api.user.get<ApiOk<unknown>>('/api/get-user-pl-info', { quiet: true })).data.data);

export const sendWithdrawOtp = async () =>
  decodeOk(OtpPhone, (await api.wallet.post<ApiOk<unknown>>('/client/transaction-password/send-otp', {})).data);

export const verifyWithdrawOtp = async (body: WithdrawPasswordResetBody) =>
  (await api.wallet.post<ApiOk<unknown>>('/client/transaction-password/verify-otp', body)).data;

/** History: `to` is exclusive (the end date plus one day). */
export const fetchTransactions = async (from: string, to: string) =>
  decodeList(Transaction, (await api.wallet.get<ApiOk<unknown>>('/client/client-account-transaction', { params: { from, to } })).data.data);

export const fetchTransaction = async (id: string) =>
  decode(Transaction, (await api.wallet.get<ApiOk<unknown>>(`/client/client-account-transaction/${encodeURIComponent(id)}`)).data.data);

/** Cancels a pending request (a withdrawal's hold returns to cash); the list never opens its confirmation. */
export const cancelTransaction = async (id: number | string) =>
  decodeOk(Transaction, (await api.wallet.patch<ApiOk<unknown>>(`/client/cancel-transaction-request/${encodeURIComponent(String(id))}`, {}, once())).data);
