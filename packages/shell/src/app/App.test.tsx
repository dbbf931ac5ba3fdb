import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { APP_PATHS, auth$, balance$, eventFullScreen$, INITIAL_SITE, initI18n, loader$, logout, modal$, openModal, setPrefs, site$, toastSuccess } from '@khel/shared';
import { App, headerHidden } from './App';
import { isShellPage } from './Pages';
import { SHELL_ROUTES } from './routes';

const user = { user_name: 'player1', balance: 10000, expl: 50, bets_count: 0, earnBonus: 25, phone: '9876543210', last_login_at: '2026-11-01T10:00:00Z', isDemo: false, notificationSubscribed: false, notificationUnsubscribed: false };
const settings = {
  siteSetting: { site_title: 'Khel', business_type: 2, poster: [{ poster_type: 12, image: 'https://cdn.example.com/offer.png' }], languagesList: [] },
  casino_url: null,
  bonus_data: null,
};

function goTo(path: string) {
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

beforeAll(() => initI18n('en'));
beforeEach(() => {
  localStorage.clear();
  setPrefs({ balanceDisplay: 'both' });
  site$.next({ ...INITIAL_SITE, status: 'ready', settings });
  goTo('/');
});
afterEach(() => {
  logout();
  eventFullScreen$.next(false);
  document.body.innerHTML = '';
});

function logIn() {
  act(() => {
    auth$.next({ token: 'tok', user });
    balance$.next({ bl: 150000.5, ex: 1200, bc: 3, eb: 25 });
  });
}

/** A logged-in header's lazy parts (the bell, the reality check) loaded inside act, not after the test. */
async function loggedInChromeLoaded() {
  await act(async () => {
    await Promise.all([import('../chrome/NotificationBell'), import('../protection/RealityCheck')]);
  });
}

describe('header balance', () => {
  it('shows balance and exposure from balance$ by default, following every poll', async () => {
    render(<App />);
    logIn();
    await loggedInChromeLoaded();
    expect(screen.getByTestId('header-balance').textContent).toBe('Bal ₹1,50,000.50');
    expect(screen.getByTestId('header-exposure').textContent).toBe('Exp ₹1,200.00');
    act(() => balance$.next({ bl: 99.9, ex: 0, bc: 3, eb: 25 }));
    expect(screen.getByTestId('header-balance').textContent).toBe('Bal ₹99.90');
    expect(screen.getByTestId('header-exposure').textContent).toBe('Exp ₹0.00');
    // A player's exposure comes as a negative figure: the minus before the symbol, never '₹-300.00' (issue 31 item 7).
    act(() => balance$.next({ bl: 9270, ex: -300, bc: 1, eb: 0 }));
    expect(screen.getByTestId('header-exposure').textContent).toBe('Exp \u2212₹300.00');
    expect(screen.getByTestId('header-balance').textContent).toBe('Bal ₹9,270.00');
  });

  it('shows only what the settings choose', async () => {
    render(<App />);
    logIn();
    await loggedInChromeLoaded();
    act(() => void setPrefs({ balanceDisplay: 'balance' }));
    expect(screen.getByTestId('header-balance')).toBeTruthy();
    expect(screen.queryByTestId('header-exposure')).toBeNull();
    act(() => void setPrefs({ balanceDisplay: 'exposure' }));
    expect(screen.queryByTestId('header-balance')).toBeNull();
    expect(screen.getByTestId('header-exposure')).toBeTruthy();
    act(() => void setPrefs({ balanceDisplay: 'none' }));
    expect(screen.queryByTestId('header-balance')).toBeNull();
    expect(screen.queryByTestId('header-exposure')).toBeNull();
  });

  it('offers login and sign-up when logged out', () => {
    render(<App />);
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/sign-up');
    expect(screen.queryByTestId('header-balance')).toBeNull();
  });
});

describe('chrome', () => {
  it('hides the header on search, and on event detail only in full screen', () => {
    expect(headerHidden('/search', false)).toBe(true);
    expect(headerHidden('/sports-event-detail/42', false)).toBe(false);
    expect(headerHidden('/sports-event-detail/42', true)).toBe(true);
    expect(headerHidden('/deposit', true)).toBe(false);
    render(<App />);
    expect(document.querySelector('.s-header')).not.toBeNull();
    goTo('/sports-event-detail/42');
    act(() => eventFullScreen$.next(true));
    expect(document.querySelector('.s-header')).toBeNull();
    goTo('/deposit');
    expect(document.querySelector('.s-header')).not.toBeNull();
  });

  it('shows the full-screen loader while the site is loading or loader$ is on', () => {
    act(() => site$.next(INITIAL_SITE));
    render(<App />);
    expect(screen.getByTestId('full-screen-loader')).toBeTruthy();
    act(() => site$.next({ ...INITIAL_SITE, status: 'ready', settings }));
    expect(screen.queryByTestId('full-screen-loader')).toBeNull();
    act(() => loader$.next(true));
    expect(screen.getByTestId('full-screen-loader')).toBeTruthy();
    act(() => loader$.next(false));
    expect(screen.queryByTestId('full-screen-loader')).toBeNull();
  });

  it('a click on the page body closes the side menu and the account panel', async () => {
    jest.useFakeTimers();
    render(<App />);
    logIn();
    // The account panel is a lazy chunk of its own, loaded once the player is logged in.
    await waitFor(() => expect(document.querySelector('.s-account')).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    act(() => jest.runOnlyPendingTimers());
    expect(document.querySelector('.s-side')!.className).toContain('s-open');
    expect(document.querySelector('.s-account')!.className).toContain('s-open');
    fireEvent.click(document.body);
    expect(document.querySelector('.s-side')!.className).not.toContain('s-open');
    expect(document.querySelector('.s-account')!.className).not.toContain('s-open');
    jest.useRealTimers();
  });

  it('closes search results on a body click', () => {
    jest.useFakeTimers();
    render(<App />);
    fireEvent.change(document.querySelector('.s-search input')!, { target: { value: 'casino' } });
    act(() => jest.runOnlyPendingTimers());
    expect(document.querySelector('.s-results')!.textContent).toContain('Casino');
    fireEvent.click(document.querySelector('.s-search input')!);
    expect(document.querySelector('.s-results')).not.toBeNull();
    fireEvent.click(document.body);
    expect(document.querySelector('.s-results')).toBeNull();
    jest.useRealTimers();
  });

  it('shows toasts and the offline indicator', () => {
    render(<App />);
    act(() => toastSuccess('Saved Successfully'));
    expect(screen.getByText('Saved Successfully')).toBeTruthy();
    act(() => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText('You are offline. Check your internet connection.')).toBeTruthy();
    act(() => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByText('Back online')).toBeTruthy();
  });

  it('opens the offer poster when root-config opens modal "offer", and remembers it was seen', async () => {
    render(<App />);
    logIn();
    act(() => openModal({ id: 'offer' }));
    // The poster's code is a lazy chunk, loaded when the modal opens.
    expect((await screen.findByRole('dialog', undefined, { timeout: 8000 })).querySelector('img')!.getAttribute('src')).toBe('https://cdn.example.com/offer.png');
    expect(localStorage.getItem('is_offer')).toBe('1');
    fireEvent.click(screen.getByRole('dialog').querySelector('[aria-label="Close"]')!);
    expect(modal$.value).toBeNull();
    expect(localStorage.getItem('is_offer')).toBe('1');
  });
});

describe('pages', () => {
  it('renders the shell page into the layout slot, with the footer only on Home', async () => {
    const slot = document.createElement('div');
    slot.className = 'khel-shell-page';
    document.body.appendChild(slot);
    render(<App />);
    expect(slot.querySelector('.s-home')).not.toBeNull();
    expect(slot.querySelector('.s-footer')).not.toBeNull();
    goTo('/setting');
    expect(slot.querySelector('.s-footer')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Settings' }, { timeout: 8000 })).toBeTruthy();
  });

  it('gives the policies page the type named by the path', async () => {
    const slot = document.createElement('div');
    slot.className = 'khel-shell-page';
    document.body.appendChild(slot);
    goTo('/policies/privacy');
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' }, { timeout: 8000 })).toBeTruthy();
    goTo('/policies/responsible-gaming');
    expect(await screen.findByRole('heading', { name: 'Responsible Gaming' })).toBeTruthy();
  });

  it('knows every shell route and nothing else', () => {
    for (const path of ['/', '/login', '/sign-up', '/forget-password', '/change-password', '/faq', '/maintenance', '/policies/terms', '/setting', '/time-setting', '/notifications', '/refer-earn', '/bonus', '/search', '/login/']) {
      expect(isShellPage(path)).toBe(true);
    }
    for (const path of ['/deposit', '/policies', '/nope', '/sports/cricket/4', '/login/x']) expect(isShellPage(path)).toBe(false);
  });

  it("routes exactly the paths root-config's layout gives the shell", () => {
    expect(SHELL_ROUTES.map((r) => r.path).sort()).toEqual([...APP_PATHS['@khel/shell']].sort());
  });

  it('sends a logged-in player from login, sign-up and forgot-password to Home', async () => {
    for (const path of ['/login', '/sign-up', '/forget-password']) {
      const slot = document.createElement('div');
      slot.className = 'khel-shell-page';
      document.body.appendChild(slot);
      logIn();
      goTo(path);
      const { unmount } = render(<App />);
      await act(async () => undefined);
      expect(window.location.pathname).toBe('/');
      unmount();
      logout();
      document.body.innerHTML = '';
    }
  });

  it('a link click navigates without a page load and the page follows', async () => {
    const slot = document.createElement('div');
    slot.className = 'khel-shell-page';
    document.body.appendChild(slot);
    render(<App />);
    fireEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(window.location.pathname).toBe('/login');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
  });
});
