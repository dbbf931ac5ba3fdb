import '../test-env';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, balance$, modal$ } from '@khel/shared';
import type { SavedAccount } from '../api/types';
import { loadValidation } from '../common/validate';
import { collectToasts, CONFIG, fail, fakeApi, ok, renderAt, routerPath, type Call } from '../test-utils';
import { AMOUNT_DIGITS, aboveMax, availableToWithdraw, belowMin, INSUFFICIENT, withdrawAmountError } from './amount';
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
  user = fakeApi(api.user, (c) => (c.url === '/api/get-id/wallet-withdraw' ? ok(null, 'Withdraw request submitted') : fail(404, 'unexpected')));
}

beforeAll(() => loadValidation());
beforeEach(() => balance$.next({ bl: 5000, ex: -250.5, bc: 0, eb: 1000 }));
afterEach(() => modal$.next(null));

const renderScreen = async () => {
  renderAt(<WithdrawalScreen />, { path: '/withdrawal' });
  await screen.findByText('Withdraw Amount');
};
const amount = () => screen.getByPlaceholderText('Enter Amount') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'SUBMIT' }) as HTMLButtonElement;

describe('withdraw amount rules (SPEC §5, §9)', () => {
  it('whole rupees, digits only, at most 10: anything else is an error, never stripped or clamped', () => {
    for (const typed of ['12a34', '12.5', '1,000', ' 100', '123456789012', '１００', '0100']) {
      expect(withdrawAmountError(typed, 100, 5000, 25000)).toBe(AMOUNT_DIGITS);
    }
    expect(withdrawAmountError('30000', 100, 50000, 25000)).toBe(aboveMax(25000));
    expect(withdrawAmountError('50', 100, 5000, 25000)).toBe(belowMin(100));
    expect(withdrawAmountError('6000', 100, 5000, 25000)).toBe(INSUFFICIENT);
    expect(withdrawAmountError('2000', 100, 5000, 25000)).toBeNull();
  });
  it('available: balance + expl - earnBonus on saved accounts; balance + expl on a new one', () => {
    expect(availableToWithdraw({ bl: 5000, ex: -250.5, eb: 1000 }, 'previous')).toBe(3749.5);
    expect(availableToWithdraw({ bl: 5000, ex: -250.5, eb: 1000 }, 'new')).toBe(4749.5);
    expect(availableToWithdraw(null, 'new')).toBeNull();
  });
});

