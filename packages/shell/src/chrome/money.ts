const inr = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Rupees with Indian digit grouping and 2 decimals: 150000.5 -> '1,50,000.50'. */
export function money(amount: number | null | undefined): string {
  return inr.format(typeof amount === 'number' && Number.isFinite(amount) ? amount : 0);
}
