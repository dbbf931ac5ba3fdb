import { act, fireEvent, render, screen } from '@testing-library/react';
import { auth$, i18n, INITIAL_SITE, initI18n, logout, prefs$, setPrefs, site$, toast$, type Toast } from '@khel/shared';
import { loadValidation } from '../forms/dtos';
import { fakeUserApi } from '../test-utils';
import { Setting } from './Setting';

const languagesList = [
  { code: 'en', name: 'English', url: '/site/languages/en.json' },
  { code: 'hi', name: 'Hindi', url: '/site/languages/hi.json' },
  { code: 'xx', name: 'Broken', url: '/site/languages/xx.json' },
];

let toasts: Toast[] = [];
const sub = toast$.subscribe((t) => toasts.push(t));
afterAll(() => sub.unsubscribe());

beforeAll(async () => {
  await Promise.all([initI18n('en'), loadValidation()]);
  (globalThis as { fetch?: unknown }).fetch = async (url: string) =>
    url.endsWith('/hi.json')
      ? { ok: true, status: 200, json: async () => ({ Settings: 'सेटिंग्स' }) }
      : { ok: false, status: 500, json: async () => ({}) };
});
beforeEach(() => {
  toasts = [];
  localStorage.clear();
  setPrefs({ balanceDisplay: 'both', stakes: [100, 200, 500, 1000] });
  site$.next({ ...INITIAL_SITE, status: 'ready', settings: { siteSetting: { languagesList }, casino_url: null, bonus_data: null } });
});
afterEach(async () => {
  logout();
  await i18n.changeLanguage('en');
});

const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('language setting', () => {
  it('refuses the language already in use', async () => {
    render(<Setting />);
    await click('Update Language');
    expect(toasts).toEqual([{ type: 'error', message: 'Cannot update on same language. Try different language.' }]);
  });

  it('reports a language that fails to load and keeps the current one', async () => {
    render(<Setting />);
    fireEvent.click(screen.getByLabelText('Broken'));
    await click('Update Language');
    expect(toasts).toEqual([{ type: 'error', message: 'Failed to change language. Try different language.' }]);
    expect(i18n.language).toBe('en');
  });

  it('switches to a language fetched from its url', async () => {
    render(<Setting />);
    fireEvent.click(screen.getByLabelText('Hindi'));
    await click('Update Language');
    expect(i18n.language).toBe('hi');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('सेटिंग्स');
    expect(prefs$.value.language).toBe('hi');
  });
});

describe('balance display and stakes', () => {
  it('stores the header display choice', () => {
    render(<Setting />);
    fireEvent.click(screen.getByLabelText('Exposure only'));
    expect(prefs$.value.balanceDisplay).toBe('exposure');
    expect(JSON.parse(localStorage.getItem('khel_prefs')!).balanceDisplay).toBe('exposure');
  });

  it('rejects an empty or too small stake with the spec message', async () => {
    const calls = fakeUserApi(() => [200, {}]);
    render(<Setting />);
    fireEvent.change(screen.getByLabelText('Stake 2'), { target: { value: '' } });
    await click('Save');
    expect(screen.getByRole('alert').textContent).toBe('Stake value must be between 100 to 1Cr.');
    fireEvent.change(screen.getByLabelText('Stake 2'), { target: { value: '99' } });
    expect(screen.queryByRole('alert')).toBeNull();
    await click('Save');
    expect(screen.getByRole('alert').textContent).toBe('Stake value must be between 100 to 1Cr.');
    fireEvent.change(screen.getByLabelText('Stake 2'), { target: { value: '123456789' } });
    expect((screen.getByLabelText('Stake 2') as HTMLInputElement).value).toBe('12345678');
    expect(calls).toEqual([]);
  });

  it('saves stakes on the server when logged in and says Saved Successfully', async () => {
    const calls = fakeUserApi(() => [200, { success: true, status: 1, message: 'Saved Successfully', data: null }]);
    act(() => auth$.next({ token: 'tok', user: null }));
    render(<Setting />);
    fireEvent.change(screen.getByLabelText('Stake 4'), { target: { value: '5000' } });
    await click('Save');
    // (the notifications setting also reads the player's settings: SettingNotifications.test.tsx; the one-click
    // card reads its own: SettingClickBet.test.tsx)
    expect(calls.filter((c) => c.url !== '/api/settings' && c.url !== '/api/click-bet')).toEqual([{ method: 'PUT', url: '/api/stakes', body: { stakes: [100, 200, 500, 5000] } }]);
    expect(prefs$.value.stakes).toEqual([100, 200, 500, 5000]);
    expect(toasts).toEqual([{ type: 'success', message: 'Saved Successfully' }]);
  });
});
