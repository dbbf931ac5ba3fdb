/** The schema of every /wallet route (applied by schemasByRoute in plugin.ts): request DTOs and answer contracts. */
import { DepositRequestDto, NewPayoutAccountDto, SignedUrlDto, UpdateWithdrawPasswordDto, WithdrawPasswordResetBodyDto } from '@khel/shared/validation';
import { AccountCreated, AutoUtr, DepositMethod, DepositStanding, OtpPhone, PaymentUrl, RequestCreated, SavedAccounts, SignedUpload, Transaction, WalletConfig } from '@khel/shared/contracts';
import { schemaOf } from '../../http/schemas/from-class';
import { listOf } from '../../http/schemas/route';
import type { JsonSchema } from '../../http/schemas/from-class';
import type { RouteSpecs } from '../../http/schemas/by-route';
import { PAYOUT_MESSAGES } from '../../wallet/payout-accounts';
import { CANCEL_MESSAGES } from '../../wallet/transactions';
import { TXN_PASSWORD_MESSAGES } from '../../wallet/txn-password';
import { DEPOSIT_MESSAGES } from '../../wallet/deposits';
import { WALLET_NOTES } from './notes';

const empty = { type: 'object', description: 'Empty' };
const idParam = { id: 'The request id (c_a_tid)' };
const html = (summary: string): Record<number, JsonSchema> => ({ 200: { type: 'string', description: `${summary} (text/html)` } });
const player = 'player' as const;
const refusedDemo = { 403: 'Demo players cannot use the wallet' };

export const WALLET_SCHEMAS: RouteSpecs = {
  'GET /client/config': { summary: 'Wallet configuration: ranges, stake buttons, rules, videos, payout methods, banks', security: player, data: WalletConfig },
  'GET /client/deposit-standing': {
    summary: 'Protection before payment: whether the player may deposit now (time-out, self-exclusion, deposit limits), why and until when, and the room a deposit limit leaves',
    security: player,
    data: DepositStanding,
  },
  'GET /client/accounts-master-list': {
    summary: 'Deposit methods and their master accounts, for an amount',
    security: player,
    query: { amount: 'Rupees; only accounts whose range holds it. Refused (422): "Amount must be a number with at most 2 decimals"' },
    data: listOf(DepositMethod),
    refusals: { 400: 'A time-out, a self-exclusion or a deposit limit (the deposit refusal\'s text)' },
  },
  'POST /client/client-account-transaction': {
    summary: 'A deposit request (UTR and slip); takes an Idempotency-Key',
    security: player,
    body: DepositRequestDto,
    data: RequestCreated,
    message: DEPOSIT_MESSAGES.submitted,
    refusals: { 400: 'A UTR already claimed, an amount outside the range, a slip not handed out for this player', ...refusedDemo },
  },
  'GET /client/client-account-transaction': {
    summary: "The player's deposits and withdrawals, newest first (at most 500)",
    security: player,
    query: { from: 'YYYY-MM-DD, inclusive (IST); default 3 days ago', to: 'YYYY-MM-DD, exclusive; default tomorrow' },
    data: listOf(Transaction),
  },
  'GET /client/client-account-transaction/:id': { summary: 'One of the player\'s requests', security: player, params: idParam, data: Transaction, refusals: { 404: 'Transaction not found' } },
  'PATCH /client/cancel-transaction-request/:id': {
    summary: 'Cancel a pending request (a withdrawal\'s hold returns to cash); takes an Idempotency-Key',
    security: player,
    params: idParam,
    body: empty,
    data: Transaction,
    message: CANCEL_MESSAGES.done,
  },
  'GET /client/payment-url': {
    summary: 'Start an online payment: the hosted payment page URL',
    security: player,
    query: { amount: 'Rupees', master_account_id: 'The gateway account' },
    data: PaymentUrl,
  },
  'GET /client/client-account': { summary: "The player's payout accounts, newest first", security: player, data: SavedAccounts },
  'POST /client/create-client-account': {
    summary: 'Add a payout account (checked against the withdrawal password); takes an Idempotency-Key',
    security: player,
    body: NewPayoutAccountDto,
    data: AccountCreated,
    message: PAYOUT_MESSAGES.added,
  },
  'DELETE /client/delete-client-account/:id': { summary: 'Remove a payout account; takes an Idempotency-Key', security: player, params: { id: 'client_account_id' }, data: null, message: PAYOUT_MESSAGES.deleted },
  'POST /client/transaction-password/send-otp': { summary: 'Send an OTP to reset the withdrawal password', security: player, body: empty, data: OtpPhone, message: TXN_PASSWORD_MESSAGES.otpSent },
  'POST /client/transaction-password/verify-otp': { summary: 'Reset the withdrawal password with the OTP', security: player, body: WithdrawPasswordResetBodyDto, data: null, message: TXN_PASSWORD_MESSAGES.reset },
  'POST /client/update-txn-password': { summary: 'Change the withdrawal password', security: player, body: UpdateWithdrawPasswordDto, data: null, message: TXN_PASSWORD_MESSAGES.updated },
  'POST /dir/settings/getSignedUrl': { summary: 'An upload slot for a slip or QR image: a signed URL (PUT, or POST with fields on S3)', security: player, body: SignedUrlDto, data: SignedUpload },
  'PUT /uploads/:purpose/:name': {
    summary: 'The local upload driver: the image bytes to a signed URL (single use, 10 min, magic bytes checked)',
    params: { purpose: 'deposit, payout or master', name: 'The random file name' },
    query: { expires: 'From the signed URL', signature: 'From the signed URL' },
    body: { type: 'string', format: 'binary', description: 'The image (PNG, JPEG or WebP), at most 5 MB' },
    data: null,
  },
  'GET /uploads/:purpose/:name': {
    summary: 'An uploaded image (the local driver serves the bytes; S3 answers a redirect to a signed GET)',
    params: { purpose: 'deposit, payout or master', name: 'The file name' },
    answer: { 200: { type: 'string', format: 'binary', description: 'The image' }, 302: { type: 'null', description: 'Redirect to a signed S3 GET' } },
  },
  'GET /demo/qr/:name': {
    summary: "A demo master account's QR image (upi.png, usdt.png): a PNG drawn from the seeded UPI id or wallet address",
    params: { name: 'upi.png or usdt.png' },
    answer: { 200: { type: 'string', format: 'binary', description: 'The QR image (image/png)' } },
    refusals: { 404: 'File not found' },
  },
  'POST /gateway/callback': {
    summary: 'The payment gateway\'s signed callback (sandbox gateway only)',
    body: { type: 'object', description: "The gateway's signed notification; a forged one is refused (401)" },
    data: { type: 'object', properties: { changed: { type: 'boolean' } }, required: ['changed'] },
  },
  'GET /gateway/sandbox/:id': { summary: 'The sandbox gateway\'s hosted payment page (development only)', params: { id: 'The payment session' }, answer: html('The payment page') },
  'POST /gateway/sandbox/:id/:decision': {
    summary: "The payer's decision on the sandbox page",
    params: { id: 'The payment session', decision: 'approved or declined' },
    body: { type: 'object', description: 'Empty form' },
    answer: html('The outcome page'),
  },
  'POST /client/auto-utr': {
    summary: "Read the UTR from a slip image on the server (multipart field 'image'); not enveloped",
    security: player,
    body: { type: 'object', description: "multipart/form-data with the file field 'image'" },
    answer: { 200: schemaOf(AutoUtr) },
  },
};

for (const [route, note] of Object.entries(WALLET_NOTES)) if (WALLET_SCHEMAS[route]) WALLET_SCHEMAS[route].description = note;
