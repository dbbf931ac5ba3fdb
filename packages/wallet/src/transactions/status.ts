import type { Transaction, TransactionStatus, TransactionType } from '../api/types';

/** SPEC §4 transaction statuses: label and icon colour. */
export const STATUS: Record<TransactionStatus, { label: string; tone: 'yellow' | 'green' | 'red' | 'grey' }> = {
  pending: { label: 'Pending', tone: 'yellow' },
  hold: { label: 'In Process', tone: 'yellow' },
  approve_in_process: { label: 'Approve In Process', tone: 'green' },
  approve_completed: { label: 'Approved', tone: 'green' },
  reject_in_process: { label: 'Reject In Process', tone: 'red' },
  reject_completed: { label: 'Rejected', tone: 'red' },
  expired: { label: 'Expired', tone: 'red' },
  cancelled: { label: 'Cancelled', tone: 'grey' },
};

export const titleCase = (s: string) =>
  s
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');

/** A row's title: the type in title case plus 'Request'. */
export const rowTitle = (type: TransactionType) => `${titleCase(type)} Request`;

export const isDeposit = (type: TransactionType) => type === 'client_deposit' || type === 'manual_deposit';

/** approved_amount when approve_completed, otherwise the requested amount. */
export const shownAmount = (t: Transaction) => (t.status === 'approve_completed' ? (t.approved_amount ?? t.amount) : t.amount);

/** Rows that may still change carry the refresh icon. */
export const isUnresolved = (s: TransactionStatus) => s === 'pending' || s === 'hold' || s === 'approve_in_process' || s === 'reject_in_process';

export const PENDING_TAP = 'Pending Status Details Are Currently Unavailable';

/**
 * What tapping a row does: pending -> the error; in-process or hold -> details (SPEC §2). A rejected row, and any
 * other row with a remark, opens the details too, so the operator's remark can always be read (issue 16 point 4).
 */
export function tapAction(s: TransactionStatus, remark?: string | null): 'pending-error' | 'details' | 'none' {
  if (s === 'pending') return 'pending-error';
  if (s === 'hold' || s === 'approve_in_process' || s === 'reject_in_process' || s === 'reject_completed') return 'details';
  return remarkText(remark) === '-' ? 'none' : 'details';
}

export type StatusFilter = 'all' | 'pending' | 'approve' | 'rejected' | 'processing' | 'expired';
export type RequestFilter = 'all' | 'deposit' | 'withdrawal';
export const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approve', label: 'Approve' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'processing', label: 'Processing' },
  { value: 'expired', label: 'Expired' },
];
export const REQUEST_FILTERS: { value: RequestFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'deposit', label: 'Deposit' },
  { value: 'withdrawal', label: 'Withdrawal' },
];

const STATUS_SETS: Record<Exclude<StatusFilter, 'all'>, TransactionStatus[]> = {
  pending: ['pending'],
  approve: ['approve_completed'],
  rejected: ['reject_completed'],
  processing: ['reject_in_process', 'approve_in_process', 'hold'],
  expired: ['expired'],
};

export function matchesFilters(t: Transaction, status: StatusFilter, request: RequestFilter): boolean {
  if (status !== 'all' && !STATUS_SETS[status].includes(t.status)) return false;
  if (request === 'deposit') return isDeposit(t.type);
  if (request === 'withdrawal') return !isDeposit(t.type);
  return true;
}

/** Details: the label of approved_amount by status. */
export function approvedLabel(s: TransactionStatus): string {
  if (s.startsWith('approve')) return 'Accepted Amount';
  if (s.startsWith('reject')) return 'Rejected Amount';
  return 'Processing Amount';
}

/** Remarks show '-' when the remark is empty or the word null. */
export const remarkText = (r: string | null | undefined) => (!r || !r.trim() || r.trim().toLowerCase() === 'null' ? '-' : r);

/** Action on: the hold time when on hold, otherwise the action time. */
export const actionTime = (t: Transaction) => (t.status === 'hold' ? t.hold_at : t.action_at);

export const imageUrls = (value: string | null | undefined) =>
  (value ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter((u) => u && u.toLowerCase() !== 'null');
