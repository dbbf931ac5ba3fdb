import '../test-env';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, balance$, loader$, modal$ } from '@khel/shared';
import type { DepositMethod, MasterAccount } from '../api/types';
import { browser } from '../common/browser';
import { loadValidation } from '../common/validate';
import { collectToasts, CONFIG, fail, fakeApi, ok, renderAt, type Call } from '../test-utils';
import { PaymentStep } from './PaymentStep';
import { UTR_FOUND, UTR_MISSING } from './useSlip';

jest.mock('../ocr/readUtr', () => ({ readUtrOnDevice: jest.fn() }));
const { readUtrOnDevice } = jest.requireMock('../ocr/readUtr') as { readUtrOnDevice: jest.Mock };

const account = (over: Partial<MasterAccount> = {}): MasterAccount => ({
  method: 'bank',
  method_id: 1,
  method_name: 'Bank',
  master_account_id: 7,
  bank_name: 'HDFC Bank',
  account_number: '50100123456789',
  ifsc_code: 'HDFC0001234',
  upi_id: null,
  crypto_wallet_id: null,
  phone_number: '9876543210',
  account_holder_name: 'Khel Payments',
  qr_code: null,
  multiplier_value: null,
  created_at: '2026-11-01T00:00:00Z',
  social_payment_number: null,
  social_payment_link: null,
  ...over,
});
const METHODS: DepositMethod[] = [
  { method_name: 'WhatsApp', method_type: 'social', method_id: 9, bonus_percentage: null, accounts: [account({ master_account_id: 90, social_payment_link: null })] },
  { method_name: 'Bank', method_type: 'bank', method_id: 1, bonus_percentage: 3, accounts: [account()] },
  { method_name: 'UPI', method_type: 'upi', method_id: 2, bonus_percentage: null, accounts: [account({ master_account_id: 8, bank_name: null, account_number: null, ifsc_code: null, upi_id: 'khel@okhdfc' })] },
  { method_name: 'USDT', method_type: 'crypto', method_id: 4, bonus_percentage: null, currency: 'USDT', accounts: [account({ master_account_id: 10, bank_name: null, account_number: null, ifsc_code: null, crypto_wallet_id: 'TXYZ12345678', multiplier_value: 90 })] },
  { method_name: 'Gateway', method_type: 'payment_gateway', method_id: 5, bonus_percentage: null, accounts: [account({ master_account_id: 11 })] },
];

const toasts = collectToasts();
let calls: Call[];
const put = jest.fn(async () => ({ ok: true, status: 200 }));

function server(over: (c: Call) => [number, unknown] | undefined = () => undefined) {
  calls = fakeApi(api.wallet, (c) => {
    const special = over(c);
    if (special) return special;
    if (c.url === '/client/accounts-master-list') return ok(METHODS);
    if (c.url === '/dir/settings/getSignedUrl') return ok({ url: '/wallet/uploads/slip-1.png?sig=abc' });
    if (c.url === '/client/auto-utr') return [200, { success: false, utr: null }];
    if (c.url === '/client/client-account-transaction') return ok(null, 'Deposit request submitted');
    return fail(404, 'unexpected');
  });
}

beforeAll(() => loadValidation());
beforeEach(() => {
  readUtrOnDevice.mockReset();
  put.mockClear();
  (globalThis as { fetch?: unknown }).fetch = put;
  balance$.next({ bl: 9270, ex: -300, bc: 0, eb: 0 });
});
afterEach(() => modal$.next(null));

const renderStep = async (amount = '900') => {
  renderAt(<PaymentStep amount={amount} onEdit={() => undefined} />);
  await screen.findByRole('tablist', { name: 'Payment methods' });
};
const slip = (name = 'slip.png', type = 'image/png', size = 2048) => new File([new Uint8Array(size)], name, { type });
const chooseSlip = async (file: File) => {
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Payment slip'), { target: { files: [file] } });
  });
};

