import '../test-env';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { api, auth$, balance$, LOGGED_OUT, modal$, type User } from '@khel/shared';
import type { DepositMethod, MasterAccount } from '../api/types';
import { loadValidation } from '../common/validate';
import { collectToasts, fail, fakeApi, ok, renderAt } from '../test-utils';
import { AmountStep } from './AmountStep';
import { PaymentStep } from './PaymentStep';

jest.mock('../ocr/readUtr', () => ({ readUtrOnDevice: jest.fn(async () => null) }));

/** The line a disabled button is described by (why it cannot be pressed), or null. */
const whyOf = (name: string) => {
  const button = screen.getByRole('button', { name }) as HTMLButtonElement;
  const id = button.getAttribute('aria-describedby');
  return [button.disabled, id ? document.getElementById(id)!.textContent : null];
};

const account = (over: Partial<MasterAccount>): MasterAccount => ({
  method: 'bank', method_id: 1, method_name: 'Bank', master_account_id: 7, bank_name: 'HDFC Bank', account_number: '50100123456789',
  ifsc_code: 'HDFC0001234', upi_id: null, crypto_wallet_id: null, phone_number: null, account_holder_name: 'Khel Payments', qr_code: null,
  multiplier_value: null, created_at: '2026-11-01T00:00:00Z', social_payment_number: null, social_payment_link: null, ...over,
});
const METHODS: DepositMethod[] = [
  { method_name: 'Bank', method_type: 'bank', method_id: 1, bonus_percentage: null, accounts: [account({})] },
  { method_name: 'Gateway', method_type: 'payment_gateway', method_id: 5, bonus_percentage: null, accounts: [] },
];

const toasts = collectToasts();
let slipStore: (init?: RequestInit) => Promise<{ ok: boolean; status: number; json?: () => Promise<unknown> }>;
beforeAll(() => loadValidation());
beforeEach(() => {
  balance$.next({ bl: 1000, ex: 0, bc: 0, eb: 0 });
  slipStore = async () => ({ ok: true, status: 200 });
  (globalThis as { fetch?: unknown }).fetch = (_url: string, init?: RequestInit) => slipStore(init);
  fakeApi(api.wallet, (c) => {
    if (c.url === '/client/accounts-master-list') return ok(METHODS);
    if (c.url === '/dir/settings/getSignedUrl') return ok({ url: '/wallet/uploads/payment-slip/x.png?sig=1' });
    if (c.url === '/client/auto-utr') return [200, { success: false, utr: null }];
    return fail(404, 'unexpected');
  });
});
afterEach(() => {
  modal$.next(null);
  auth$.next(LOGGED_OUT);
});

function Amount() {
  const [amount, setAmount] = useState('');
  return <AmountStep amount={amount} onAmount={setAmount} onNext={() => undefined} />;
}

