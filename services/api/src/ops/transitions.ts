import type { TransactionStatus } from '../../../../shared/src/types';
import { conflict } from '../http/errors';

/** The statuses of a deposit or withdrawal request (wallet_transactions.status), one definition in @khel/shared. */
export type RequestStatus = TransactionStatus;

/** Every allowed move; anything else is refused. */
const ALLOWED: Record<RequestStatus, readonly RequestStatus[]> = {
  pending: ['hold', 'approve_in_process', 'reject_in_process', 'cancelled', 'expired'],
  hold: ['approve_in_process', 'reject_in_process'],
  approve_in_process: ['approve_completed'],
  approve_completed: [],
  reject_in_process: ['reject_completed'],
  reject_completed: [],
  expired: [],
  cancelled: [],
};

const WORDS: Record<RequestStatus, string> = {
  pending: 'pending',
  hold: 'on hold',
  approve_in_process: 'being approved',
  approve_completed: 'approved',
  reject_in_process: 'being rejected',
  reject_completed: 'rejected',
  expired: 'expired',
  cancelled: 'cancelled',
};

export function canTransition(from: RequestStatus, to: RequestStatus): boolean {
  return ALLOWED[from]?.includes(to) ?? false;
}

/** Throws 409 with a message an operator understands when the move is not allowed. */
export function assertTransition(id: string | number, from: RequestStatus, to: RequestStatus): void {
  if (!canTransition(from, to)) {
    throw conflict(`Request #${id} is ${WORDS[from] ?? from} and cannot be ${actionWord(to)}`);
  }
}

function actionWord(to: RequestStatus): string {
  switch (to) {
    case 'hold':
      return 'put on hold';
    case 'approve_in_process':
    case 'approve_completed':
      return 'approved';
    case 'reject_in_process':
    case 'reject_completed':
      return 'rejected';
    case 'cancelled':
      return 'cancelled';
    case 'expired':
      return 'expired';
    default:
      return `moved to ${to}`;
  }
}

export const OPEN_STATUSES: readonly RequestStatus[] = ['pending', 'hold'];
export const ALL_STATUSES = Object.keys(ALLOWED) as RequestStatus[];
