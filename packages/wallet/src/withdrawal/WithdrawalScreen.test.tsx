import '../test-env';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, balance$, modal$ } from '@khel/shared';
import type { SavedAccount } from '../api/types';
import { loadValidation } from '../common/validate';
import { collectToasts, fail, fakeApi, ok, renderAt, routerPath, type Call } from '../test-utils';
import WithdrawalScreen from './WithdrawalScreen';

const saved = (over: Partial<SavedAccount>): SavedAccount => ({
  client_account_id: 1,
  method_name: 'Bank Transfer',
  bank_id: 11,
  bank_name: 'HDFC Bank',
  payment_type_name: null,
  payment_method: 'bank',
  account_number: '123456789012',
  phone_number: null,
  ifsc_code: 'HDFC0001234',
  upi_id: null,
  crypto_wallet_id: null,
  account_holder_name: 'Ravi Kumar',
  qr_code: null,
  created_at: '2026-11-20T00:00:00Z',
  ...over,
});
const ACCOUNTS = [saved({}), saved({ client_account_id: 2, method_name: 'UPI', bank_name: null, payment_type_name: 'UPI', payment_method: 'upi', account_number: null, ifsc_code: null, upi_id: 'ravi@okaxis' })];

const toasts = collectToasts();
let wallet: Call[];
let user: Call[];
function server({ accounts = ACCOUNTS, bankOnly = false } = {}) {
  wallet = fakeApi(api.wallet, (c) => {
    if (c.url === '/client/client-account') return ok({ account_list: accounts, is_bank_only: bankOnly });
    if (c.method === 'DELETE') return ok(null, 'Account deleted');
    if (c.url === '/client/create-client-account') return ok(null, 'Account added');
    return fail(404, 'unexpected');
  });
  user = fakeApi(api.user, (c) => {
    if (c.url === '/api/get-id/wallet-withdraw') return ok(null, 'Withdraw request submitted');
    if (c.url === '/api/get-user-pl-info') return ok({ bets_count: 3, total_stake: 0, total_win: 0, total_loss: 0, commission: 0, profit_loss: 0 });
    return fail(404, 'unexpected');
  });
}
const withdrawCalls = () => user.filter((c) => c.url === '/api/get-id/wallet-withdraw');

beforeAll(() => loadValidation());
beforeEach(() => balance$.next({ bl: 5000, ex: -250.5, bc: 0, eb: 1000 }));
afterEach(() => modal$.next(null));

const renderScreen = async () => {
  renderAt(<WithdrawalScreen />, { path: '/withdrawal' });
  await screen.findByText('Withdraw Amount');
};
const amount = () => screen.getByPlaceholderText('Enter Amount') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'SUBMIT' }) as HTMLButtonElement;
/** The line a disabled button is described by (why it cannot be pressed), or null. */
const whyOf = (button: HTMLElement) => {
  const id = button.getAttribute('aria-describedby');
  return id ? document.getElementById(id)!.textContent : null;
};

