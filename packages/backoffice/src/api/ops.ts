import { decode, type ApiOk } from '@khel/shared';
import { uploadFile, type RequestUploadSlot } from '@khel/shared/kit';
import type { OperatorRoleName } from '@khel/shared/validation';
import { SignedUpload } from '@khel/shared/contracts';
import {
  AuditActions, AuditPage, Counts, ModuleStatusList, OpsApproval, OpsApprovalPage, OpsControls, OperatorAccount, OperatorList,
  OpsMasterAccount, OpsRequest, OpsSession, OpsWalletConfig, PaymentMethod, PayoutLink, PlayerView, RequestPage, SiteConfig,
} from '@khel/shared/console-contracts';
import { opsClient } from './client';
import { AS_SENT, get, getList, getRaw, post, send } from './request';
import type { CreateOperatorBody, MasterAccount, ModuleHistoryEntry, PasswordChange, RequestFilters, WalletConfig } from './types';

/** Every /ops call the console makes, one function each, through the one request helper (request.ts). */

/** Ends the operator session on the server; the console forgets the token whatever the answer. */
export const logout = () => opsClient.post('/auth/logout', {}).catch(() => undefined);

export const login = async (username: string, password: string): Promise<OpsSession> =>
  decode(OpsSession, (await opsClient.post<ApiOk<unknown>>('/auth/login', { username, password })).data.data);

/** Leaves out empty filters so the query string says only what the operator chose. */
export function requestQuery(f: object): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(f)) if (value !== '' && value !== undefined && value !== null) out[key] = value as string | number;
  return out;
}
export const listRequests = (f: Partial<RequestFilters>) => get(RequestPage, '/requests', requestQuery(f));
export const requestCounts = () => get(Counts, '/requests/counts');
export const getRequest = (id: number) => get(OpsRequest, `/requests/${id}`);
export const approveRequest = (id: number, approved_amount?: number) =>
  post(OpsRequest, `/requests/${id}/approve`, approved_amount === undefined ? {} : { approved_amount });
export const rejectRequest = (id: number, remark: string) => post(OpsRequest, `/requests/${id}/reject`, { remark });
export const holdRequest = (id: number, remark?: string) => post(OpsRequest, `/requests/${id}/hold`, remark ? { remark } : {});

export const getPlayer = (id: number | string) => get(PlayerView, `/players/${encodeURIComponent(String(id))}`);
export const blockPlayer = (id: number) => post(AS_SENT, `/players/${id}/block`);
export const unblockPlayer = (id: number) => post(AS_SENT, `/players/${id}/unblock`);
/** Payout accounts saved by two players (issue 11 point 9): review queue, clear the flag, or remove from one player. */
export const listPayoutLinks = (status: PayoutLink['status'] | 'all' = 'flagged') => getList(PayoutLink, '/payout-links', { status });
export const clearPayoutLink = (id: number) => post(PayoutLink, `/payout-links/${id}/clear`);
export const unlinkPayoutLink = (id: number, player: 'first' | 'second') => post(PayoutLink, `/payout-links/${id}/unlink`, { player });

export const getWalletConfig = () => get(OpsWalletConfig, '/config/wallet');
export const saveWalletConfig = (config: WalletConfig) => send(OpsWalletConfig, 'put', '/config/wallet', config);

export const listPaymentMethods = () => getList(PaymentMethod, '/config/payment-methods');
export const addPaymentMethod = (m: Omit<PaymentMethod, 'id'>) => post(PaymentMethod, '/config/payment-methods', m);
export const setPaymentMethodActive = (id: number, is_active: boolean) => send(PaymentMethod, 'patch', `/config/payment-methods/${id}`, { is_active });

export const listMasterAccounts = () => getList(OpsMasterAccount, '/config/master-accounts');
export const addMasterAccount = (a: Partial<MasterAccount>) => post(OpsMasterAccount, '/config/master-accounts', a);
export const setMasterAccountActive = (id: number, is_active: boolean) => send(OpsMasterAccount, 'patch', `/config/master-accounts/${id}`, { is_active });

export const getSiteConfig = () => get(SiteConfig, '/config/site') as Promise<Partial<SiteConfig>>;
export const saveSiteConfig = (site: SiteConfig) => send(SiteConfig, 'put', '/config/site', site);

