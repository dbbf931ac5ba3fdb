import '../../test/polyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { clearSession } from '../../api/session';
import { fakeOps, ok, signInAs, type Call } from '../../test/fakeOps';
import PaymentsScreen from './PaymentsScreen';
import SiteScreen from './SiteScreen';

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};
const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.url, c.body]);

beforeEach(() => signInAs('admin'));
afterEach(() => clearSession());

describe('site settings', () => {
  it('schedules maintenance only with a start before the end, and saves the announcement and poster', async () => {
    const calls = fakeOps((c) =>
      c.method === 'GET' ? ok({ maintenance: null, announcement: 'Welcome', offer_poster: '/assets/offer.svg', version: 1 }) : ok(c.body, 'Site configuration saved'),
    );
    render(<SiteScreen />);
    expect(((await screen.findByLabelText('Announcement (one message per line)')) as HTMLTextAreaElement).value).toBe('Welcome');
    expect(screen.getByRole('img', { name: 'Offer poster preview' }).getAttribute('src')).toBe('/assets/offer.svg');
    fireEvent.click(screen.getByLabelText('Schedule maintenance'));
    await click(screen.getByRole('button', { name: 'Save site settings' }));
    expect(alerts()).toEqual(['Please enter when maintenance starts and ends']);
    fireEvent.change(screen.getByLabelText('Maintenance starts (IST)'), { target: { value: '2026-12-01T02:00' } });
    fireEvent.change(screen.getByLabelText('Maintenance ends (IST)'), { target: { value: '2026-12-01T01:00' } });
    await click(screen.getByRole('button', { name: 'Save site settings' }));
    expect(alerts()).toEqual(['Maintenance must end after it starts']);
    expect(writes(calls)).toEqual([]);
    fireEvent.change(screen.getByLabelText('Maintenance ends (IST)'), { target: { value: '2026-12-01T04:30' } });
    fireEvent.change(screen.getByLabelText('Announcement (one message per line)'), { target: { value: 'Line one\nLine two ' } });
    fireEvent.change(screen.getByLabelText('Offer poster image URL'), { target: { value: ' https://cdn.example/diwali.png ' } });
    await click(screen.getByRole('button', { name: 'Save site settings' }));
    expect(writes(calls)).toEqual([
      [
        'PUT',
        '/ops/config/site',
        {
          maintenance: { from_date: '2026-11-30T20:30:00.000Z', to_date: '2026-11-30T23:00:00.000Z' }, // India time
          announcement: 'Line one\nLine two',
          offer_poster: 'https://cdn.example/diwali.png',
        },
      ],
    ]);
    expect(alerts()).toEqual([]);
  });
});

describe('the casino games source', () => {
  it('shows the current casino_url and sends it only when changed', async () => {
    const calls = fakeOps((c) => (c.method === 'GET' ? ok({ maintenance: null, announcement: '', offer_poster: '', casino_url: '', version: 1 }) : ok(c.body, 'Site configuration saved')));
    render(<SiteScreen />);
    const field = (await screen.findByLabelText(/^Casino games source/)) as HTMLInputElement;
    expect(field.value).toBe('');
    await click(screen.getByRole('button', { name: 'Save site settings' }));
    expect(writes(calls)).toEqual([['PUT', '/ops/config/site', { maintenance: null, announcement: '', offer_poster: '' }]]);
    fireEvent.change(field, { target: { value: ' https://games.example.com/lobby.json ' } });
    await click(screen.getByRole('button', { name: 'Save site settings' }));
    expect(writes(calls)[1]).toEqual(['PUT', '/ops/config/site', { maintenance: null, announcement: '', offer_poster: '', casino_url: 'https://games.example.com/lobby.json' }]);
  });
});

describe('payment methods', () => {
  it('adds a method and disables one after a confirmation', async () => {
    const calls = fakeOps((c) => {
      if (c.url === '/ops/config/payment-methods' && c.method === 'GET')
        return ok([{ id: 1, method_name: 'UPI', name: 'PhonePe', method_type: 'upi', is_active: true, for_deposit: true, for_withdrawal: true }]);
      if (c.url === '/ops/config/master-accounts') return ok([]);
      return ok(c.body, 'Saved');
    });
    render(<PaymentsScreen />);
    const row = await screen.findByRole('row', { name: 'Payment method PhonePe' });
    expect(within(row).getByText('deposits, withdrawals')).toBeTruthy();
    await click(within(row).getByRole('button', { name: 'Disable PhonePe' }));
    await click(within(screen.getByRole('dialog', { name: 'Disable payment method' })).getByRole('button', { name: 'Disable' }));
    const form = screen.getByRole('form', { name: 'Add a payment method' });
    await click(within(form).getByRole('button', { name: 'Add payment method' }));
    expect(alerts()).toEqual(['Please enter the name and the method name']);
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'State Bank' } });
    fireEvent.change(within(form).getByLabelText('Method name'), { target: { value: 'Bank Transfer' } });
    fireEvent.change(within(form).getByLabelText('Method type'), { target: { value: 'bank' } });
    fireEvent.click(within(form).getByLabelText('For withdrawals'));
    await click(within(form).getByRole('button', { name: 'Add payment method' }));
    expect(writes(calls)).toEqual([
      ['PATCH', '/ops/config/payment-methods/1', { is_active: false }],
      ['POST', '/ops/config/payment-methods', { name: 'State Bank', method_name: 'Bank Transfer', method_type: 'bank', for_deposit: true, for_withdrawal: true }],
    ]);
    expect(calls.filter((c) => c.method !== 'GET').every((c) => typeof c.headers['Idempotency-Key'] === 'string')).toBe(true);
  });
});
