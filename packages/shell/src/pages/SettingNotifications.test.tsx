import { act, fireEvent, render, screen } from '@testing-library/react';
import { auth$, initI18n, logout, toast$, type Toast } from '@khel/shared';
import { fakeUserApi } from '../test-utils';
import { NotificationSetting } from './SettingNotifications';

let toasts: Toast[] = [];
const sub = toast$.subscribe((t) => toasts.push(t));
afterAll(() => sub.unsubscribe());
beforeAll(() => initI18n('en'));
beforeEach(() => (toasts = []));
afterEach(() => logout());

const settings = (notifications_enabled: boolean) => ({ time_zone: 'ist', language: null, notifications_enabled });

describe('notifications setting', () => {
  it('is not shown to a visitor', () => {
    const { container } = render(<NotificationSetting />);
    expect(container.textContent).toBe('');
  });

  it("shows the player's server setting and turns push notifications off and on again", async () => {
    let enabled = true;
    const calls = fakeUserApi((call) => {
      if (call.method === 'PUT') enabled = (call.body as { notifications_enabled: boolean }).notifications_enabled;
      return [200, { success: true, status: 1, message: 'Settings saved', data: settings(enabled) }];
    });
    act(() => auth$.next({ token: 'tok', user: null }));
    await act(async () => {
      render(<NotificationSetting />);
    });
    const box = (await screen.findByLabelText('Send me push notifications')) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(screen.getByText('Your notifications list keeps every notification either way.')).toBeTruthy();

    await act(async () => {
      fireEvent.click(box);
    });
    expect(box.checked).toBe(false);
    expect(toasts).toEqual([{ type: 'success', message: 'Notifications turned off' }]);
    await act(async () => {
      fireEvent.click(box);
    });
    expect(box.checked).toBe(true);
    expect(toasts[1]).toEqual({ type: 'success', message: 'Notifications turned on' });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['GET', '/api/settings', undefined],
      ['PUT', '/api/settings', { notifications_enabled: false }],
      ['PUT', '/api/settings', { notifications_enabled: true }],
    ]);
  });
});