describe('Use Previous Account', () => {
  it('shows the title, note, available amount with 2 decimals, cards with copy buttons, the first selected', async () => {
    server();
    await renderScreen();
    expect(screen.getByText('Please fill in all required fields')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Use Previous Account' }).getAttribute('aria-selected')).toBe('true');
    // free cash: bl - eb; the exposure already left the balance (issue 26 finding 1); ₹ and grouping (issue 31 item 7)
    expect(screen.getAllByText(/Available to withdrawal/)[0]!.textContent).toBe('Available to withdrawal: ₹4,000.00');
    const cards = await screen.findAllByRole('radio');
    expect(cards[0]!.getAttribute('aria-checked')).toBe('true');
    expect(cards[1]!.getAttribute('aria-checked')).toBe('false');
    expect(within(cards[0]!).getByLabelText('Copy IFSC Code')).toBeTruthy();
    expect(within(cards[1]!).getByLabelText('Copy UPI ID')).toBeTruthy();
    expect(screen.getByText(/Min: /).textContent).toBe('Min: ₹200.00   Max: ₹25,000.00');
  });

  it('shows a spinner until the balance is known', async () => {
    balance$.next(null);
    server();
    await renderScreen();
    expect(screen.getAllByText(/Available to withdrawal/)[0]!.querySelector('[role=progressbar]')).not.toBeNull();
  });

  it('SUBMIT is disabled below the min and says why; the other amount errors are toasts, not lines (SPEC §2, §8)', async () => {
    server();
    await renderScreen();
    await screen.findAllByRole('radio');
    expect([submit().disabled, whyOf(submit())]).toEqual([true, 'Please Enter Amount']);
    fireEvent.change(amount(), { target: { value: '5' } });
    expect([submit().disabled, whyOf(submit())]).toEqual([true, 'Please enter amount greater than equal to 200']);
    for (const [typed, message] of [
      ['4001', 'Insufficient Balance'],
      ['99999999999', 'Amount must be digits only, at most 10'],
      ['30000', 'Please enter amount less than equal to 25000'],
    ]) {
      fireEvent.change(amount(), { target: { value: typed } });
      expect(amount().value).toBe(typed);
      expect([submit().disabled, whyOf(submit())]).toEqual([false, null]);
      await act(async () => fireEvent.click(submit()));
      expect(toasts.at(-1)).toEqual({ type: 'error', message });
      expect(screen.queryByText(message)).toBeNull();
    }
    expect(document.querySelectorAll('[role=alert]')).toHaveLength(0);
    expect(withdrawCalls()).toHaveLength(0);
  });

  it('withdraws from the selected account and goes Home', async () => {
    server();
    await renderScreen();
    expect(routerPath()).toBe('/withdrawal');
    const cards = await screen.findAllByRole('radio');
    fireEvent.click(cards[1]!);
    fireEvent.change(amount(), { target: { value: '500' } });
    await act(async () => fireEvent.click(submit()));
    expect(withdrawCalls()[0]).toMatchObject({ method: 'POST', url: '/api/get-id/wallet-withdraw', body: { amount: 500, client_account_index: 2, type: 'client_withdrawal' } });
    expect(toasts).toContainEqual({ type: 'success', message: 'Withdraw request submitted' });
    expect(routerPath()).toBe('/');
  });

  it('asks before deleting an account, then deletes it and reloads', async () => {
    server();
    await renderScreen();
    await screen.findAllByRole('radio');
    fireEvent.click(screen.getAllByLabelText('Delete account')[0]!);
    expect(screen.getByText('Are You Sure Want To, Delete This Account ?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(wallet.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getAllByLabelText('Delete account')[0]!);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes' })));
    expect(wallet.find((c) => c.method === 'DELETE')?.url).toBe('/client/delete-client-account/1');
    expect(toasts).toContainEqual({ type: 'success', message: 'Account deleted' });
    await waitFor(() => expect(wallet.filter((c) => c.url === '/client/client-account')).toHaveLength(2));
  });

  it('with no accounts prompts to use a new account', async () => {
    server({ accounts: [] });
    await renderScreen();
    expect(await screen.findByText('Oops! No accounts found. Please choose Use New Account to add one.')).toBeTruthy();
  });
});

