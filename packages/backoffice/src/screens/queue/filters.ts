import type { RequestFilters } from '../../api/types';

export const PAGE_SIZE = 20;
export type QueueKind = '' | 'deposit' | 'withdrawal';

export const STATUS_OPTIONS: [string, string][] = [
  ['', 'Any status'],
  ['pending', 'Pending'],
  ['hold', 'On hold'],
  ['approve_in_process', 'Approving'],
  ['approve_completed', 'Approved'],
  ['reject_in_process', 'Rejecting'],
  ['reject_completed', 'Rejected'],
  ['expired', 'Expired'],
  ['cancelled', 'Cancelled'],
];

/** The filters a queue's URL holds; the deposit and withdrawal queues open on pending requests of their type. */
export function filtersFrom(params: URLSearchParams, kind: QueueKind): RequestFilters {
  const type = (kind || params.get('type') || '') as RequestFilters['type'];
  const status = params.has('status') ? (params.get('status') ?? '') : kind ? 'pending' : '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return {
    status,
    type: type === 'deposit' || type === 'withdrawal' ? type : '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    method: params.get('method') ?? '',
    q: params.get('q') ?? '',
    page,
    page_size: PAGE_SIZE,
  };
}

/** The URL form of filters (the queue's type is in its path, so it is left out there). */
export function paramsFrom(f: RequestFilters, kind: QueueKind): URLSearchParams {
  const p = new URLSearchParams();
  p.set('status', f.status);
  if (!kind && f.type) p.set('type', f.type);
  for (const key of ['from', 'to', 'method', 'q'] as const) if (f[key]) p.set(key, f[key]);
  if (f.page > 1) p.set('page', String(f.page));
  return p;
}
