import '../test-env';
import { act, fireEvent, screen } from '@testing-library/react';
import { api, balance$ } from '@khel/shared';
import { loadValidation } from '../common/validate';
import { collectToasts, fail, fakeApi, ok, renderAt, type Call } from '../test-utils';
import WithdrawalScreen from './WithdrawalScreen';

const toasts = collectToasts();
let wallet: Call[];
beforeAll(() => loadValidation());
beforeEach(() => {
  balance$.next({ bl: 5000, ex: 0, bc: 0, eb: 0 });
  fakeApi(api.user, () => ok({ bets_count: 1, total_stake: 0, total_win: 0, total_loss: 0, commission: 0, profit_loss: 0 }));
  wallet = fakeApi(api.wallet, (c) => {
    if (c.url === '/client/client-account') return ok({ account_list: [], is_bank_only: false, has_withdraw_password: true });
    if (c.url === '/dir/settings/getSignedUrl') return ok({ url: '/wallet/uploads/qr-code/x.png?sig=1' });
    return fail(404, 'unexpected');
  });
});

const openUpi = async () => {
  renderAt(<WithdrawalScreen />, { path: '/withdrawal' });
  await screen.findByText('Withdraw Amount');
  fireEvent.click(screen.getByRole('tab', { name: 'Use New Account' }));
  fireEvent.click(screen.getByRole('radio', { name: 'UPI' }));
  fireEvent.change(document.querySelector('input[name=account_holder_name]')!, { target: { value: 'Ravi Kumar' } });
  fireEvent.change(screen.getByLabelText('QR code image'), { target: { files: [new File([new Uint8Array(64)], 'qr.png', { type: 'image/png' })] } });
};

describe("a payout account's QR image (SPEC §8 upload texts, issue 16 point 5)", () => {
  it("the QR (the account's icon) not reaching the store: 'Failed to upload icon to storage'; no account is added", async () => {
    (globalThis as { fetch?: unknown }).fetch = async () => {
      throw new TypeError('network down');
    };
    await openUpi();
    fireEvent.change(screen.getByLabelText('Withdraw Password'), { target: { value: 'Secret@123' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'SUBMIT' })));
    expect(toasts.at(-1)).toEqual({ type: 'error', message: 'Failed to upload icon to storage' });
    expect(wallet.some((c) => c.url === '/client/create-client-account')).toBe(false);
  });

  it("a QR picture the browser cannot draw: 'Error => Corrupted Image , Please Try With New Image', and it is removed", async () => {
    await openUpi();
    fireEvent.error(screen.getByAltText('QR code preview'));
    expect(toasts.at(-1)).toEqual({ type: 'error', message: 'Error => Corrupted Image , Please Try With New Image' });
    expect(screen.queryByAltText('QR code preview')).toBeNull();
  });
});
