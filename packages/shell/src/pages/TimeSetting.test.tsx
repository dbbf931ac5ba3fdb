import { act, fireEvent, render, screen } from '@testing-library/react';
import { auth$, INITIAL_SITE, initI18n, loadDateFormat, logout, readTimeZoneChoice, setTimeZoneChoice, site$, toast$, TIME_ZONE_KEY, timeZone$, type Toast } from '@khel/shared';
import { fakeUserApi } from '../test-utils';
import { Maintenance } from './InfoPages';
import { TimeSetting } from './TimeSetting';

let toasts: Toast[] = [];
const sub = toast$.subscribe((t) => toasts.push(t));
afterAll(() => sub.unsubscribe());
beforeAll(() => Promise.all([initI18n('en'), loadDateFormat()]));
beforeEach(() => {
  toasts = [];
  localStorage.clear();
  // The device is 5 hours behind UTC (New York in winter).
  jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(300);
});
afterEach(() => {
  act(() => setTimeZoneChoice('ist'));
  logout();
  jest.restoreAllMocks();
});

describe('time setting', () => {
  it("the device's zone, once chosen, changes the times another screen shows (the maintenance window), kept on reload", () => {
    const slot = { from_date: '2026-11-22T03:24:00Z', to_date: '2026-11-22T05:00:00Z' };
    act(() => site$.next({ ...INITIAL_SITE, status: 'ready', maintenance: slot }));
    render(
      <>
        <TimeSetting />
        <Maintenance />
      </>,
    );
    const window = () => screen.getByText(/–/).textContent;
    expect(window()).toBe('08:54AM | 22 Nov 2026 – 10:30AM | 22 Nov 2026');
    expect(screen.getByText('Times are shown in Asia/Kolkata.')).toBeTruthy();

    fireEvent.click(screen.getByLabelText(/^My device's time zone \(/));
    expect(window()).toBe('10:24PM | 21 Nov 2026 – 12:00AM | 22 Nov 2026');
    expect(toasts).toEqual([{ type: 'success', message: 'Time setting saved' }]);
    expect(localStorage.getItem(TIME_ZONE_KEY)).toBe('device');
    expect(timeZone$.value).toBe('device');
    expect(readTimeZoneChoice()).toBe('device'); // what a reload starts from

    fireEvent.click(screen.getByLabelText('India Standard Time (IST, GMT+05:30)'));
    expect(window()).toBe('08:54AM | 22 Nov 2026 – 10:30AM | 22 Nov 2026');
    expect(localStorage.getItem(TIME_ZONE_KEY)).toBe('ist');
  });

  it('saves the choice on the server for a logged-in player', async () => {
    const calls = fakeUserApi(() => [200, { success: true, status: 1, message: 'Settings saved', data: { time_zone: 'device', language: null, notifications_enabled: true } }]);
    act(() => auth$.next({ token: 'tok', user: null }));
    render(<TimeSetting />);
    await act(async () => {
      fireEvent.click(screen.getByLabelText(/^My device's time zone \(/));
    });
    expect(calls).toEqual([{ method: 'PUT', url: '/api/settings', body: { time_zone: 'device' } }]);
  });
});
