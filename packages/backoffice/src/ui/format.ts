import { formatDateTime } from '@khel/shared';

/** Rupees with two decimals and Indian grouping, e.g. ₹1,23,456.50. */
export function rupees(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return '—';
  return `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The console's one time zone, named after every time it shows. */
export const ZONE = 'IST';
const IST_OFFSET_MS = 330 * 60_000;

/**
 * A timestamp through the one date formatter (@khel/shared: 'hh:mmA | DD MMM YYYY', India time) with the zone
 * named ('02:35PM | 23 Nov 2026 IST'), '—' when missing.
 */
export function when(iso: string | null | undefined): string {
  if (!iso) return '—';
  const text = formatDateTime(iso, 'ist'); // always India time here, whatever zone a player chose in this browser
  return text === '-' ? iso : `${text} ${ZONE}`;
}

/** ISO time -> a datetime-local input's value in India time ('2026-11-23T19:30'), whatever the operator's zone. */
export function istInput(iso: string | null | undefined): string {
  const ms = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(ms) ? '' : new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as India time -> ISO ('2026-11-23T19:30' -> '2026-11-23T14:00:00.000Z'). */
export function fromIstInput(local: string): string {
  const ms = Date.parse(`${local.length === 16 ? `${local}:00` : local}+05:30`);
  return Number.isNaN(ms) ? '' : new Date(ms).toISOString();
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
