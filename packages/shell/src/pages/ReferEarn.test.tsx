import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { auth$, initI18n, logout, User } from '@khel/shared';
import { fakeUserApi, type Call } from '../test-utils';
import { ReferEarn } from './ReferEarn';

const SUMMARY = {
  code: 'AB23CD45',
  link_path: '/sign-up?ref=AB23CD45',
  rule: { enabled: true, kind: 'fixed', fixed_amount: 100, percent: 10, min_deposit: 500, cap_per_referral: 500, credit_to: 'bonus' },
  referred: 3,
  rewarded: 1,
  earned: 100,
  players: [
    { name: 'KH******12', joined_at: '2026-11-22T03:24:00Z', state: 'paid', reward: 100, rewarded_at: '2026-11-22T05:00:00Z' },
    { name: 'KH******34', joined_at: '2026-11-21T10:00:00Z', state: 'waiting', reward: 0, rewarded_at: null },
    { name: 'KH******56', joined_at: '2026-11-20T18:30:00Z', state: 'refused', reward: 0, rewarded_at: null },
  ],
};

let calls: Call[] = [];
beforeAll(() => initI18n('en'));
afterEach(() => logout());

async function renderLoggedIn(summary: unknown = SUMMARY) {
  calls = fakeUserApi(() => [200, { success: true, status: 1, message: '', data: summary }]);
  act(() => auth$.next({ token: 'tok', user: Object.assign(new User(), { user_name: 'KH00000001' }) }));
  await act(async () => {
    render(
      <MemoryRouter>
        <ReferEarn />
      </MemoryRouter>,
    );
  });
  await screen.findByTestId('refer-code');
}

describe('refer page', () => {
  it('asks a visitor to log in', () => {
    render(
      <MemoryRouter>
        <ReferEarn />
      </MemoryRouter>,
    );
    expect(screen.getByText('Invite friends and earn a bonus on their deposits.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('shows the code, the link, the rule, the share sheet and the QR', async () => {
    await renderLoggedIn();
    expect(calls).toEqual([{ method: 'GET', url: '/refer', body: undefined }]);
    const link = `${location.origin}/sign-up?ref=AB23CD45`;
    expect(screen.getByTestId('refer-code').textContent).toBe('AB23CD45');
    expect(screen.getByText(link)).toBeTruthy();
    expect(screen.getByText('When a friend who signed up with your code makes a first deposit of ₹500 or more, you get ₹100. Rewards are paid into your bonus wallet.')).toBeTruthy();
    const text = encodeURIComponent('Join me on Khel and sign up with my code AB23CD45.');
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(`https://wa.me/?text=${text}${encodeURIComponent(` ${link}`)}`);
    expect(screen.getByRole('link', { name: 'Telegram' }).getAttribute('href')).toBe(`https://t.me/share/url?url=${encodeURIComponent(link)}&text=${text}`);
    expect(screen.getByRole('button', { name: 'Copy Refer Link' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull(); // jsdom has no Web Share API
    const qr = await screen.findByRole('img', { name: 'Scan to sign up' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
  });

  it('lists the referred players masked with their state, and the totals', async () => {
    await renderLoggedIn();
    const items = within(screen.getByRole('list')).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'KH******12Joined 08:54AM | 22 Nov 2026Rewarded ₹100',
      'KH******34Joined 03:30PM | 21 Nov 2026Waiting for first deposit',
      'KH******56Joined 12:00AM | 21 Nov 2026Not eligible',
    ]);
    expect(screen.getByText('Friends referred').textContent).toBe('3Friends referred');
    expect(screen.getByText('Earned').textContent).toBe('₹100Earned');
  });

  it('explains a percentage rule, a cash reward, a paused rule and an empty list', async () => {
    await renderLoggedIn({ ...SUMMARY, rule: { ...SUMMARY.rule, kind: 'percent', cap_per_referral: 250, credit_to: 'cash' }, players: [] });
    expect(screen.getByText('When a friend who signed up with your code makes a first deposit of ₹500 or more, you get 10% of it, up to ₹250. Rewards are paid into your main wallet.')).toBeTruthy();
    expect(screen.getByText('No referrals yet. Share your link to invite friends.')).toBeTruthy();
  });

  it('says when rewards are paused', async () => {
    await renderLoggedIn({ ...SUMMARY, rule: { ...SUMMARY.rule, enabled: false } });
    expect(screen.getByText('Referral rewards are paused right now.')).toBeTruthy();
  });
});