describe('deposit step 2', () => {
  it('selects the first non-social method, shows its bonus badge and account details with copy buttons', async () => {
    server();
    await renderStep();
    expect(calls[0]).toMatchObject({ url: '/client/accounts-master-list', params: { amount: 900 } });
    expect(screen.getByRole('tab', { name: /Bank/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Get 3% Bonus')).toBeTruthy();
    for (const label of ['Bank Name', 'Account Number', 'Phone Number', 'IFSC Code', 'Account Holder Name']) {
      expect(screen.getByLabelText(`Copy ${label}`)).toBeTruthy();
    }
    expect(screen.getByText('Available Balance:').textContent).toBe('Available Balance: ₹9,270.00'); // issue 31 item 7
    expect((screen.getByDisplayValue('900') as HTMLInputElement).readOnly).toBe(true);
    // no configured rules: the default notes
    expect(screen.getByText('NEFT transfers take 40 minutes to 2 hours to reach us.')).toBeTruthy();
  });

  it('a social method with no number says so and keeps the selection', async () => {
    server();
    await renderStep();
    fireEvent.click(screen.getByRole('tab', { name: 'WhatsApp' }));
    expect(toasts).toContainEqual({ type: 'error', message: 'No social payment number available' });
    expect(screen.getByRole('tab', { name: /Bank/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('a social method with a link opens its chat', async () => {
    const open = jest.spyOn(browser, 'open').mockImplementation(() => undefined);
    const social = { ...METHODS[0]!, accounts: [account({ master_account_id: 91, social_payment_number: '+91 98765 43210' })] };
    server((c) => (c.url === '/client/accounts-master-list' ? ok([social, METHODS[1]]) : undefined));
    await renderStep();
    fireEvent.click(screen.getByRole('tab', { name: 'WhatsApp' }));
    expect(open).toHaveBeenCalledWith('https://wa.me/919876543210');
    open.mockRestore();
  });

  it('crypto shows the amount divided by the multiplier in its currency', async () => {
    server();
    await renderStep('900');
    fireEvent.click(screen.getByRole('tab', { name: 'USDT' }));
    expect(screen.getByText('Amount (USDT)').nextSibling?.textContent).toBe('10.00');
  });

  it('a payment gateway switches to Pay Now and goes to the gateway URL', async () => {
    server((c) => (c.url === '/client/payment-url' ? ok({ url: '/wallet/gateway/sandbox/s1' }) : undefined));
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    try {
      await renderStep();
      fireEvent.click(screen.getByRole('tab', { name: 'Gateway' }));
      expect(screen.queryByRole('button', { name: 'SUBMIT' })).toBeNull();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay Now' })));
      expect(calls.at(-1)).toMatchObject({ url: '/client/payment-url', params: { amount: 900, master_account_id: 11 } });
      expect(assign).toHaveBeenCalledWith('/wallet/gateway/sandbox/s1');
    } finally {
      assign.mockRestore();
    }
  });

  it('retries the method list 3 times, then empties it and goes back a page', async () => {
    server((c) => (c.url === '/client/accounts-master-list' ? fail(500, 'Methods unavailable') : undefined));
    renderAt(<PaymentStep amount="900" onEdit={() => undefined} />);
    await waitFor(() => expect(toasts).toContainEqual({ type: 'error', message: 'Methods unavailable' }));
    expect(calls.filter((c) => c.url === '/client/accounts-master-list')).toHaveLength(4);
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('refuses a bad slip file with the SPEC message', async () => {
    server();
    await renderStep();
    await chooseSlip(slip('slip.gif', 'image/gif'));
    await chooseSlip(slip('big.png', 'image/png', 5_242_881));
    const message = 'Invalid file type. Only JPG, JPEG, PNG, and WEBP image formats are allowed, and file size must be under 5 MB';
    expect(toasts.filter((t) => t.message === message)).toHaveLength(2);
    expect(calls.some((c) => c.url === '/dir/settings/getSignedUrl')).toBe(false);
  });

  it('uploads the slip by signed URL, fills the UTR the device reads, and submits with has_edited_utr', async () => {
    server();
    readUtrOnDevice.mockResolvedValue('412345678901');
    await renderStep();
    await chooseSlip(slip());
    expect(calls.find((c) => c.url === '/dir/settings/getSignedUrl')?.body).toEqual({ file_type: 'image/png', file_size: 2, file_name: 'slip.png', type: 'payment-slip' });
    expect(put).toHaveBeenCalledWith('/wallet/uploads/slip-1.png?sig=abc', expect.objectContaining({ method: 'PUT', headers: { 'Content-Type': 'image/png', 'x-amz-acl': 'public-read' } }));
    expect((screen.getByPlaceholderText('Enter UTR Number') as HTMLInputElement).value).toBe('412345678901');
    expect(screen.getByText(UTR_FOUND)).toBeTruthy();
    expect(loader$.value).toBe(false);
    fireEvent.change(screen.getByPlaceholderText('Enter UTR Number'), { target: { value: '412345678909' } });
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'SUBMIT' })));
    const sent = calls.find((c) => c.url === '/client/client-account-transaction');
    expect(sent?.body).toMatchObject({
      amount: 900,
      transaction_id: '412345678909',
      transaction_image_url: '/wallet/uploads/slip-1.png',
      account_index: 7,
      type: 'client_deposit',
      has_edited_utr: true,
    });
    expect(sent?.headers['Idempotency-Key']).toBeTruthy();
    expect(screen.getByText('Congratulations! Deposit request of 900 has been submitted. We will approve as soon as we detect the payment in our banks.')).toBeTruthy();
    expect(modal$.value).toEqual({ id: 'success-submit', allowNavigation: true });
  });

  it('falls back to the server auto-UTR and, when neither finds one, asks for it', async () => {
    readUtrOnDevice.mockResolvedValue(null);
    server((c) => (c.url === '/client/auto-utr' ? [200, { success: true, utr: '998877665544' }] : undefined));
    await renderStep();
    await chooseSlip(slip());
    expect(calls.some((c) => c.url === '/client/auto-utr')).toBe(true);
    expect((screen.getByPlaceholderText('Enter UTR Number') as HTMLInputElement).value).toBe('998877665544');

    server((c) => (c.url === '/client/auto-utr' ? fail(400, 'No image found for UTR auto-check.') : undefined));
    fireEvent.click(screen.getByLabelText('Clear payment slip'));
    expect((screen.getByPlaceholderText('Enter UTR Number') as HTMLInputElement).value).toBe('');
    await chooseSlip(slip());
    expect(screen.getByText(UTR_MISSING)).toBeTruthy();
  });

  it('shows each deposit validation message in order: proof, UTR required, UTR format', async () => {
    server();
    readUtrOnDevice.mockResolvedValue(null);
    await renderStep();
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'SUBMIT' })));
    expect(toasts.at(-1)).toEqual({ type: 'error', message: 'Please Upload Payment Proof' });
    await chooseSlip(slip());
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'SUBMIT' })));
    expect(toasts.at(-1)).toEqual({ type: 'error', message: 'UTR Number is Required' });
    // digits only; fewer than 11 blocks SUBMIT, 16+ are cut to 15
    fireEvent.change(screen.getByPlaceholderText('Enter UTR Number'), { target: { value: '12ab345' } });
    expect((screen.getByPlaceholderText('Enter UTR Number') as HTMLInputElement).value).toBe('12345');
    expect((screen.getByRole('button', { name: 'SUBMIT' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByPlaceholderText('Enter UTR Number'), { target: { value: '12345678901234567' } });
    expect((screen.getByPlaceholderText('Enter UTR Number') as HTMLInputElement).value).toBe('123456789012345');
    expect(calls.some((c) => c.url === '/client/client-account-transaction')).toBe(false);
  });

  it('the tab arrows scroll 200 px a step', async () => {
    server();
    const scrollBy = jest.fn();
    (HTMLElement.prototype as unknown as { scrollBy: unknown }).scrollBy = scrollBy;
    await renderStep();
    fireEvent.click(screen.getByLabelText('Scroll right'));
    fireEvent.click(screen.getByLabelText('Scroll left'));
    expect(scrollBy.mock.calls.map((c) => c[0].left)).toEqual([200, -200]);
  });

  it('QR: a UPI payment QR with preview and share links; the tutorial video', async () => {
    server();
    renderAt(<PaymentStep amount="900" onEdit={() => undefined} />, {
      config: { ...CONFIG, deposit_video: { en: 'https://www.youtube.com/watch?v=abcdef123' } },
    });
    await screen.findByRole('tablist', { name: 'Payment methods' });
    expect(screen.getByTitle('Tutorial Video').getAttribute('src')).toBe('https://www.youtube.com/embed/abcdef123');
    fireEvent.click(screen.getByRole('tab', { name: 'UPI' }));
    expect(await screen.findByLabelText('UPI QR code')).toBeTruthy();
    const share = screen.getByLabelText('Share');
    expect(within(share).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent('upi://pay?pa=khel@okhdfc&pn=Khel%20Payments&am=900&cu=INR')}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(within(screen.getByRole('dialog', { name: 'QR Code' })).getByLabelText('UPI QR code')).toBeTruthy();
  });

  it('choosing another method resets slip and UTR', async () => {
    server();
    readUtrOnDevice.mockResolvedValue('412345678901');
    await renderStep();
    await chooseSlip(slip());
    expect(screen.getByAltText('Payment slip preview')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'UPI' }));
    expect(screen.queryByAltText('Payment slip preview')).toBeNull();
    expect((screen.getByPlaceholderText('Enter UTR Number') as HTMLInputElement).value).toBe('');
    expect(await screen.findByLabelText('UPI QR code')).toBeTruthy();
  });
});

