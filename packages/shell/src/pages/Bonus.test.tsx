import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { api, auth$, initI18n, logout, toast$, User, type Toast } from '@khel/shared';
import { fakeUserApi, type Call } from '../test-utils';
import { Bonus } from './Bonus';

const TERMS = {
  wagering_multiple: 10, sports_pct: 100, casino_pct: 50, matka_pct: 100, expiry_days: 30, offer_days: 7,
  welcome_enabled: true, welcome_percentage: 100, welcome_min_deposit: 300, welcome_cap: 5000,
  payment: [{ method_id: '2', method_name: 'UPI', name: 'UPI', percentage: 2, min_deposit: 300, max_bonus: 5000 }],
};
const progress = (sports: number, casino: number) => [
  { product: 'sports', staked: sports, pct: 100, counted: sports },
  { product: 'casino', staked: casino, pct: 50, counted: casino / 2 },
  { product: 'matka', staked: 0, pct: 100, counted: 0 },
];
const item = (over: Record<string, unknown>) => ({
  method_name: null, note: null, offered_at: '2026-11-23T10:00:00Z', offer_expires_at: null, locked_at: null, expires_at: null, closed_at: null,
  wagered: 0, progress: progress(0, 0), ...over,
});
const PAYMENT = item({ id: '5', kind: 'payment', status: 'locked', amount: 20, wagering_required: 200, wagered: 150, progress: progress(100, 100), method_name: 'UPI', locked_at: '2026-11-23T10:00:00Z', expires_at: '2026-12-23T10:00:00Z' });
const WELCOME = item({ id: '7', kind: 'welcome', status: 'offered', amount: 1000, wagering_required: 10000, offer_expires_at: '2026-11-30T10:00:00Z' });
const GIFT = item({ id: '3', kind: 'grant', status: 'released', amount: 50, wagering_required: 500, wagered: 510, note: 'Diwali', closed_at: '2026-11-22T03:24:00Z' });
const MINE = { active: PAYMENT, offers: [WELCOME], history: [GIFT], locked: 20, earned: 50 };
const ok = (data: unknown, message = '') => [200, { success: true, status: 1, message, data }] as [number, unknown];

let calls: Call[] = [];
let toasts: Toast[] = [];
const sub = toast$.subscribe((t) => toasts.push(t));
beforeAll(() => initI18n('en'));
afterEach(() => {
  logout();
  toasts = [];
});
afterAll(() => sub.unsubscribe());

async function renderPage(reply: (call: Call) => [number, unknown], loggedIn = true) {
  calls = fakeUserApi(reply);
  api.bonus.defaults.adapter = api.user.defaults.adapter;
  if (loggedIn) act(() => auth$.next({ token: 'tok', user: Object.assign(new User(), { user_name: 'KH00000001' }) }));
  await act(async () => {
    render(
      <MemoryRouter>
        <Bonus />
      </MemoryRouter>,
    );
  });
}
const mineOrTerms = (mine: unknown) => (c: Call) => (c.url === '/terms' ? ok(TERMS) : ok(mine));

