import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter } from 'react-router-dom';
import { api, auth$, initI18n, logout, User } from '@khel/shared';
import { notes$, unread$ } from '../live/player-feed';
import { Notifications } from './Notifications';

interface Call {
  method: string;
  url: string;
  params: unknown;
  body: unknown;
}

/** The notification service's client answered by `reply` (a stand-in for the server). */
function fakeNotificationApi(reply: (call: Call) => unknown): Call[] {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const call = { method: String(config.method).toUpperCase(), url: String(config.url), params: config.params, body: config.data ? JSON.parse(String(config.data)) : undefined };
    calls.push(call);
    return { status: 200, statusText: '', data: { success: true, status: 1, message: 'Success', data: reply(call) }, headers: {}, config };
  };
  api.notification.defaults.adapter = adapter;
  return calls;
}

const note = (id: string, read: boolean, extra: Partial<Record<string, unknown>> = {}) => ({
  id,
  kind: 'deposit',
  title: `Title ${id}`,
  body: `Body ${id}`,
  data: {},
  created_at: '2026-11-23T10:00:00.000Z',
  read,
  ...extra,
});

beforeAll(() => initI18n('en'));
afterEach(() => {
  unread$.next(null);
  logout();
});

async function show(loggedIn = true) {
  if (loggedIn) act(() => auth$.next({ token: 'tok', user: Object.assign(new User(), { user_name: 'KH00000001' }) }));
  await act(async () => {
    render(
      <MemoryRouter>
        <Notifications />
      </MemoryRouter>,
    );
  });
}

const titles = () => screen.queryAllByTestId('notification').map((li) => li.querySelector('b')!.textContent);

describe('notifications page', () => {
  it('logged out, shows the login prompt and asks the server nothing (issue 31: not the raw API refusal)', async () => {
    const calls = fakeNotificationApi(() => ({ items: [], next_cursor: null, unread: 0 }));
    await show(false);
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByText('Log in to see your notifications.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login?next=%2Fnotifications');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('says so when there are none', async () => {
    fakeNotificationApi(() => ({ items: [], next_cursor: null, unread: 0 }));
    await show();
    expect(screen.getByText('No notifications yet')).toBeTruthy();
    expect(screen.getByText('Deposits, withdrawals, settled bets and offers appear here.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('lists newest first with the unread marked, marks one and then all read, and keeps the header count', async () => {
    const approved = note('3', false, {
      title: 'Deposit approved',
      body: 'Your deposit of ₹700.00 was approved and added to your balance.',
      data: { t: { title: 'Deposit approved', body: 'Your deposit of {{amount}} was approved and added to your balance.', params: { amount: '₹700.00' } } },
    });
    const calls = fakeNotificationApi((call) => {
      if (call.url === '/list') return { items: [approved, note('2', false), note('1', true)], next_cursor: null, unread: 2 };
      if (call.url === '/read') return { marked: 1, unread: 1 };
      return { marked: 1, unread: 0 };
    });
    await show();
    expect(titles()).toEqual(['Deposit approved', 'Title 2', 'Title 1']);
    expect(screen.getByText('Your deposit of ₹700.00 was approved and added to your balance.')).toBeTruthy();
    const items = screen.getAllByTestId('notification');
    expect(items.map((li) => li.className)).toEqual(['s-note s-note-unread', 's-note s-note-unread', 's-note s-note-read']);
    expect(within(items[2]!).queryByText('Unread')).toBeNull();
    expect(unread$.value).toBe(2);

    await act(async () => fireEvent.click(within(items[1]!).getByRole('button', { name: 'Mark as read' })));
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/read', body: { ids: ['2'] } });
    expect(screen.getAllByTestId('notification').map((li) => li.className)).toEqual(['s-note s-note-unread', 's-note s-note-read', 's-note s-note-read']);
    expect(unread$.value).toBe(1);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' })));
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/read-all' });
    expect(screen.getAllByTestId('notification').every((li) => li.className === 's-note s-note-read')).toBe(true);
    expect(unread$.value).toBe(0);
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('pages with Show older, and puts a notification that arrives live on top', async () => {
    const calls = fakeNotificationApi((call) =>
      (call.params as { cursor?: string }).cursor === 'c1'
        ? { items: [note('1', true)], next_cursor: null, unread: 1 }
        : { items: [note('3', false), note('2', true)], next_cursor: 'c1', unread: 1 },
    );
    await show();
    expect(titles()).toEqual(['Title 3', 'Title 2']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show older' })));
    expect(calls.map((c) => c.params)).toEqual([{}, { cursor: 'c1' }]);
    expect(titles()).toEqual(['Title 3', 'Title 2', 'Title 1']);
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();

    act(() => notes$.next(note('4', false) as never));
    expect(titles()).toEqual(['Title 4', 'Title 3', 'Title 2', 'Title 1']);
  });
});
