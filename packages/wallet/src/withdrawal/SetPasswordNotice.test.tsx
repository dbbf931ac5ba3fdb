import '../test-env';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, balance$, modal$ } from '@khel/shared';
import { loadValidation } from '../common/validate';
import { fail, fakeApi, ok, renderAt, routerPath, type Call } from '../test-utils';
import WithdrawalScreen from './WithdrawalScreen';

/** The account list answers has_withdraw_password from `state.set` (a test flips it as if the player set one). */
const state = { set: false };
let wallet: Call[];
beforeAll(() => loadValidation());
beforeEach(() => {
  state.set = false;
  balance$.next({ bl: 5000, ex: 0, bc: 0, eb: 0 });
  fakeApi(api.user, () => ok({ bets_count: 1, total_stake: 0, total_win: 0, total_loss: 0, commission: 0, profit_loss: 0 }));
  wallet = fakeApi(api.wallet, (c) => {
    if (c.url === '/client/client-account') return ok({ account_list: [], is_bank_only: false, has_withdraw_password: state.set });
    if (c.url === '/client/transaction-password/send-otp') return ok({ phone: '******3210' }, 'OTP sent successfully');
    return fail(404, 'unexpected');
  });
});
afterEach(() => modal$.next(null));

const open = async () => {
  renderAt(<WithdrawalScreen />, { path: '/withdrawal' });
  await screen.findByText('Withdraw Amount');
};
const notice = () => screen.queryByRole('region', { name: 'Withdrawal password' });

describe('a player with no withdrawal password learns it before the form (issue 16 point 3)', () => {
  it('says so above the tabs and the form, with the two ways to set one', async () => {
    await open();
    const box = await screen.findByRole('region', { name: 'Withdrawal password' });
    expect(box.textContent).toBe(
      'You have not set a withdrawal password yet. You need it to add a payout account. Set one first:Set it on the Change Password pageSet it with an OTP to your mobile',
    );
    // Before the form: it comes first in the page.
    expect(box.compareDocumentPosition(screen.getByRole('tablist')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(box).getByRole('link', { name: 'Set it on the Change Password page' }).getAttribute('href')).toBe('/change-password?withdraw=1&next=%2Fwithdrawal');
  });

  it('the change-password link goes to the page with its withdraw password pair', async () => {
    await open();
    fireEvent.click(await screen.findByRole('link', { name: 'Set it on the Change Password page' }));
    expect(routerPath()).toBe('/change-password');
  });

  it('the OTP way opens the withdrawal OTP form; once set, the notice goes', async () => {
    await open();
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Set it with an OTP to your mobile' })));
    const dialog = screen.getByRole('dialog', { name: 'Enter Withdrawal OTP' });
    expect(wallet.some((c) => c.url === '/client/transaction-password/send-otp')).toBe(true);
    state.set = true;
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Close' })));
    await waitFor(() => expect(notice()).toBeNull());
    expect(wallet.filter((c) => c.url === '/client/client-account')).toHaveLength(2);
  });

  it('the new-account SUBMIT is disabled and says why', async () => {
    await open();
    await screen.findByRole('region', { name: 'Withdrawal password' });
    fireEvent.click(screen.getByRole('tab', { name: 'Use New Account' }));
    const submit = screen.getByRole('button', { name: 'SUBMIT' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(document.getElementById(submit.getAttribute('aria-describedby')!)!.textContent).toBe('Set a withdrawal password first (see above).');
  });

  it('a player who has one sees no notice and an enabled SUBMIT', async () => {
    state.set = true;
    await open();
    await waitFor(() => expect(wallet.some((c) => c.url === '/client/client-account')).toBe(true));
    fireEvent.click(screen.getByRole('tab', { name: 'Use New Account' }));
    expect(notice()).toBeNull();
    expect((screen.getByRole('button', { name: 'SUBMIT' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
