import '../../test/polyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { clearSession } from '../../api/session';
import { OperatorContext } from '../../app/operator';
import { fail, fakeOps, ok, signInAs, type Call } from '../../test/fakeOps';
import ReferScreen from './ReferScreen';

const RULE = {
  enabled: true, kind: 'fixed', fixed_amount: 100, percent: 10, min_deposit: 500, cap_per_referral: 500, credit_to: 'bonus', cap_per_referrer: 10000,
  updated_at: '2026-11-23T09:00:00.000Z',
};
const referral = (over: Record<string, unknown>) => ({
  referred_id: '12', referred: 'KH00000012', referrer_id: '7', referrer: 'KH00000007', signed_up_at: '2026-11-22T03:24:00.000Z',
  state: 'paid', reason: null, amount: 100, deposit: 1000, credited_to: 'bonus', decided_at: '2026-11-22T05:00:00.000Z', ...over,
});
const LIST = {
  items: [
    referral({}),
    referral({ referred_id: '13', referred: 'KH00000013', state: 'refused', reason: 'same_device', amount: 0, credited_to: null }),
    referral({ referred_id: '14', referred: 'KH00000014', state: 'waiting', amount: 0, deposit: 0, credited_to: null, decided_at: null }),
  ],
  total: 3,
  page: 1,
};

function answer(c: Call, write: (c: Call) => [number, unknown] = () => fail(500, 'no')): [number, unknown] {
  if (c.method !== 'GET') return write(c);
  return c.url === '/ops/refer/config' ? ok(RULE) : ok(LIST);
}

function show(role: 'admin' | 'agent', path = '/refer') {
  signInAs(role);
  render(
    <OperatorContext.Provider value={{ id: 1, username: role, role } as never}>
      <MemoryRouter initialEntries={[path]}>
        <ReferScreen />
      </MemoryRouter>
    </OperatorContext.Provider>,
  );
}
const cells = (name: string) => [...screen.getByRole('row', { name }).querySelectorAll('td')].map((td) => td.textContent);

afterEach(() => clearSession());

describe('refer and earn screen', () => {
  it('shows the rule and each referral with its decision and the refusal reason', async () => {
    fakeOps((c) => answer(c));
    show('agent');
    expect((await screen.findByTestId('refer-rule', {}, { timeout: 5000 })).textContent).toBe(
      "On: ₹100.00 per referral, from a first deposit of ₹500.00 or more, into the referrer's bonus wallet; at most ₹10,000.00 per referrer. Changed 02:30PM | 23 Nov 2026 IST",
    );
    await screen.findByRole('table', { name: 'Referrals' });
    expect(cells('Referral of KH00000012')).toEqual(['KH00000012', 'KH00000007', '08:54AM | 22 Nov 2026 IST', 'Paid', '₹1,000.00', '₹100.00 (bonus)', '10:30AM | 22 Nov 2026 IST']);
    expect(cells('Referral of KH00000013')).toEqual(['KH00000013', 'KH00000007', '08:54AM | 22 Nov 2026 IST', "RefusedSigned up on the referrer's device", '₹1,000.00', '—', '10:30AM | 22 Nov 2026 IST']);
    expect(cells('Referral of KH00000014')).toEqual(['KH00000014', 'KH00000007', '08:54AM | 22 Nov 2026 IST', 'Waiting for a first deposit', '—', '—', '—']);
    expect(screen.queryByRole('button', { name: 'Save rule' })).toBeNull(); // agents read the rule only
  });

  it('filters by state, reason and player through the query', async () => {
    const calls = fakeOps((c) => answer(c));
    show('agent');
    await screen.findByRole('table', { name: 'Referrals' });
    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'refused' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Refusal reason' }), { target: { value: 'same_payout_account' } });
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Player' }), { key: 'Enter', target: { value: 'KH00000007' } });
    });
    const lists = calls.filter((c) => c.url === '/ops/refer/referrals').map((c) => c.params);
    expect(lists.at(-1)).toEqual({ state: 'refused', reason: 'same_payout_account', player: 'KH00000007', page: 1 });
  });

  it('an admin changes the rule; the server refusal is shown as sent', async () => {
    let reply: [number, unknown] = fail(422, 'percent must be a number from 0 to 100 with at most 2 decimals');
    const calls = fakeOps((c) => answer(c, () => reply));
    show('admin');
    await screen.findByRole('button', { name: 'Save rule' });
    fireEvent.click(screen.getByRole('radio', { name: 'Percentage of the first deposit' }));
    fireEvent.change(screen.getByLabelText('Percentage'), { target: { value: '101' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Main wallet' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('percent must be a number from 0 to 100 with at most 2 decimals');

    reply = ok({ ...RULE, kind: 'percent', percent: 12.5, credit_to: 'cash', updated_at: '2026-11-23T10:00:00.000Z' }, 'Refer rule saved');
    fireEvent.change(screen.getByLabelText('Percentage'), { target: { value: '12.5' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    });
    const writes = calls.filter((c) => c.method === 'POST');
    expect(writes.at(-1)!.body).toEqual({ enabled: true, kind: 'percent', fixed_amount: 100, percent: 12.5, min_deposit: 500, cap_per_referral: 500, cap_per_referrer: 10000, credit_to: 'cash' });
    expect('Idempotency-Key' in writes.at(-1)!.headers).toBe(true);
    expect(within(screen.getByRole('region', { name: 'Reward rule' })).getByTestId('refer-rule').textContent).toBe(
      "On: 12.5% of the first deposit, at most ₹500.00, from a first deposit of ₹500.00 or more, into the referrer's main wallet; at most ₹10,000.00 per referrer. Changed 03:30PM | 23 Nov 2026 IST",
    );
  });
});