describe('bonus page', () => {
  it('shows a visitor the terms and asks them to log in', async () => {
    await renderPage(mineOrTerms(MINE), false);
    expect(calls.map((c) => c.url)).toEqual(['/terms']);
    expect(screen.getByText('Log in to see and claim your bonuses.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    const terms = within(screen.getByRole('heading', { name: 'Bonus Terms' }).parentElement!).getAllByRole('listitem').map((li) => li.textContent);
    expect(terms).toEqual([
      'Get 2% bonus on every deposit by UPI of ₹300 or more, up to ₹5000.',
      'Welcome bonus: 100% of your first deposit of ₹300 or more, up to ₹5000. Claim it here within 7 days.',
      'Wager 10 times the bonus in settled bets to release it to your main wallet.',
      'Settled bets count toward wagering: sports 100%, casino 50%, matka 100%.',
      'Wagering counts what you risk, not what you stake: on each market, what you could lose when it settles, after your own opposite bets. A back and a lay on the same selection count only their combined worst case. A casino round counts its stake. Referral rewards paid as bonus follow the same rule.',
      'If a settlement is rolled back, its bets stop counting; a bonus they released goes back to wagering and is taken back from your main wallet.',
      'A bonus not released within 30 days expires.',
      'One bonus is wagered at a time. Bets are paid from your main wallet; the bonus cannot be staked or withdrawn until it is released.',
      'A withdrawal before the bonus is released forfeits it.',
    ]);
  });

  it('shows the locked bonus with its wagering progress by product, the offers, earned and history', async () => {
    await renderPage(mineOrTerms(MINE));
    expect(calls.map((c) => `${c.method} ${c.url}`).sort()).toEqual(['GET /mine', 'GET /terms']);
    expect(screen.getByText('Bonus Wallet').textContent).toBe('₹20.00Bonus Wallet');
    expect(screen.getByText('Earned').textContent).toBe('₹50.00Earned');
    const active = screen.getByRole('region', { name: 'Active bonus' });
    expect(within(active).getByText('Payment bonus').parentElement!.textContent).toBe('Payment bonus ₹20.00');
    expect(within(active).getByText('Wagered ₹150.00 of ₹200.00')).toBeTruthy();
    expect(within(active).getByRole('progressbar', { name: 'Wagering progress' }).getAttribute('aria-valuenow')).toBe('75');
    const rows = within(active).getAllByRole('row').map((r) => Array.from(r.children).map((c) => c.textContent));
    expect(rows).toEqual([
      ['Product', 'Settled risk', 'Counts', 'Wagered'],
      ['Sports', '₹100.00', '100%', '₹100.00'],
      ['Casino', '₹100.00', '50%', '₹50.00'],
      ['Matka', '₹0.00', '100%', '₹0.00'],
    ]);
    expect(within(active).getByText('Expires 03:30PM | 23 Dec 2026')).toBeTruthy();
    const offers = within(screen.getByRole('heading', { name: 'Offers' }).parentElement!).getAllByRole('listitem').map((li) => li.textContent);
    expect(offers).toEqual(['Welcome bonus ₹1,000.00Wager ₹10,000.00 to release it. Claim by 03:30PM | 30 Nov 2026Claim']);
    const history = within(screen.getByRole('heading', { name: 'Bonus history' }).parentElement!).getAllByRole('listitem').map((li) => li.textContent);
    expect(history).toEqual(['Gift bonus ₹50.00 · Diwali08:54AM | 22 Nov 2026Released']);
  });

  it('says when there is nothing yet', async () => {
    await renderPage(mineOrTerms({ active: null, offers: [], history: [], locked: 0, earned: 0 }));
    expect(screen.getByText('No active bonus.')).toBeTruthy();
    expect(screen.getByText('No offers to claim right now.')).toBeTruthy();
    expect(screen.getByText('No bonuses yet.')).toBeTruthy();
  });

  it('under an active bonus with no past ones, the history never says "No bonuses yet." (issue 31 item 7)', async () => {
    await renderPage(mineOrTerms({ active: PAYMENT, offers: [], history: [], locked: 20, earned: 0 }));
    expect(screen.getByRole('region', { name: 'Active bonus' })).toBeTruthy();
    expect(screen.queryByText('No bonuses yet.')).toBeNull();
    const history = screen.getByRole('heading', { name: 'Bonus history' }).parentElement!;
    expect(within(history).getByText('No finished bonuses yet.')).toBeTruthy();
  });

  it('claims an offer: one POST, the page shows the claimed bonus and the toast', async () => {
    const claimed = { active: { ...WELCOME, status: 'locked', locked_at: '2026-11-23T11:00:00Z', expires_at: '2026-12-23T11:00:00Z' }, offers: [], history: [GIFT], locked: 1000, earned: 50 };
    await renderPage((c) => (c.url === '/terms' ? ok(TERMS) : c.method === 'POST' ? ok(claimed, 'Bonus claimed') : ok({ ...MINE, active: null, locked: 0 })));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    });
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', url: '/claim', body: { bonus_id: '7' } }]);
    expect(toasts).toEqual([{ type: 'success', message: 'Bonus claimed' }]);
    expect(screen.getByText('Wagered ₹0.00 of ₹10,000.00')).toBeTruthy();
    expect(screen.getByText('No offers to claim right now.')).toBeTruthy();
  });

  it('a refused claim shows the server\'s message and reads the bonuses again', async () => {
    await renderPage((c) => (c.url === '/terms' ? ok(TERMS) : c.method === 'POST' ? [400, { success: false, status: 0, statusCode: 400, message: 'Finish your active bonus before you claim another', error: 'Finish your active bonus before you claim another', errors: 'Finish your active bonus before you claim another' }] : ok(MINE)));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    });
    expect(toasts).toEqual([{ type: 'error', message: 'Finish your active bonus before you claim another' }]);
    expect(calls.filter((c) => c.url === '/mine')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Claim' })).toBeTruthy();
  });
});
