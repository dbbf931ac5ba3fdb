import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { auth$, initI18n, logout, User } from '@khel/shared';
import { unread$ } from '../live/player-feed';
import { Header } from './Header';

beforeAll(() => initI18n('en'));
afterEach(() => {
  logout();
  unread$.next(null);
});

function header() {
  render(
    <MemoryRouter>
      <Header onMenu={() => undefined} onAccount={() => undefined} />
    </MemoryRouter>,
  );
}

describe('header unread count', () => {
  it('shows the unread count on the bell to the notifications page, and follows it', async () => {
    act(() => auth$.next({ token: 'tok', user: Object.assign(new User(), { user_name: 'KH00000001' }) }));
    act(() => unread$.next(3));
    header();
    const bell = await screen.findByRole('link', { name: '3 unread notifications' });
    expect(bell.getAttribute('href')).toBe('/notifications');
    expect(screen.getByTestId('unread-count').textContent).toBe('3');
    act(() => unread$.next(120));
    expect(screen.getByTestId('unread-count').textContent).toBe('99+');
    act(() => unread$.next(0));
    expect(screen.queryByTestId('unread-count')).toBeNull();
    expect(screen.getByRole('link', { name: 'Notifications' }).getAttribute('href')).toBe('/notifications');
  });

  it('has no bell for a visitor', () => {
    header();
    expect(screen.queryByRole('link', { name: /notifications/i })).toBeNull();
  });
});
