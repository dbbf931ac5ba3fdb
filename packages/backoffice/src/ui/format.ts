import { formatDateTime } from '@khel/shared';

/** Rupees with two decimals and Indian grouping, e.g. ₹1,23,456.50. */
export function rupees(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return '—';
  return `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** A timestamp through the one date formatter (@khel/shared: 'hh:mmA | DD MMM YYYY', India time), '—' when missing. */
export function when(iso: string | null | undefined): string {
  if (!iso) return '—';
  const text = formatDateTime(iso);
  return text === '-' ? iso : text;
}

const STATUS_TEXT: Record<string, string> = {
  pending: 'Pending',
  hold: 'On hold',
  approve_in_process: 'Approving',
  approve_completed: 'Approved',
  reject_in_process: 'Rejecting',
  reject_completed: 'Rejected',
  expired: 'Expired',
  cancelled: 'Cancelled',
};
export const statusText = (status: string) => STATUS_TEXT[status] ?? status;
export const isDeposit = (type: string) => type.endsWith('_deposit');
