/** The schema of every /ops route (applied by schemasByRoute in plugin.ts): request parts and answer contracts. */
import { ChangeOperatorPasswordDto, CreateOperatorDto, OperatorRoleDto, ResetOperatorPasswordDto, SignedUrlDto } from '@khel/shared/validation';
import { SignedUpload } from '@khel/shared/contracts';
import {
  Counts, ModuleStatusList, OpsApproval, OperatorAccount, OperatorList, OperatorMe, OpsMasterAccount, OpsRequest, OpsSession, OpsWalletConfig,
  PaymentMethod, PayoutLink, PlayerView, RequestPage, SiteConfig,
} from '@khel/shared/console-contracts';
import { anyJson, listOf } from '../../http/schemas/route';
import type { RouteSpecs } from '../../http/schemas/by-route';
import { OPS_NOTES } from './notes';

const operator = 'operator' as const;
const empty = { type: 'object', description: 'Empty' };
const checked = (what: string, fields: Record<string, string>) => ({
  type: 'object',
  description: `Checked field by field by src/ops (${what}); each refusal is a 422 naming the field.`,
  properties: Object.fromEntries(Object.entries(fields).map(([k, description]) => [k, { description }])),
});
const domain = { domain: 'The site (host name); the configured default when absent' };
const requestId = { id: 'The request id (c_a_tid)' };
const playerRef = { id: 'Player id, user name or mobile' };
const operatorId = { id: 'Operator id' };
const blocked = { type: 'object', properties: { id: { type: 'integer' }, user_name: { type: 'string' }, blocked: { type: 'boolean' } }, required: ['id', 'user_name', 'blocked'] };
const importMap = anyJson('The import map ({ imports }) and what the change did');

