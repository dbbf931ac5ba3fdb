import '../test-env';
import { act, fireEvent, screen } from '@testing-library/react';
import { api, balance$, loader$ } from '@khel/shared';
import type { DepositMethod, MasterAccount } from '../api/types';
import { loadValidation } from '../common/validate';
import { fail, fakeApi, ok, renderAt, type Call } from '../test-utils';
import { PaymentStep } from './PaymentStep';
import { UTR_FOUND, UTR_READING, UTR_READING_SLOW, UTR_SCAN_MS } from './useSlip';

jest.mock('../ocr/readUtr', () => ({ readUtrOnDevice: jest.fn() }));
const { readUtrOnDevice } = jest.requireMock('../ocr/readUtr') as { readUtrOnDevice: jest.Mock };

const account: MasterAccount = {
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
};
const METHODS: DepositMethod[] = [{ method_name: 'Bank', method_type: 'bank', method_id: 1, bonus_percentage: null, accounts: [account] }];

let calls: Call[];
function server(autoUtr: [number, unknown] = [200, { success: false, utr: null }]) {
  calls = fakeApi(api.wallet, (c) => {
    if (c.url === '/client/accounts-master-list') return ok(METHODS);
    if (c.url === '/dir/settings/getSignedUrl') return ok({ url: '/wallet/uploads/slip-1.png?sig=abc' });
    if (c.url === '/client/auto-utr') return autoUtr;
    return fail(404, 'unexpected');
  });
}

beforeAll(() => loadValidation());
beforeEach(() => {
  readUtrOnDevice.mockReset();
  (globalThis as { fetch?: unknown }).fetch = jest.fn(async () => ({ ok: true, status: 200 }));
  balance$.next({ bl: 1000, ex: 0, bc: 0, eb: 0 });
});
afterEach(() => jest.useRealTimers());

const utrField = () => screen.getByPlaceholderText('Enter UTR Number') as HTMLInputElement;
async function chooseSlip() {
  renderAt(<PaymentStep amount="900" onEdit={() => undefined} />);
  await screen.findByRole('tablist', { name: 'Payment methods' });
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Payment slip'), { target: { files: [new File([new Uint8Array(64)], 'slip.png', { type: 'image/png' })] } });
  });
}

describe('the slip is read inline while the form stays usable (issue 31 point 5)', () => {
  it('shows the reading state under the UTR field, no full-screen loader; the player can type and tick the terms meanwhile', async () => {
    server();
    readUtrOnDevice.mockReturnValue(new Promise(() => undefined));
    await chooseSlip();
    expect(screen.getByText(UTR_READING).closest('[role="status"]')).toBeTruthy();
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    expect(loader$.value).toBe(false);
    expect(utrField().disabled).toBe(false);
    fireEvent.change(utrField(), { target: { value: '412345678901' } });
    fireEvent.click(screen.getByRole('checkbox'));
    expect(utrField().value).toBe('412345678901');
    expect((screen.getByRole('button', { name: 'SUBMIT' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('after 6 s says the player may type it; then the device\'s number fills the field with its source', async () => {
    server();
    jest.useFakeTimers();
    let finish: (utr: string | null) => void = () => undefined;
    readUtrOnDevice.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    await chooseSlip();
    act(() => jest.advanceTimersByTime(UTR_SCAN_MS));
    expect(screen.getByText(UTR_READING_SLOW)).toBeTruthy();
    expect(screen.queryByText(UTR_READING)).toBeNull();
    await act(async () => finish('412345678901'));
    expect(utrField().value).toBe('412345678901');
    const notice = screen.getByText(UTR_FOUND);
    expect(notice.getAttribute('data-source')).toBe('device');
    expect(screen.queryByText(UTR_READING_SLOW)).toBeNull();
    expect(calls.some((c) => c.url === '/client/auto-utr')).toBe(false);
  });

  it("says the server's fallback read it when the device found nothing", async () => {
    server([200, { success: true, utr: '998877665544' }]);
    readUtrOnDevice.mockResolvedValue(null);
    await chooseSlip();
    expect(utrField().value).toBe('998877665544');
    expect(screen.getByText(UTR_FOUND).getAttribute('data-source')).toBe('server');
  });
});
