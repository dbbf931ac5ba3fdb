import { DEMO_UPI, DEMO_USDT_WALLET, demoQrUrl, OLD_DEMO_QR_PATHS } from './demo-qr';
import { syncPaymentBonusData } from './payment-bonus';
import type { Queryable } from '../db/db';

interface DemoMethod {
  method_name: string;
  name: string;
  method_type: 'bank' | 'upi' | 'wallet' | 'crypto' | 'social' | 'payment_gateway';
  currency?: string;
  bonus_percentage?: number;
  for_deposit: boolean;
  for_withdrawal: boolean;
  accounts: Record<string, string | number | null>[];
}

// Demo data only: made-up account numbers, IFSC codes of the right shape, example UPI and wallet ids.
const DEMO_METHODS: DemoMethod[] = [
  { method_name: 'WhatsApp Pay', name: 'WhatsApp', method_type: 'social', for_deposit: true, for_withdrawal: false,
    accounts: [{ social_payment_number: '919876500001', account_holder_name: 'Khel Support' }] },
  { method_name: 'Telegram Pay', name: 'Telegram', method_type: 'social', for_deposit: true, for_withdrawal: false,
    accounts: [{ social_payment_link: 'https://t.me/khel_deposits', account_holder_name: 'Khel Support' }] },
  { method_name: 'Bank Transfer', name: 'IMPS / NEFT', method_type: 'bank', bonus_percentage: 3, for_deposit: true, for_withdrawal: false,
    accounts: [
      { bank_name: 'HDFC Bank', account_number: '50100123456789', ifsc_code: 'HDFC0001234', account_holder_name: 'Khel Gaming Pvt Ltd' },
      { bank_name: 'ICICI Bank', account_number: '123405006789', ifsc_code: 'ICIC0000456', account_holder_name: 'Khel Gaming Pvt Ltd', min_amount: 500000 },
    ] },
  { method_name: 'UPI', name: 'UPI', method_type: 'upi', bonus_percentage: 2, for_deposit: true, for_withdrawal: false,
    accounts: [{ ...DEMO_UPI, qr_code: demoQrUrl('upi.png'), phone_number: '9876500002' }] },
  { method_name: 'Paytm Wallet', name: 'Paytm', method_type: 'wallet', for_deposit: true, for_withdrawal: false,
    accounts: [{ crypto_wallet_id: 'khelpaytm01', phone_number: '9876500003', account_holder_name: 'Khel Gaming' }] },
  { method_name: 'USDT (TRC20)', name: 'USDT', method_type: 'crypto', currency: 'USDT', for_deposit: true, for_withdrawal: false,
    accounts: [{ crypto_wallet_id: DEMO_USDT_WALLET, multiplier_value: 88.5, account_holder_name: 'Khel Treasury', qr_code: demoQrUrl('usdt.png') }] },
  { method_name: 'Pay Online', name: 'Sandbox Gateway', method_type: 'payment_gateway', bonus_percentage: 1, for_deposit: true, for_withdrawal: false,
    accounts: [{ account_holder_name: 'Sandbox Gateway' }] },
  { method_name: 'Bank Account', name: 'Bank', method_type: 'bank', for_deposit: false, for_withdrawal: true, accounts: [] },
  { method_name: 'UPI ID', name: 'UPI', method_type: 'upi', for_deposit: false, for_withdrawal: true, accounts: [] },
  { method_name: 'Crypto Wallet', name: 'USDT Wallet', method_type: 'wallet', for_deposit: false, for_withdrawal: true, accounts: [] },
];

const ACCOUNT_COLUMNS = ['bank_name', 'account_number', 'ifsc_code', 'upi_id', 'crypto_wallet_id', 'phone_number', 'account_holder_name',
  'qr_code', 'multiplier_value', 'social_payment_number', 'social_payment_link', 'min_amount', 'max_amount'] as const;

/**
 * The demo wallet of a site: its configuration row, a payment method of every type with master accounts, and the
 * payout methods. Idempotent: a method that exists is left as it is. Returns what it created.
 */
export async function seedWallet(q: Queryable, siteId: string | number): Promise<string[]> {
  const made: string[] = [];
  await q.query(
    `INSERT INTO wallet_config (site_id, announcement, rules) VALUES ($1, $2, $3::jsonb) ON CONFLICT (site_id) DO NOTHING`,
    [siteId, 'Deposits are credited within minutes. Always pay into the accounts shown on this page.',
      JSON.stringify({ deposit: {}, withdrawal: {} })],
  );
  for (const [i, m] of DEMO_METHODS.entries()) {
    const inserted = await q.query<{ id: string }>(
      `INSERT INTO payment_methods (site_id, method_name, name, method_type, currency, bonus_percentage, for_deposit, for_withdrawal, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (site_id, method_name) DO NOTHING RETURNING id::text`,
      [siteId, m.method_name, m.name, m.method_type, m.currency ?? null, m.bonus_percentage ?? 0, m.for_deposit, m.for_withdrawal, i],
    );
    const methodId = inserted.rows[0]?.id;
    if (!methodId) continue;
    made.push(`payment method ${m.method_name}`);
    for (const a of m.accounts) {
      await q.query(
        `INSERT INTO master_accounts (method_id, ${ACCOUNT_COLUMNS.join(', ')})
         VALUES ($1, ${ACCOUNT_COLUMNS.map((_, j) => `$${j + 2}`).join(', ')})`,
        [methodId, ...ACCOUNT_COLUMNS.map((c) => a[c] ?? null)],
      );
    }
  }
  // Demo databases seeded before the images were served point at paths that never existed: move them.
  for (const [old, name] of Object.entries(OLD_DEMO_QR_PATHS)) {
    await q.query('UPDATE master_accounts SET qr_code = $2 WHERE qr_code = $1', [old, demoQrUrl(name)]);
  }
  await syncPaymentBonusData(q, siteId);
  return made;
}
