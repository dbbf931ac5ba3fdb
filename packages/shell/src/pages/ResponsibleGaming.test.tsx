import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { auth$, formatDateTime, initI18n, loadDateFormat, logout, toast$, type Toast } from '@khel/shared';
import { fakeUserApi, type Call } from '../test-utils';
import { ResponsibleGaming } from './ResponsibleGaming';

const LATER = new Date(Date.now() + 20 * 3_600_000).toISOString();
const VIEW = {
  limits: [{ kind: 'deposit', period: '24h', amount: 5000, pending_amount: 8000, pending_removal: false, confirmable_at: LATER, used: 1200 }],
  time_out_until: null,
  self_excluded_until: null,
  reality_check_minutes: 60,
  can_bet: true,
  can_receive_offers: true,
};
const ok = (data: unknown, message = '') => [200, { success: true, status: 1, message, data }] as [number, unknown];

let calls: Call[] = [];
let toasts: Toast[] = [];
const sub = toast$.subscribe((t) => toasts.push(t));
beforeAll(() => Promise.all([initI18n('en'), loadDateFormat()]));
afterEach(() => {
  logout();
  toasts = [];
});
afterAll(() => sub.unsubscribe());

async function renderPage(reply: (call: Call) => [number, unknown] = () => ok(VIEW), loggedIn = true) {
  calls = fakeUserApi((call) => (call.method === 'GET' && call.url === '/api/protection' ? ok(VIEW) : reply(call)));
  if (loggedIn) act(() => auth$.next({ token: 'tok', user: null }));
  await act(async () => {
    render(
      <MemoryRouter>
        <ResponsibleGaming />
      </MemoryRouter>,
    );
  });
}
const click = (el: HTMLElement) => act(async () => void fireEvent.click(el));

describe('responsible gaming page', () => {
  it('logged out: says how to start, and lists real help lines as links', async () => {
    await renderPage(undefined, false);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Responsible Gaming');
    expect(screen.getByText('to set limits, a reality check, a time-out or self-exclusion.')).toBeTruthy();
    const links = within(screen.getByRole('list')).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Tele-MANAS (India)', 'https://telemanas.mohfw.gov.in'],
      ['GamCare', 'https://www.gamcare.org.uk'],
      ['Gamblers Anonymous', 'https://www.gamblersanonymous.org'],
      ['Gambling Therapy', 'https://www.gamblingtherapy.org'],
    ]);
    expect(screen.getByText('Free 24x7 national mental health helpline: call 14416 or 1-800-891-4416')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows a limit in force, what the window counts and a waiting increase that cannot be confirmed yet', async () => {
    await renderPage();
    const row = screen.getByTestId('limit-deposit-24h');
    expect(within(row).getByText('₹5,000.00')).toBeTruthy();
    expect(within(row).getByText('Used: ₹1,200.00')).toBeTruthy();
    expect(within(row).getByText(`Increase to ₹8,000.00 waiting: you can confirm it from ${formatDateTime(LATER)}.`, { exact: false })).toBeTruthy();
    expect((within(row).getByRole('button', { name: 'Confirm change' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(screen.getByTestId('limit-loss-7d')).getByText('No limit')).toBeTruthy();
  });

  it('sets a loss limit with the amount typed (digits only) and shows the server message', async () => {
    await renderPage((call) => (call.url === '/api/protection/limit' ? ok({ message: 'Your limit is in force now', confirmable_at: null }, 'Your limit is in force now') : ok(VIEW)));
    const input = screen.getByLabelText('New loss limit for 7 days (₹)');
    fireEvent.change(input, { target: { value: '5a00' } });
    await click(within(screen.getByTestId('limit-loss-7d')).getByRole('button', { name: 'Set limit' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', url: '/api/protection/limit', body: { kind: 'loss', period: '7d', amount: 500 } }]);
    expect(toasts).toEqual([{ type: 'success', message: 'Your limit is in force now' }]);
  });

  it('self-exclusion asks for a clear confirmation before it is sent', async () => {
    await renderPage((call) => (call.url === '/api/protection/self-exclusion' ? ok({ message: 'You are self-excluded until 09:30AM | 23 Nov 2027 IST.', until: '2027-11-23T04:00:00.000Z' }) : ok(VIEW)));
    fireEvent.change(screen.getAllByLabelText('Length')[1]!, { target: { value: '12' } });
    await click(screen.getByRole('button', { name: 'Self-exclude' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Self-exclude for 1 year?')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'You will not be able to bet or deposit, and you will receive no offers or bonuses, until it ends. Withdrawals stay open. Nobody, not even our support team, can lift a self-exclusion early.',
      ),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await click(within(dialog).getByRole('button', { name: 'Yes, self-exclude me' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', url: '/api/protection/self-exclusion', body: { months: 12 } }]);
  });

  it('a time-out can be called off at the confirmation, and nothing is sent', async () => {
    await renderPage();
    await click(screen.getByRole('button', { name: 'Take a time-out' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Take a time-out for 24 hours?')).toBeTruthy();
    expect(within(dialog).getByText('You will not be able to bet or deposit until it ends. Withdrawals stay open. A time-out cannot be shortened or cancelled.')).toBeTruthy();
    await click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('saves the reality check interval', async () => {
    await renderPage((call) => (call.url === '/api/protection/reality-check' ? ok({ minutes: 15 }, 'Reality check saved') : ok(VIEW)));
    fireEvent.change(screen.getByLabelText('Remind me every'), { target: { value: '15' } });
    await click(screen.getByRole('button', { name: 'Save' }));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([{ method: 'PUT', url: '/api/protection/reality-check', body: { minutes: 15 } }]);
    expect(toasts).toEqual([{ type: 'success', message: 'Reality check saved' }]);
  });

  it('shows a running self-exclusion', async () => {
    const until = '2027-05-23T04:00:00.000Z';
    calls = fakeUserApi(() => ok({ ...VIEW, limits: [], self_excluded_until: until, can_bet: false, can_receive_offers: false }));
    act(() => auth$.next({ token: 'tok', user: null }));
    await act(async () => {
      render(
        <MemoryRouter>
          <ResponsibleGaming />
        </MemoryRouter>,
      );
    });
    expect(screen.getByText(`You are self-excluded until ${formatDateTime(until)}.`)).toBeTruthy();
    expect(screen.getByText('Betting and deposits are closed on your account for now. Withdrawals stay open.')).toBeTruthy();
  });
});