describe('a disabled button says why (issue 16 point 6)', () => {
  it('deposit Next: the minimum, the range, the format; none once the amount is good', () => {
    renderAt(<Amount />);
    const input = screen.getByPlaceholderText('Enter Amount');
    expect(whyOf('Next')).toEqual([true, 'Minimum deposit is 100']);
    fireEvent.change(input, { target: { value: '99' } });
    expect(whyOf('Next')).toEqual([true, 'Deposit amount must be between 100 and 50000']);
    fireEvent.change(input, { target: { value: '75000' } });
    expect(whyOf('Next')).toEqual([true, 'Deposit amount must be between 100 and 50000']);
    fireEvent.change(input, { target: { value: '1,000' } });
    expect(whyOf('Next')).toEqual([true, 'Amount must be a number with at most 2 decimals']);
    fireEvent.change(input, { target: { value: '100' } });
    expect(whyOf('Next')).toEqual([false, null]);
  });

  it('deposit SUBMIT: the terms, a short UTR; Pay Now without an account', async () => {
    renderAt(<PaymentStep amount="900" onEdit={() => undefined} />);
    await screen.findByRole('tablist', { name: 'Payment methods' });
    expect(whyOf('SUBMIT')).toEqual([true, 'Please accept the terms to continue.']);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(whyOf('SUBMIT')).toEqual([false, null]);
    fireEvent.change(screen.getByPlaceholderText('Enter UTR Number'), { target: { value: '1234567890' } });
    expect(whyOf('SUBMIT')).toEqual([true, 'Enter at least 11 digits of the UTR number.']);
    fireEvent.change(screen.getByPlaceholderText('Enter UTR Number'), { target: { value: '12345678901' } });
    expect(whyOf('SUBMIT')).toEqual([false, null]);
    fireEvent.click(screen.getByRole('tab', { name: 'Gateway' }));
    expect(whyOf('Pay Now')).toEqual([true, 'No account is available for this method.']);
  });

  it('deposit SUBMIT while the slip uploads', async () => {
    slipStore = () => new Promise(() => undefined);
    renderAt(<PaymentStep amount="900" onEdit={() => undefined} />);
    await screen.findByRole('tablist', { name: 'Payment methods' });
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => fireEvent.change(screen.getByLabelText('Payment slip'), { target: { files: [new File([new Uint8Array(64)], 'slip.png', { type: 'image/png' })] } }));
    expect(whyOf('SUBMIT')).toEqual([true, 'Please wait: the payment slip is uploading.']);
  });
});

describe('the upload messages of SPEC §8 (issue 16 point 5)', () => {
  const renderPayment = async () => {
    renderAt(<PaymentStep amount="900" onEdit={() => undefined} />);
    await screen.findByRole('tablist', { name: 'Payment methods' });
  };
  const choose = (file = new File([new Uint8Array(64)], 'slip.png', { type: 'image/png' })) =>
    act(async () => fireEvent.change(screen.getByLabelText('Payment slip'), { target: { files: [file] } }));

  it("a slip the browser cannot draw: 'Error => Corrupted Image , Please Try With New Image', and the slip is cleared", async () => {
    await renderPayment();
    await choose();
    fireEvent.error(screen.getByAltText('Payment slip preview'));
    expect(toasts.at(-1)).toEqual({ type: 'error', message: 'Error => Corrupted Image , Please Try With New Image' });
    expect(screen.queryByAltText('Payment slip preview')).toBeNull();
  });

  it("bytes of another image type than the file says: 'Try again with different image!'", async () => {
    slipStore = async () => ({ ok: false, status: 415, json: async () => ({ success: false, message: 'Invalid file type' }) });
    await renderPayment();
    await choose();
    expect(toasts.at(-1)).toEqual({ type: 'error', message: 'Try again with different image!' });
    expect(screen.queryByAltText('Payment slip preview')).toBeNull();
  });

  it("a corrupted file the store refused keeps the store's message", async () => {
    slipStore = async () => ({ ok: false, status: 415, json: async () => ({ success: false, message: 'File seems corrupted and cannot be uploaded' }) });
    await renderPayment();
    await choose();
    expect(toasts.at(-1)).toEqual({ type: 'error', message: 'File seems corrupted and cannot be uploaded' });
  });
});

describe('stakes (issue 16 point 5)', () => {
  const user = (stakes: number[]): User => ({
    user_name: 'p', balance: 0, expl: 0, bets_count: 0, earnBonus: 0, phone: null, last_login_at: '2026-01-01', isDemo: false,
    notificationSubscribed: false, notificationUnsubscribed: false, stakes,
  });
  const edited = () => [1, 2, 3, 4].map((i) => (screen.getByLabelText(`Stake ${i}`) as HTMLInputElement).value);

  it('Edit Stake starts from the fallback stakes 100, 500, 1000, 2000 for a player who has none', () => {
    auth$.next({ token: 't', user: user([]) });
    renderAt(<Amount />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Stake' }));
    expect(edited()).toEqual(['100', '500', '1000', '2000']);
  });

  it("and from the player's own stakes when they have some", () => {
    auth$.next({ token: 't', user: user([300, 700, 900, 1100]) });
    renderAt(<Amount />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Stake' }));
    expect(edited()).toEqual(['300', '700', '900', '1100']);
  });
});
