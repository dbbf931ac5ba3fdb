import {
  FILTER_MESSAGES, REPORT_BET_FILTERS, REPORT_BET_STATES, REPORT_PRODUCTS, STATEMENT_ACCOUNTS, TRANSACTION_STATUSES, TRANSFER_KINDS,
  type ReportBetFilter, type ReportBetState, type ReportProduct, type StatementAccount, type TransferKind,
} from '@khel/shared/contracts';
import type { TransactionStatus } from '../../../../shared/src/types';
import { unprocessable } from '../http/errors';

/** The reports' query keys besides the range, each checked with a 422 naming it. Absent or '' means "all". */
export type Query = Record<string, unknown>;

const given = (value: unknown): string | undefined => (value === undefined || value === '' || value === 'all' ? undefined : typeof value === 'string' ? value : '\0');

function oneOf<T extends string>(value: unknown, allowed: readonly T[], message: string): T | undefined {
  const v = given(value);
  if (v === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(v)) throw unprocessable([message]);
  return v as T;
}

export const productOf = (q: Query): ReportProduct | undefined => oneOf(q.product, REPORT_PRODUCTS, FILTER_MESSAGES.product);

export const PAGE_SIZE = 50;
export const EXPORT_BATCH = 2000;

export function limitOf(q: Query): number {
  const v = given(q.limit);
  if (v === undefined) return PAGE_SIZE;
  if (!/^[0-9]{1,3}$/.test(v) || Number(v) < 1 || Number(v) > 200) throw unprocessable([FILTER_MESSAGES.limit]);
  return Number(v);
}

export interface BetFilters {
  state: ReportBetState;
  product?: ReportProduct;
  sport?: string;
  marketId?: string;
  status?: ReportBetFilter;
}

const OPEN_STATUSES: readonly ReportBetFilter[] = ['pending', 'matched'];

/** The bets' filters: the tab (open or settled), product, sport (a sports code), market, status. */
export function betFilters(q: Query, defaultState: ReportBetState = 'settled'): BetFilters {
  const state = oneOf(q.state, REPORT_BET_STATES, FILTER_MESSAGES.state) ?? defaultState;
  const product = productOf(q);
  const sport = given(q.sport);
  if (sport !== undefined && !/^[a-z0-9][a-z0-9-]{0,39}$/.test(sport)) throw unprocessable([FILTER_MESSAGES.sport]);
  const marketId = given(q.market_id);
  if (marketId !== undefined && !/^[0-9]{1,18}$/.test(marketId)) throw unprocessable([FILTER_MESSAGES.market]);
  if (marketId !== undefined && !product) throw unprocessable([FILTER_MESSAGES.marketProduct]);
  const status = oneOf(q.status, REPORT_BET_FILTERS, FILTER_MESSAGES.status);
  if (status && OPEN_STATUSES.includes(status) !== (state === 'open')) throw unprocessable([FILTER_MESSAGES.statusState]);
  return { state, product: sport ? 'sports' : product, sport, marketId, status };
}

export const accountOf = (q: Query): StatementAccount => oneOf(q.account, STATEMENT_ACCOUNTS, FILTER_MESSAGES.account) ?? 'cash';

export interface TransferFilters {
  kind?: TransferKind;
  status?: TransactionStatus;
}

export function transferFilters(q: Query): TransferFilters {
  return {
    kind: oneOf(q.kind, TRANSFER_KINDS, FILTER_MESSAGES.kind),
    status: oneOf(q.status, TRANSACTION_STATUSES, FILTER_MESSAGES.transferStatus),
  };
}
