import { formatAmount } from '@khel/shared';

/** Rupees with Indian digit grouping and 2 decimals: 150000.5 -> '1,50,000.50' (shared's one money format). */
export const money = formatAmount;