describe('QR image of an account', () => {
  it("shows the account's own QR image instead of a generated one", async () => {
    const withQr = { ...METHODS[2]!, accounts: [{ ...METHODS[2]!.accounts[0]!, qr_code: '/wallet/uploads/qr-1.png' }] };
    server((c) => (c.url === '/client/accounts-master-list' ? ok([withQr]) : undefined));
    await renderStep();
    expect(screen.getByAltText('Payment QR code').getAttribute('src')).toBe('/wallet/uploads/qr-1.png');
    expect(screen.queryByLabelText('UPI QR code')).toBeNull();
    // The share links carry it as an absolute URL, never the relative path (issue 31 item 7).
    const share = screen.getByLabelText('Share');
    const absolute = `${window.location.origin}/wallet/uploads/qr-1.png`;
    expect(absolute).toMatch(/^https?:\/\//);
    expect(within(share).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(absolute)}`);
    expect(within(share).getByRole('link', { name: 'Telegram' }).getAttribute('href')).toBe(`https://t.me/share/url?url=${encodeURIComponent(absolute)}`);
  });
});

describe('wallet-type deposits', () => {
  it('take an optional reference of up to 128 characters', async () => {
    server();
    await renderStep();
    fireEvent.click(screen.getByRole('tab', { name: 'USDT' }));
    const ref = screen.getByPlaceholderText('Enter Reference (optional)') as HTMLInputElement;
    fireEvent.change(ref, { target: { value: 'tx-ABC'.repeat(30) } });
    expect(ref.value).toHaveLength(128);
    fireEvent.change(ref, { target: { value: '' } });
    await chooseSlip(slip());
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'SUBMIT' })));
    expect(calls.find((c) => c.url === '/client/client-account-transaction')?.body).toMatchObject({ transaction_id: '', account_index: 10, multiplier_value: 90 });
  });
});

describe('deposit request rules', () => {
  it("an empty amount: 'Please Enter Deposit Amount' first", async () => {
    const { depositErrors, firstError, DEPOSIT_FIELD_ORDER } = await import('./validateDeposit');
    const errors = depositErrors({ amount: '', utr: '', slipUrl: null, accountId: 7, method: METHODS[1]! });
    expect(firstError(errors, DEPOSIT_FIELD_ORDER)).toBe('Please Enter Deposit Amount');
    expect(errors).toMatchObject({ transaction_image_url: 'Please Upload Payment Proof', transaction_id: 'UTR Number is Required' });
    expect(depositErrors({ amount: '500', utr: '123456789', slipUrl: '/x.png', accountId: 7, method: METHODS[1]! })).toEqual({
      transaction_id: 'UTR number must be 10 to 15 digit',
    });
  });
});
