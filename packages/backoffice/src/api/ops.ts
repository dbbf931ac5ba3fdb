import { newIdempotencyKey } from '@khel/shared';
import axios from 'axios';
import { opsClient } from './client';
import type { OpsSession } from './session';
import type {
  AuditEntry,
  Counts,
  MasterAccount,
  ModuleHistoryEntry,
  OperatorAccount,
  OpsRequest,
  PasswordChange,
  Page,
  PaymentMethod,
  PayoutLink,
  PlayerView,
  RequestFilters,
  SiteConfig,
  WalletConfig,
} from './types';

/** Every /ops call the console makes, one function each, unwrapping the success envelope's data. */

interface Envelope<T> {
  data: T;
  message?: string;
}

/** A write with its own Idempotency-Key (the dialogs also refuse a second click while one is in flight). */
async function send<T>(method: 'post' | 'put' | 'patch', url: string, body?: unknown): Promise<Envelope<T>> {
  const res = await opsClient.request<Envelope<T>>({ method, url, data: body ?? {}, headers: { 'Idempotency-Key': newIdempotencyKey() } });
  return res.data;
}
const post = <T>(url: string, body?: unknown) => send<T>('post', url, body);
async function get<T>(url: string, params?: Record<string, unknown>): Promise<T> {
  return (await opsClient.get<Envelope<T>>(url, { params })).data.data;
}

/** Ends the operator session on the server; the console forgets the token whatever the answer. */
export const logout = () => opsClient.post('/auth/logout', {}).catch(() => undefined);

export const login = async (username: string, password: string): Promise<OpsSession> =>
  (await opsClient.post<Envelope<OpsSession>>('/auth/login', { username, password })).data.data;

/** Leaves out empty filters so the query string says only what the operator chose. */
export function requestQuery(f: Partial<RequestFilters>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(f)) if (value !== '' && value !== undefined && value !== null) out[key] = value as string | number;
  return out;
}
export const listRequests = (f: Partial<RequestFilters>) => get<Page<OpsRequest>>('/requests', requestQuery(f));
export const requestCounts = () => get<Counts>('/requests/counts');
export const getRequest = (id: number) => get<OpsRequest>(`/requests/${id}`);
export const approveRequest = (id: number, approved_amount?: number) =>
  post<OpsRequest>(`/requests/${id}/approve`, approved_amount === undefined ? {} : { approved_amount });
export const rejectRequest = (id: number, remark: string) => post<OpsRequest>(`/requests/${id}/reject`, { remark });
export const holdRequest = (id: number, remark?: string) => post<OpsRequest>(`/requests/${id}/hold`, remark ? { remark } : {});

export const getPlayer = (id: number | string) => get<PlayerView>(`/players/${encodeURIComponent(String(id))}`);
export const blockPlayer = (id: number) => post<unknown>(`/players/${id}/block`);
export const unblockPlayer = (id: number) => post<unknown>(`/players/${id}/unblock`);
/** Payout accounts saved by two players (issue 11 point 9): review queue, clear the flag, or remove from one player. */
export const listPayoutLinks = (status: PayoutLink['status'] | 'all' = 'flagged') => get<PayoutLink[]>('/payout-links', { status });
export const clearPayoutLink = (id: number) => post<PayoutLink>(`/payout-links/${id}/clear`);
export const unlinkPayoutLink = (id: number, player: 'first' | 'second') => post<PayoutLink>(`/payout-links/${id}/unlink`, { player });

export const getWalletConfig = () => get<WalletConfig>('/config/wallet');
export const saveWalletConfig = (config: WalletConfig) => send<WalletConfig>('put', '/config/wallet', config);

export const listPaymentMethods = () => get<PaymentMethod[]>('/config/payment-methods');
export const addPaymentMethod = (m: Omit<PaymentMethod, 'id'>) => post<PaymentMethod>('/config/payment-methods', m);
export const setPaymentMethodActive = (id: number, is_active: boolean) => send<PaymentMethod>('patch', `/config/payment-methods/${id}`, { is_active });