export const OPS_SCHEMAS: RouteSpecs = {
  'POST /auth/login': {
    summary: 'Operator sign-in (own sessions, roles admin and agent)',
    body: checked('auth-routes', { username: 'Required ("Please enter your username")', password: 'Required ("Please enter your password")' }),
    data: OpsSession,
    refusals: { 401: 'Wrong username or password', 429: 'Too many sign-in attempts' },
  },
  'GET /auth/me': { summary: 'The signed-in operator', security: operator, data: OperatorMe },
  'POST /auth/password': { summary: "The operator's own password change; their other sessions end", security: operator, body: ChangeOperatorPasswordDto, data: OperatorMe, message: 'Password changed' },
  'POST /auth/logout': { summary: 'End this operator session', security: operator, body: empty, data: null, message: 'Signed out' },
  'GET /requests': {
    summary: 'The deposit and withdrawal queues, filtered and paged',
    security: operator,
    query: {
      status: 'Comma-separated statuses',
      type: 'deposit or withdrawal',
      from: 'YYYY-MM-DD',
      to: 'YYYY-MM-DD',
      method: 'Payment method name',
      q: 'Player, UTR or id',
      page: 'From 1',
      page_size: 'Rows per page',
    },
    data: RequestPage,
  },
  'GET /requests/counts': { summary: 'Pending deposits, pending withdrawals, on hold', security: operator, data: Counts },
  'GET /requests/:id': { summary: 'One request with its player, method, payout details, images and flags', security: operator, params: requestId, data: OpsRequest },
  'POST /requests/:id/approve': {
    summary: 'Approve (above the requested amount, the deposit limit or the withdrawal limit it waits for a second operator: 202); takes an Idempotency-Key',
    security: operator,
    params: requestId,
    body: checked('request-routes', { approved_amount: 'Rupees, at most 2 decimals (deposits only)', remark: 'At most 500 characters' }),
    data: OpsRequest,
    accepted: OpsApproval,
    refusals: { 409: 'A transition the state machine refuses', 422: 'Approved amount must be a number with at most 2 decimals' },
  },
  'POST /requests/:id/reject': {
    summary: 'Reject (a withdrawal\'s hold returns to cash); takes an Idempotency-Key',
    security: operator,
    params: requestId,
    body: checked('request-routes', { remark: 'Required ("Please enter a remark")' }),
    data: OpsRequest,
    message: 'Request rejected',
  },
  'POST /requests/:id/hold': { summary: 'Put a request on hold; takes an Idempotency-Key', security: operator, params: requestId, body: checked('request-routes', { remark: 'Optional' }), data: OpsRequest, message: 'Request put on hold' },
  'GET /players/:id': { summary: "A player's balances, ledger, requests and linked players", security: operator, params: playerRef, data: PlayerView },
  'POST /players/:id/block': { summary: 'Block a player (their sessions end)', security: operator, params: playerRef, body: empty, data: blocked, message: 'Player blocked' },
  'POST /players/:id/unblock': { summary: 'Unblock a player', security: operator, params: playerRef, body: empty, data: blocked, message: 'Player unblocked' },
  'GET /payout-links': { summary: 'Payout accounts saved by two players', security: operator, query: { status: 'flagged (default), cleared, unlinked or all' }, data: listOf(PayoutLink) },
  'POST /payout-links/:id/clear': { summary: 'Clear the flag: both players may withdraw to the account', security: operator, params: { id: 'Link id' }, body: empty, data: PayoutLink, message: 'Flag cleared' },
  'POST /payout-links/:id/unlink': {
    summary: 'Remove the account from one player',
    security: operator,
    params: { id: 'Link id' },
    body: checked('payout-links', { player: 'first or second' }),
    data: PayoutLink,
    message: 'Account unlinked',
  },
  'GET /config/wallet': { summary: 'Wallet configuration (admin)', security: operator, query: domain, data: OpsWalletConfig },
  'PUT /config/wallet': { summary: 'Save the wallet configuration (admin, audited)', security: operator, query: domain, body: checked('wallet-config', { deposit_range: '{min, max} rupees', withdrawal_range: '{min, max} rupees', stake_button: 'Stake values', rules: 'Rules per language', deposit_video: 'Per language', withdrawal_video: 'Per language', announcement: 'Text', is_bank_only: 'Flag', request_expiry_minutes: 'Minutes' }), data: OpsWalletConfig, message: 'Wallet configuration saved' },
  'GET /config/payment-methods': { summary: 'Payment methods (admin)', security: operator, query: domain, data: listOf(PaymentMethod) },
  'POST /config/payment-methods': { summary: 'Add a payment method (admin, audited)', security: operator, query: domain, body: checked('payment-config', { method_name: 'Name', name: 'Display name', method_type: 'bank, upi, wallet, crypto, social or payment_gateway', for_deposit: 'Flag', for_withdrawal: 'Flag' }), data: PaymentMethod, message: 'Payment method added' },
  'PATCH /config/payment-methods/:id': { summary: 'Change a payment method (admin, audited)', security: operator, query: domain, params: { id: 'Payment method id' }, body: checked('payment-config', { is_active: 'Flag' }), data: PaymentMethod, message: 'Payment method saved' },
  'GET /config/master-accounts': { summary: 'Master accounts players pay into (admin)', security: operator, query: domain, data: listOf(OpsMasterAccount) },
  'POST /config/master-accounts': { summary: 'Add a master account (admin, audited)', security: operator, query: domain, body: checked('payment-config', { method_id: 'Payment method id', account_holder_name: 'Holder name (shared rule)', upi_id: 'UPI id (shared rule)', qr_code: 'An uploaded QR file_url' }), data: OpsMasterAccount, message: 'Master account added' },
  'PATCH /config/master-accounts/:id': { summary: 'Change a master account (admin, audited)', security: operator, query: domain, params: { id: 'Master account id' }, body: checked('payment-config', { is_active: 'Flag' }), data: OpsMasterAccount, message: 'Master account saved' },
  'GET /config/site': { summary: 'Maintenance window, announcement, offer poster, casino game source (admin)', security: operator, query: domain, data: SiteConfig },
  'PUT /config/site': { summary: 'Save the site configuration (admin, audited; players re-fetch)', security: operator, query: domain, body: checked('site-config', { maintenance: '{from_date, to_date} or null', announcement: 'Text', offer_poster: 'Image URL', casino_url: 'The lobby\'s game source: an https URL or a path under aws_url; empty for our own lobby' }), data: SiteConfig, message: 'Site configuration saved' },
  'GET /modules': { summary: 'The import map and its protected core modules (admin)', security: operator, data: importMap },
  'POST /modules/set': { summary: 'Point a module at a new URL after checking it (admin, audited)', security: operator, body: checked('module-routes', { name: 'Module name', url: 'https URL on an allowed host' }), data: importMap },
  'POST /modules/rollback': { summary: 'Undo the last import-map change (admin, audited)', security: operator, body: empty, data: importMap, message: 'Import map rolled back' },
  'GET /modules/status': {
    summary: "Each module of the import map checked as a swap is (read or fetched, parsed, never run): which load and which fail, and why (admin)",
    security: operator,
    data: ModuleStatusList,
  },
  'GET /modules/history': { summary: 'Import-map changes, newest first (admin)', security: operator, data: anyJson('ModuleHistoryEntry[]') },
  'POST /uploads/signed-url': { summary: "An upload slot for a master account's QR (admin)", security: operator, body: SignedUrlDto, data: SignedUpload },
  'GET /operators': { summary: 'Operator accounts (admin)', security: operator, data: OperatorList },
  'POST /operators': { summary: 'Create an operator (must change the password at first sign-in)', security: operator, body: CreateOperatorDto, data: OperatorAccount },
  'POST /operators/:id/disable': { summary: 'Disable an operator (their sessions end)', security: operator, params: operatorId, body: empty, data: OperatorAccount },
  'POST /operators/:id/enable': { summary: 'Enable an operator', security: operator, params: operatorId, body: empty, data: OperatorAccount },
  'PUT /operators/:id/role': { summary: "Change an operator's role", security: operator, params: operatorId, body: OperatorRoleDto, data: OperatorAccount },
  'POST /operators/:id/reset-password': { summary: "Reset an operator's password (must change it at next sign-in)", security: operator, params: operatorId, body: ResetOperatorPasswordDto, data: OperatorAccount },
};

for (const [route, note] of Object.entries(OPS_NOTES)) if (OPS_SCHEMAS[route]) OPS_SCHEMAS[route].description = note;