export const getImportMap = () => getRaw<{ imports: Record<string, string> } | Record<string, string>>('/modules');
export const setModule = (name: string, url: string) => post(AS_SENT, '/modules/set', { name, url });
export const rollbackModule = () => post(AS_SENT, '/modules/rollback');
export const moduleHistory = () => getRaw<ModuleHistoryEntry[]>('/modules/history');
/** Each module checked as a swap is: which load, which fail and why (it fetches: seconds, not milliseconds). */
export const moduleStatus = () => get(ModuleStatusList, '/modules/status');

/** Actions waiting for a second operator (issue 27): the queue, approve (the action runs), reject with a note. */
export const listApprovals = (status: string, before?: string) => get(OpsApprovalPage, '/approvals', requestQuery({ status, before }));
export const approveApproval = (id: string) => post(OpsApproval, `/approvals/${encodeURIComponent(id)}/approve`);
export const rejectApproval = (id: string, note: string) => post(OpsApproval, `/approvals/${encodeURIComponent(id)}/reject`, { note });
/** The limits above which an action waits (every operator reads them; admins change them). */
export const getControls = () => get(OpsControls, '/controls');
export const saveControls = (c: Partial<Omit<OpsControls, 'updated_at' | 'updated_by'>>) => send(OpsControls, 'put', '/controls', c);

/** Operator accounts (admins): list, create, disable/enable, role, reset password. */
export const listOperators = async () => (await get(OperatorList, '/operators')).items;
export const createOperator = (body: CreateOperatorBody) => post(OperatorAccount, '/operators', body);
export const setOperatorDisabled = (id: string, disabled: boolean) => post(OperatorAccount, `/operators/${encodeURIComponent(id)}/${disabled ? 'disable' : 'enable'}`);
export const setOperatorRole = (id: string, role: OperatorRoleName) => send(OperatorAccount, 'put', `/operators/${encodeURIComponent(id)}/role`, { role });
export const resetOperatorPassword = (id: string, password: string) => post(OperatorAccount, `/operators/${encodeURIComponent(id)}/reset-password`, { password });

/**
 * The operator's own password change. `token`: the session a sign-in just opened but the console has not kept yet
 * (a forced change comes before the console opens).
 */
export async function changeOwnPassword(body: PasswordChange, token?: string): Promise<string> {
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
  const res = await opsClient.post<ApiOk<unknown>>('/auth/password', body, { headers });
  return res.data.message ?? 'Password changed';
}
/** Ends a session the console has not kept (the forced-change step's sign-out). */
export const logoutToken = (token: string) => opsClient.post('/auth/logout', {}, { headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);

/** The audit log's filters, as the server takes them (empty ones are left out). */
export interface AuditFilters {
  actor: string;
  operator: string;
  action: string;
  target: string;
  from: string;
  to: string;
  q: string;
}
export const listAudit = (f: Partial<AuditFilters>, before?: string) => get(AuditPage, '/audit', requestQuery({ ...f, before }));
export const auditActions = async () => (await get(AuditActions, '/audit/actions')).actions;
/** The filtered log as a CSV file, fetched with the operator's token and handed to the browser as a download. */
export async function downloadAuditCsv(f: Partial<AuditFilters>): Promise<void> {
  const res = await opsClient.get<Blob>('/audit/export', { params: requestQuery(f), responseType: 'blob', headers: { Accept: 'text/csv' } });
  const name = /filename="([^"]+)"/.exec(String(res.headers['content-disposition'] ?? ''))?.[1] ?? 'khel-audit.csv';
  const url = URL.createObjectURL(res.data);
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/**
 * QR upload through the shared upload client, the slot asked for by the operator: POST /ops/uploads/signed-url (the
 * wallet's getSignedUrl body, type 'qr-code'; /wallet/dir/settings/getSignedUrl takes players only).
 */
export const SIGNED_URL_PATH = '/uploads/signed-url';
const opsSlot: RequestUploadSlot = async (request) => {
  const signed = await opsClient.post<ApiOk<unknown>>(SIGNED_URL_PATH, request);
  return signed.data.data ? decode(SignedUpload, signed.data.data) : undefined;
};
export const uploadQr = (file: File): Promise<string> => uploadFile(file, 'qr-code', opsSlot);
