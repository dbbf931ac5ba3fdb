import '../../test/polyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { clearSession } from '../../api/session';
import { fail, fakeOps, ok, signInAs, type Call } from '../../test/fakeOps';
import BonusScreen from './BonusScreen';

const CONFIG = {
  wagering_multiple: 10, sports_pct: 100, casino_pct: 50, matka_pct: 100, expiry_days: 30, offer_days: 7,
  welcome_enabled: true, welcome_percentage: 100, welcome_min_deposit: 300, welcome_cap: 5000,
  payment: [{ method_id: '2', method_name: 'UPI', name: 'UPI', percentage: 2, min_deposit: 300, max_bonus: 5000 }],
  methods: [
    { method_id: '1', method_name: 'Bank Transfer', name: 'IMPS / NEFT', percentage: 0, min_deposit: 300, max_bonus: 5000, active: true },
    { method_id: '2', method_name: 'UPI', name: 'UPI', percentage: 2, min_deposit: 300, max_bonus: 5000, active: true },
  ],
};
const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};
const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET').map((c) => [c.url, c.body]);
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

beforeEach(() => signInAs('admin'));
afterEach(() => clearSession());

describe('console bonus screen', () => {
  it("saves a method's payment bonus and the settings, each as its own call; the server's refusal shows", async () => {
    const calls = fakeOps((c) => {
      if (c.method === 'GET') return ok(CONFIG);
      if (c.url === '/ops/bonus/config' && (c.body as { wagering_multiple: unknown }).wagering_multiple === 'x') return fail(422, 'wagering_multiple must be a number from 0 to 100 with at most 2 decimals');
      return ok(CONFIG, 'Saved');
    });
    render(<BonusScreen />);
    const bank = await screen.findByLabelText('Bank Transfer (IMPS / NEFT) bonus %');
    fireEvent.change(bank, { target: { value: '3.5' } });
    fireEvent.change(screen.getByLabelText('Bank Transfer (IMPS / NEFT) most bonus'), { target: { value: '1000' } });
    const row = bank.closest('tr')!;
    await click(within(row).getByRole('button', { name: 'Save' }));
    expect(writes(calls)).toEqual([['/ops/bonus/methods/1', { percentage: 3.5, min_deposit: 300, max_bonus: 1000 }]]);

    fireEvent.change(screen.getByLabelText('Wagering multiple (x the bonus)'), { target: { value: 'x' } });
    await click(screen.getByRole('button', { name: 'Save bonus settings' }));
    expect(alerts()).toEqual(['wagering_multiple must be a number from 0 to 100 with at most 2 decimals']);
    fireEvent.change(screen.getByLabelText('Wagering multiple (x the bonus)'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Casino counts (%)'), { target: { value: '25' } });
    fireEvent.click(screen.getByLabelText('Offer the welcome bonus'));
    await click(screen.getByRole('button', { name: 'Save bonus settings' }));
    expect(writes(calls).slice(2)).toEqual([[
      '/ops/bonus/config',
      { wagering_multiple: 5, sports_pct: 100, casino_pct: 25, matka_pct: 100, expiry_days: 30, offer_days: 7, welcome_enabled: false, welcome_percentage: 100, welcome_min_deposit: 300, welcome_cap: 5000 },
    ]]);
    expect(calls.filter((c) => c.method === 'POST').every((c) => typeof c.headers['Idempotency-Key'] === 'string')).toBe(true);
  });

  it("grants a bonus and lists the player's bonuses", async () => {
    const calls = fakeOps((c) => {
      if (c.url === '/ops/bonus/config') return ok(CONFIG);
      if (c.url === '/ops/bonus/grants') return ok({ id: '9', kind: 'grant', status: 'locked', amount: 150 }, 'Bonus granted');
      return ok({ user_id: '42', user_name: 'KH00000042', bonuses: [{ id: '9', kind: 'grant', status: 'locked', amount: 150, wagered: 20, wagering_required: 1500, note: 'Diwali', method_name: null }], clawbacks: [] });
    });
    render(<BonusScreen />);
    await screen.findByLabelText('UPI (UPI) bonus %');
    const form = screen.getByRole('form', { name: 'Grant a bonus' });
    fireEvent.change(within(form).getByLabelText('Player id'), { target: { value: '42' } });
    fireEvent.change(within(form).getByLabelText('Amount (₹)'), { target: { value: '150' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Diwali' } });
    await click(within(form).getByRole('button', { name: 'Grant bonus' }));
    expect(writes(calls)).toEqual([['/ops/bonus/grants', { user_id: '42', amount: 150, note: 'Diwali', claimable: false }]]);
    await click(screen.getByRole('button', { name: 'Show bonuses' }));
    const rows = within(screen.getByRole('table', { name: 'Bonuses of KH00000042' })).getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual(['IdKindStatusAmount (₹)Wagered / required (₹)Note', '9grantlocked15020 / 1500Diwali']);
  });
});
