/** Rupees with two decimals and Indian grouping, e.g. ₹1,23,456.50. */
export function rupees(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return '—';
  return `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** A timestamp in the operator's local time, short enough for a table cell. */
export function when(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
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
