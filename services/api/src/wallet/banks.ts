/** Banks a player can choose for a bank payout account (bank_list of the wallet config): India's largest. */
export interface Bank {
  id: number;
  bank_name: string;
  icon: string;
}

const NAMES = [
  'State Bank of India',
  'HDFC Bank',
  'ICICI Bank',
  'Punjab National Bank',
  'Bank of Baroda',
  'Axis Bank',
  'Canara Bank',
  'Union Bank of India',
  'Kotak Mahindra Bank',
  'Bank of India',
  'Indian Bank',
  'IndusInd Bank',
  'Central Bank of India',
  'Indian Overseas Bank',
  'IDBI Bank',
  'UCO Bank',
  'Bank of Maharashtra',
  'Yes Bank',
  'Punjab & Sind Bank',
  'IDFC First Bank',
  'Federal Bank',
  'South Indian Bank',
  'Karur Vysya Bank',
  'Karnataka Bank',
  'City Union Bank',
  'Bandhan Bank',
  'RBL Bank',
  'Jammu & Kashmir Bank',
  'Tamilnad Mercantile Bank',
  'DCB Bank',
  'CSB Bank',
  'Dhanlaxmi Bank',
  'AU Small Finance Bank',
  'Equitas Small Finance Bank',
  'Ujjivan Small Finance Bank',
  'Jana Small Finance Bank',
  'ESAF Small Finance Bank',
  'Suryoday Small Finance Bank',
  'Utkarsh Small Finance Bank',
  'Airtel Payments Bank',
  'India Post Payments Bank',
  'Paytm Payments Bank',
  'Fino Payments Bank',
  'Nainital Bank',
  'Saraswat Co-operative Bank',
  'Standard Chartered Bank',
  'HSBC India',
  'Citibank India',
  'DBS Bank India',
  'Deutsche Bank India',
];

export const BANKS: readonly Bank[] = NAMES.map((bank_name, i) => ({
  id: i + 1,
  bank_name,
  icon: `/assets/banks/${bank_name.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '')}.svg`,
}));

export function findBank(id: unknown): Bank | undefined {
  const n = typeof id === 'string' ? Number(id) : id;
  return typeof n === 'number' && Number.isInteger(n) ? BANKS.find((b) => b.id === n) : undefined;
}
