import '../test/polyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { clearSession } from '../api/session';
import type { PayoutLink } from '../api/types';
import { fakeOps, ok, signInAs, type Call } from '../test/fakeOps';
import { LinkedAccounts } from './LinkedAccounts';

const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};
const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.url, c.body]);
const account = (id: number, number: string) => ({
  id, payment_method: 'bank', bank_name: 'SBI', account_number: number, ifsc_code: 'SBIN0004321', upi_id: null, crypto_wallet_id: null,
  account_holder_name: 'Ravi Kumar', qr_code: null, deleted_at: null,
});
const link: PayoutLink = {
  id: 7, account_key: 'bank:SBIN0004321:555666777888', status: 'flagged', created_at: '2026-11-20T10:00:00Z', resolved_at: null, resolved_by: null,
  first: { player_id: 1, user_name: 'asha', account: account(11, '000555666777888') },
  second: { player_id: 2, user_name: 'bala', account: account(12, '555666777888') },
};

afterEach(() => clearSession());

describe('shared payout accounts', () => {
  it('shows both players and the account; clear and unlink ask first, then call the server once', async () => {
    signInAs('agent');
    const calls = fakeOps(() => ok({ ...link, status: 'cleared' }));
    const changed = jest.fn();
    render(
      <MemoryRouter>
        <LinkedAccounts links={[link]} onChanged={changed} />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'Shared payout accounts' });
    expect(within(table).getByText('SBI 000555666777888 · IFSC SBIN0004321')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'asha' }).getAttribute('href')).toBe('/players/1');
    expect(within(table).getByRole('link', { name: 'bala' }).getAttribute('href')).toBe('/players/2');
    expect(within(table).getByText('Waiting for review')).toBeTruthy();

    await click(within(table).getByRole('button', { name: 'Clear flag' }));
    expect(writes(calls)).toEqual([]);
    await click(within(screen.getByRole('dialog', { name: 'Clear flag' })).getByRole('button', { name: 'Clear' }));
    expect(writes(calls)).toEqual([['POST', '/ops/payout-links/7/clear', {}]]);
    expect(changed).toHaveBeenCalledTimes(1);

    await click(within(table).getByRole('button', { name: 'Remove from bala' }));
    await click(within(screen.getByRole('dialog', { name: 'Unlink account' })).getByRole('button', { name: 'Remove' }));
    expect(writes(calls).at(-1)).toEqual(['POST', '/ops/payout-links/7/unlink', { player: 'second' }]);
  });

  it('offers no review buttons once reviewed', () => {
    render(
      <MemoryRouter>
        <LinkedAccounts links={[{ ...link, status: 'cleared', resolved_by: 'admin' }]} onChanged={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Cleared')).toBeTruthy();
    expect(screen.getByText('by admin')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