describe('Use New Account', () => {
  const openNew = async (opts?: Parameters<typeof server>[0]) => {
    server(opts);
    await renderScreen();
    await screen.findByRole('radiogroup', { name: 'Saved accounts' }).catch(() => undefined);
    fireEvent.click(screen.getByRole('tab', { name: 'Use New Account' }));
  };
  const type = (name: string, value: string) => fireEvent.change(document.querySelector(`input[name=${name}]`)!, { target: { value } });
  const press = async () => act(async () => fireEvent.click(submit()));

  const invalid = (name: string) => document.querySelector(`input[name=${name}]`)!.getAttribute('aria-invalid');
  /** Presses SUBMIT and returns the toast it gave (SPEC §8: errors are toasts, the first field's first). */
  const pressFor = async () => {
    const before = toasts.length;
    await press();
    expect(toasts.length).toBe(before + 1);
    return toasts.at(-1)!.message;
  };

  it('bank: each message as a toast in the form\'s order, the fields marked, no lines under them', async () => {
    await openNew();
    expect(await pressFor()).toBe('Please Select Bank Name');
    expect([invalid('ifsc_code'), invalid('account_number'), invalid('account_holder_name')]).toEqual(['true', 'true', 'true']);
    expect(screen.getByLabelText('Withdraw Password').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Select Bank Name' }));
    fireEvent.click(screen.getByRole('option', { name: 'HDFC Bank' }));
    expect(await pressFor()).toBe('IFSC code is required.');
    type('ifsc_code', 'hdfc12');
    expect((document.querySelector('input[name=ifsc_code]') as HTMLInputElement).value).toBe('HDFC12');
    expect(await pressFor()).toBe('IFSC code should be 11 Alphanumeric Characters');
    type('ifsc_code', 'HDFC0001234');
    expect(await pressFor()).toBe('Account Number is required.');
    expect(invalid('ifsc_code')).toBeNull();
    type('account_number', '12345');
    expect(await pressFor()).toBe('Account number must be valid numeric value between 9 to 18 digits.');
    type('account_number', '123456789012');
    expect(await pressFor()).toBe('Account holder name is required');
    type('account_holder_name', 'Ra');
    expect(await pressFor()).toBe('Account holder name must be 3-100 characters.');
    type('account_holder_name', 'Ravi Kumar 2');
    expect(await pressFor()).toBe('Must contain only alphabets, spaces, dots, or hyphens.');
    type('account_holder_name', 'Ravi Kumar');
    expect(await pressFor()).toBe('Please Enter Withdraw Password');
    expect(toasts.every((t) => t.type === 'error')).toBe(true);
    expect(document.querySelectorAll('[role=alert]')).toHaveLength(0);
    expect(wallet.some((c) => c.url === '/client/create-client-account')).toBe(false);
  });

  it('bank inputs: IFSC upper-cased and capped at 11, account number digits capped at 20, searchable banks', async () => {
    await openNew();
    type('ifsc_code', 'abcd0123456789');
    expect((document.querySelector('input[name=ifsc_code]') as HTMLInputElement).value).toBe('ABCD0123456');
    type('account_number', '12ab3456789012345678901234');
    expect((document.querySelector('input[name=account_number]') as HTMLInputElement).value).toBe('12345678901234567890');
    expect(document.querySelector('input[name=account_number]')!.getAttribute('inputmode')).toBe('tel');
    fireEvent.click(screen.getByRole('button', { name: 'Select Bank Name' }));
    fireEvent.change(screen.getByLabelText('Search Bank Name'), { target: { value: 'zzz' } });
    expect(screen.getByText('No Data Found')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search Bank Name'), { target: { value: 'state' } });
    fireEvent.click(screen.getByRole('option', { name: 'State Bank of India' }));
    expect(screen.getByRole('button', { name: 'State Bank of India' })).toBeTruthy();
  });

  it('adds a bank account, clears the form and returns to the reloaded previous accounts', async () => {
    await openNew();
    fireEvent.click(screen.getByRole('button', { name: 'Select Bank Name' }));
    fireEvent.click(screen.getByRole('option', { name: 'HDFC Bank' }));
    type('ifsc_code', 'HDFC0001234');
    type('account_number', '123456789012');
    type('account_holder_name', 'Ravi Kumar');
    fireEvent.change(screen.getByLabelText('Withdraw Password'), { target: { value: 'Pa ss@123' } });
    await press();
    expect(wallet.find((c) => c.url === '/client/create-client-account')?.body).toEqual({
      payment_method: 'bank',
      method_id: 1,
      account_holder_name: 'Ravi Kumar',
      transaction_password: 'Pass@123',
      bank_id: 11,
      ifsc_code: 'HDFC0001234',
      account_number: '123456789012',
    });
    expect(toasts).toContainEqual({ type: 'success', message: 'Account added' });
    expect(screen.getByRole('tab', { name: 'Use Previous Account' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(wallet.filter((c) => c.url === '/client/client-account')).toHaveLength(2));
  });

  it('UPI: UPI ID or QR required, length and the spec\'s format (letters or digits @ letters or digits)', async () => {
    await openNew();
    fireEvent.click(screen.getByRole('radio', { name: 'UPI' }));
    type('account_holder_name', 'Ravi Kumar');
    expect(await pressFor()).toBe('At least one field is required UPI ID or QR code.');
    type('upi_id', 'ab@c');
    expect(await pressFor()).toBe('UPI ID must be 5 to 50 characters.');
    for (const upi of ['ravi.kumar', 'ravi.kumar@okaxis', 'ravi-k@okaxis', 'ravi@ok.axis']) {
      type('upi_id', upi);
      expect([upi, await pressFor()]).toEqual([upi, 'Must be in the format of name@bank.']);
    }
    type('upi_id', 'ravikumar@okaxis');
    expect(await pressFor()).toBe('Please Enter Withdraw Password');
  });

  it('wallet: adds crypto_wallet_id with the fixed USDT crypto type', async () => {
    await openNew();
    fireEvent.click(screen.getByRole('radio', { name: 'Crypto Wallet' }));
    type('account_holder_name', 'Ravi Kumar');
    type('crypto_wallet_id', 'TXyz_1234-ab');
    fireEvent.change(screen.getByLabelText('Withdraw Password'), { target: { value: 'Secret@123' } });
    await press();
    expect(wallet.find((c) => c.url === '/client/create-client-account')?.body).toEqual({
      payment_method: 'wallet',
      method_id: 3,
      account_holder_name: 'Ravi Kumar',
      transaction_password: 'Secret@123',
      crypto_wallet_id: 'TXyz_1234-ab',
      crypto_type: 'USDT',
    });
  });

  it('wallet: Wallet ID required; QR image type checked, previewed and removable', async () => {
    await openNew();
    fireEvent.click(screen.getByRole('radio', { name: 'Crypto Wallet' }));
    type('account_holder_name', 'Ravi Kumar');
    expect(await pressFor()).toBe('Wallet ID is required');
    type('crypto_wallet_id', 'short');
    expect(await pressFor()).toBe('Wallet ID must be 8 to 20 characters: letters, digits, @, hyphen or underscore.');
    type('crypto_wallet_id', 'bad wallet!');
    expect(await pressFor()).toBe('Wallet ID must be 8 to 20 characters: letters, digits, @, hyphen or underscore.');
    fireEvent.change(screen.getByLabelText('QR code image'), { target: { files: [new File(['x'], 'qr.gif', { type: 'image/gif' })] } });
    expect(toasts).toContainEqual({
      type: 'error',
      message: 'Invalid file type. Only JPG, JPEG, PNG, and WEBP image formats are allowed, and file size must be under 5 MB',
    });
    fireEvent.change(screen.getByLabelText('QR code image'), { target: { files: [new File(['x'], 'qr.png', { type: 'image/png' })] } });
    expect(screen.getByAltText('QR code preview')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Remove QR code'));
    expect(screen.queryByAltText('QR code preview')).toBeNull();
  });

  it('offers only bank methods when is_bank_only is set; the password has show/hide', async () => {
    await openNew({ bankOnly: true });
    expect(screen.getAllByRole('radio').map((r) => r.parentElement!.textContent)).toEqual(['Bank Transfer']);
    const password = screen.getByLabelText('Withdraw Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByLabelText('Show Withdraw Password'));
    expect(password.type).toBe('text');
  });
});