export const listMasterAccounts = () => get<MasterAccount[]>('/config/master-accounts');
export const addMasterAccount = (a: Partial<MasterAccount>) => post<MasterAccount>('/config/master-accounts', a);
export const setMasterAccountActive = (id: number, is_active: boolean) => send<MasterAccount>('patch', `/config/master-accounts/${id}`, { is_active });

export const getSiteConfig = () => get<Partial<SiteConfig>>('/config/site');
export const saveSiteConfig = (site: SiteConfig) => send<SiteConfig>('put', '/config/site', site);

export const getImportMap = () => get<{ imports: Record<string, string> } | Record<string, string>>('/modules');
export const setModule = (name: string, url: string) => post<unknown>('/modules/set', { name, url });
export const rollbackModule = () => post<unknown>('/modules/rollback');
export const moduleHistory = () => get<ModuleHistoryEntry[]>('/modules/history');

/** Operator accounts (admins): list, create, disable/enable, role, reset password. */
export const listOperators = async () => (await get<{ items: OperatorAccount[] }>('/operators')).items;
export const createOperator = (body: { username: string; role: 'admin' | 'agent'; password: string }) => post<OperatorAccount>('/operators', body);
export const setOperatorDisabled = (id: string, disabled: boolean) => post<OperatorAccount>(`/operators/${encodeURIComponent(id)}/${disabled ? 'disable' : 'enable'}`);
export const setOperatorRole = (id: string, role: 'admin' | 'agent') => send<OperatorAccount>('put', `/operators/${encodeURIComponent(id)}/role`, { role });
export const resetOperatorPassword = (id: string, password: string) => post<OperatorAccount>(`/operators/${encodeURIComponent(id)}/reset-password`, { password });

/**
 * The operator's own password change. `token`: the session a sign-in just opened but the console has not kept yet
 * (a forced change comes before the console opens).
 */
export async function changeOwnPassword(body: PasswordChange, token?: string): Promise<string> {
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
  const res = await opsClient.post<Envelope<unknown>>('/auth/password', body, { headers });
  return res.data.message ?? 'Password changed';
}
/** Ends a session the console has not kept (the forced-change step's sign-out). */
export const logoutToken = (token: string) => opsClient.post('/auth/logout', {}, { headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);

export const AUDIT_PAGE_SIZE = 50;
export const listAudit = (page: number) => get<Page<AuditEntry>>('/audit', { page, page_size: AUDIT_PAGE_SIZE });

/**
 * QR upload through the wallet's upload URL flow, asked for by the operator: POST /ops/uploads/signed-url (the
 * wallet's getSignedUrl body, type 'qr-code'; /wallet/dir/settings/getSignedUrl takes players only) answers a
 * signed single-use PUT URL; PUT the bytes; the file is served at the URL without its query.
 */
export const SIGNED_URL_PATH = '/uploads/signed-url';
export async function uploadQr(file: File): Promise<string> {
  const signed = await opsClient.post<Envelope<{ url: string; method?: 'PUT' | 'POST'; fields?: Record<string, string>; file_url?: string }>>(SIGNED_URL_PATH, {
    file_type: file.type,
    file_size: Math.ceil(file.size / 1024),
    file_name: file.name,
    type: 'qr-code',
  });
  const { url, method, fields, file_url: fileUrl } = signed.data.data;
  if (method === 'POST') {
    // S3: a form POST whose signed policy fixes the key, type and size range; the object stays private.
    const form = new FormData();
    for (const [k, v] of Object.entries(fields ?? {})) form.append(k, v);
    form.append('file', file);
    await axios.post(url, form);
  } else {
    await axios.put(url, file, { headers: { 'Content-Type': file.type, 'x-amz-acl': 'public-read' } });
  }
  return fileUrl ?? url.split('?')[0];
}