describe('Use Previous Account', () => {
  it('shows the title, note, available amount with 2 decimals, cards with copy buttons, the first selected', async () => {
    server();
    await renderScreen();
    expect(screen.getByText('Please fill in all required fields')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Use Previous Account' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByText(/Available to withdrawal/)[0]!.textContent).toContain('3749.50');
    const cards = await screen.findAllByRole('radio');
    expect(cards[0]!.getAttribute('aria-checked')).toBe('true');
    expect(cards[1]!.getAttribute('aria-checked')).toBe('false');
    expect(within(cards[0]!).getByLabelText('Copy IFSC Code')).toBeTruthy();
    expect(within(cards[1]!).getByLabelText('Copy UPI ID')).toBeTruthy();
    expect(screen.getByText(/Min: 200/).textContent).toMatch(/Max: 25000/);
  });

  it('shows a spinner until the balance is known', async () => {
    balance$.next(null);
    server();
    await renderScreen();
    expect(screen.getAllByText(/Available to withdrawal/)[0]!.querySelector('[role=progressbar]')).not.toBeNull();
  });

  it('amount messages: required, below the minimum, insufficient balance; SUBMIT disabled below the min', async () => {
    server();
    await renderScreen();
    await screen.findAllByRole('radio');
    expect(submit().disabled).toBe(true);
    fireEvent.change(amount(), { target: { value: '5' } });
    expect(screen.getByText('Please enter amount greater than equal to 200')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    fireEvent.change(amount(), { target: { value: '' } });
    expect(screen.getByText('Please Enter Amount')).toBeTruthy();
    fireEvent.change(amount(), { target: { value: '4000' } });
    expect(screen.getByText('Insufficient Balance')).toBeTruthy();
    fireEvent.change(amount(), { target: { value: '99999999999' } });
    expect(amount().value).toBe('99999999999');
    expect(screen.getByText('Amount must be digits only, at most 10')).toBeTruthy();
    fireEvent.change(amount(), { target: { value: '30000' } });
    expect(screen.getByText('Please enter amount less than equal to 25000')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    await act(async () => fireEvent.click(submit()));
    expect(user).toHaveLength(0);
  });

  it('withdraws from the selected account and goes Home', async () => {
    server();
    await renderScreen();
    expect(routerPath()).toBe('/withdrawal');
    const cards = await screen.findAllByRole('radio');
    fireEvent.click(cards[1]!);
    fireEvent.change(amount(), { target: { value: '500' } });
    await act(async () => fireEvent.click(submit()));
    expect(user[0]).toMatchObject({ method: 'POST', url: '/api/get-id/wallet-withdraw', body: { amount: 500, client_account_index: 2, type: 'client_withdrawal' } });
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
  const errorOf = (label: string) => screen.getByText(label, { selector: '.w-label' }).closest('.w-field')!.querySelector('[role=alert]')?.textContent;
  const type = (name: string, value: string) => fireEvent.change(document.querySelector(`input[name=${name}]`)!, { target: { value } });
  const press = async () => act(async () => fireEvent.click(submit()));

  it('bank: every required message, then every format message', async () => {
    await openNew();
    await press();
    expect(errorOf('Bank Name')).toBe('Please Select Bank Name');
    expect(errorOf('IFSC Code')).toBe('IFSC code is required.');
    expect(errorOf('Account Number')).toBe('Account Number is required.');
    expect(errorOf('Account Holder Name')).toBe('Account holder name is required');
    expect(errorOf('Withdraw Password')).toBe('Please Enter Withdraw Password');
    type('ifsc_code', 'hdfc12');
    type('account_number', '12345');
    type('account_holder_name', 'Ra');
    await press();
    expect((document.querySelector('input[name=ifsc_code]') as HTMLInputElement).value).toBe('HDFC12');
    expect(errorOf('IFSC Code')).toBe('IFSC code should be 11 Alphanumeric Characters');
    expect(errorOf('Account Number')).toBe('Account number must be valid numeric value between 9 to 18 digits.');
    expect(errorOf('Account Holder Name')).toBe('Account holder name must be 3-100 characters.');
    type('account_holder_name', 'Ravi Kumar 2');
    await press();
    expect(errorOf('Account Holder Name')).toBe('Must contain only alphabets, spaces, dots, or hyphens.');
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

  it('UPI: UPI ID or QR required, length and format messages', async () => {
    await openNew();
    fireEvent.click(screen.getByRole('radio', { name: 'UPI' }));
    type('account_holder_name', 'Ravi Kumar');
    await press();
    expect(errorOf('UPI ID')).toBe('At least one field is required UPI ID or QR code.');
    type('upi_id', 'ab@c');
    await press();
    expect(errorOf('UPI ID')).toBe('UPI ID must be 5 to 50 characters.');
    type('upi_id', 'ravi.kumar');
    await press();
    expect(errorOf('UPI ID')).toBe('Must be in the format of name@bank.');
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
    await press();
    expect(errorOf('Wallet ID')).toBe('Wallet ID is required');
    type('crypto_wallet_id', 'short');
    await press();
    expect(errorOf('Wallet ID')).toBe('Wallet ID must be 8 to 20 characters: letters, digits, @, hyphen or underscore.');
    type('crypto_wallet_id', 'bad wallet!');
    await press();
    expect(errorOf('Wallet ID')).toBe('Wallet ID must be 8 to 20 characters: letters, digits, @, hyphen or underscore.');
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

describe('Withdraw Funds panel', () => {
  it('shows three of the six default rules, then all with See More, and See Less', async () => {
    server();
    await renderScreen();
    const panel = screen.getByRole('complementary', { name: 'Withdraw Funds' });
    expect(panel.querySelectorAll('li')).toHaveLength(3);
    fireEvent.click(within(panel).getByRole('button', { name: 'See More' }));
    expect(panel.querySelectorAll('li')).toHaveLength(6);
    fireEvent.click(within(panel).getByRole('button', { name: 'See Less' }));
    expect(panel.querySelectorAll('li')).toHaveLength(3);
  });

  it('shows configured rules as sanitised HTML in language tabs', async () => {
    server();
    const config = {
      ...CONFIG,
      rules: {
        deposit: {},
        withdrawal: {
          en: [{ description: '<b>Bold rule</b><img src=x onerror="alert(1)">' }],
          hi: [{ description: '<i>Hindi rule</i>' }],
        },
      },
    };
    renderAt(<WithdrawalScreen />, { path: '/withdrawal', config });
    const panel = await screen.findByRole('complementary', { name: 'Withdraw Funds' });
    expect(within(panel).getByText('Bold rule').tagName).toBe('B');
    expect(panel.innerHTML).not.toContain('onerror');
    fireEvent.click(within(panel).getByRole('tab', { name: 'HI' }));
    expect(within(panel).getByText('Hindi rule').tagName).toBe('I');
    expect(within(panel).queryByRole('button', { name: 'See More' })).toBeNull();
  });
});
