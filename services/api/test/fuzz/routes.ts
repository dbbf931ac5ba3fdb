/**
 * What the fuzzer knows about routes beyond their path: a near-valid body for the routes that read one (so a
 * mutated field reaches the code behind the DTO, as {"amount":[100]} did), and the query keys they read. A route
 * missing here (a new games or casino route) is still fuzzed: its body is built from the field pool below.
 */
export interface FuzzIds {
  player: string;
  /** A pending deposit of the fuzz player. */
  request: string;
  clientAccount: string;
  method: string;
  master: string;
}

type Base = (ids: FuzzIds) => Record<string, unknown>;

export const BASE_BODIES: Record<string, Base> = {
  'POST /user/auth/send-otp': () => ({ mobile: '9876500001', type: 'register' }),
  'POST /user/auth/register': () => ({ mobile: '9876500001', otp: '123456', password: 'Secret@123', confirm_password: 'Secret@123', date_of_birth: '1990-01-01', refer_code: 'ABC123' }),
  'POST /user/auth/login': () => ({ type: 2, user_id: 'fuzzer1', mobile: '9876500001', password: 'Secret@123' }),
  'POST /user/auth/forgot-password': () => ({ mobile: '9876500001', otp: '123456', password: 'Secret@123', confirm_password: 'Secret@123' }),
  'POST /user/auth/change-password': () => ({ current_password: 'Wrong@1234', new_password: 'Secret@123', confirm_password: 'Secret@123' }),
  'PUT /user/api/stakes': () => ({ stakes: [100, 500, 1000, 5000] }),
  'PUT /user/api/settings': () => ({ time_zone: 'ist', language: 'en', notifications_enabled: true }),
  'POST /notification/subscribe': () => ({ deviceData: { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'a', auth: 'b' } }, domainName: 'localhost' }),
  'POST /user/api/get-id/wallet-withdraw': (i) => ({ amount: 100, client_account_index: Number(i.clientAccount), type: 'client_withdrawal', transaction_password: 'Wrong@1234' }),
  'POST /wallet/client/client-account-transaction': (i) => ({
    amount: 500, transaction_id: '123456789012', transaction_image_url: '/wallet/uploads/payment-slip/none.png', account_index: Number(i.master),
    type: 'client_deposit', client_created_date: '2026-01-01 10:00:00', has_edited_utr: false, multiplier_value: 1,
  }),
  'POST /wallet/client/create-client-account': (i) => ({
    payment_method: 'upi', method_id: Number(i.method), account_holder_name: 'Ravi Kumar', upi_id: 'ravi@upi', transaction_password: 'Wrong@1234',
  }),
  'POST /wallet/client/transaction-password/verify-otp': () => ({ otp: '123456', password: 'Secret@123!', confirm_password: 'Secret@123!' }),
  'POST /wallet/client/update-txn-password': () => ({ current_password: 'Wrong@1234!', new_password: 'Secret@123!', confirm_password: 'Secret@123!' }),
  'POST /wallet/dir/settings/getSignedUrl': () => ({ file_type: 'image/png', file_size: 10, file_name: 'slip.png', type: 'payment-slip' }),
  'POST /wallet/client/auto-utr': () => ({ url: '/wallet/uploads/payment-slip/none.png' }),
  'POST /wallet/gateway/callback': () => ({ session_id: 'x', status: 'success', amount: 100 }),
  'POST /ops/auth/login': () => ({ username: 'fuzz-nobody', password: 'Wrong@1234' }),
  'POST /ops/requests/:id/approve': () => ({ approved_amount: 100 }),
  'POST /ops/requests/:id/reject': () => ({ remark: 'not paid' }),
  'POST /ops/requests/:id/hold': () => ({ remark: 'checking' }),
  'PUT /ops/config/wallet': () => ({
    deposit_range: { min: 100, max: 50000 }, withdrawal_range: { min: 100, max: 50000 }, stake_button: [100, 500], announcement: 'Welcome',
    rules: { deposit: { en: [{ description: '<p>Pay</p>' }] } }, deposit_video: { en: '/v.mp4' }, is_bank_only: false, request_expiry_minutes: 30,
  }),
  'POST /ops/config/payment-methods': () => ({ method_name: 'fuzz_bank', name: 'Fuzz Bank', method_type: 'bank', currency: 'INR', bonus_percentage: 1, for_deposit: true, for_withdrawal: true, is_active: true, sort_order: 1 }),
  'PATCH /ops/config/payment-methods/:id': () => ({ name: 'Fuzz UPI', bonus_percentage: 0, is_active: true, sort_order: 2, for_deposit: true, currency: 'INR' }),
  'POST /ops/config/master-accounts': (i) => ({ method_id: Number(i.method), account_holder_name: 'Fuzz Holder', upi_id: 'fuzz@upi', min_amount: 100, max_amount: 5000, multiplier_value: 1 }),
  'PATCH /ops/config/master-accounts/:id': () => ({ is_active: true, account_holder_name: 'Fuzz Holder', qr_code: '/wallet/uploads/qr-code/none.png' }),
  'PUT /ops/config/site': () => ({ maintenance: null, announcement: 'Hello players', offer_poster: '/poster.png' }),
  'POST /ops/uploads/signed-url': () => ({ file_type: 'image/png', file_size: 10, file_name: 'qr.png', type: 'qr-code' }),
  // A module of the fuzz world's own import map (world.ts), so a bent URL reaches the module check.
  'POST /ops/modules/set': () => ({ name: '@khel/games', url: '/modules/games/games.js' }),
};

/** Every field name any route reads, for routes the table above does not describe. */
export const FIELD_POOL = [...new Set([
  ...Object.values(BASE_BODIES).flatMap((base) => Object.keys(base({ player: '1', request: '1', clientAccount: '1', method: '1', master: '1' }))),
  'amount', 'id', 'user_id', 'game_id', 'market_id', 'stake', 'odds', 'bet_id', 'name', 'type', 'page', 'limit',
])];

export const QUERY_KEYS = ['domain', 'amount', 'master_account_id', 'status', 'type', 'from', 'to', 'method', 'q', 'page', 'page_size', 'action', 'operator', 'expires', 'signature', 'limit', 'filter'];

/** A real id for a path parameter, chosen by the route it sits in; undefined when the fuzzer should invent one. */
export function realParam(url: string, param: string, ids: FuzzIds): string | undefined {
  if (param === 'purpose') return 'payment-slip';
  if (param === 'file') return 'en.json';
  if (param === 'decision') return 'approve';
  if (param !== 'id') return undefined;
  if (url.includes('/players/')) return ids.player;
  if (url.includes('/payment-methods/')) return ids.method;
  if (url.includes('/master-accounts/')) return ids.master;
  if (url.includes('client-account/')) return ids.clientAccount;
  return ids.request;
}
