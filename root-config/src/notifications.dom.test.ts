import { BehaviorSubject } from 'rxjs';
import type { AuthState, User } from '@khel/shared';
import { scheduleNotificationPrompt } from './notifications';
import { scheduleOfferPopup } from './offer';

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const player = (over: Partial<User> = {}): User => ({
  user_name: 'player1',
  balance: 0,
  expl: 0,
  bets_count: 0,
  earnBonus: 0,
  phone: null,
  last_login_at: '2026-11-01T00:00:00Z',
  isDemo: false,
  notificationSubscribed: false,
  notificationUnsubscribed: false,
  ...over,
});

function setup(permission: NotificationPermission, options: { supported?: boolean; unsubscribedHere?: boolean } = {}) {
  const auth$ = new BehaviorSubject<AuthState>({ token: null, user: null });
  const events: string[] = [];
  const stop = scheduleNotificationPrompt({
    auth$,
    supported: () => options.supported ?? true,
    requestPermission: async () => (events.push(`ask@${Date.now()}`), permission),
    subscribe: async () => void events.push(`subscribe@${Date.now()}`),
    markUnsubscribed: () => void events.push('unsubscribed'),
    unsubscribedHere: () => options.unsubscribedHere ?? false,
    log: (m) => void events.push(m),
  });
  return { auth$, events, stop };
}

describe('notification permission and push subscription', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(0);
  });
  afterEach(() => jest.useRealTimers());

  it('asks 0.5 s after the player is known and subscribes 1 s after permission is granted', async () => {
    const s = setup('granted');
    s.auth$.next({ token: 't', user: player() });
    jest.advanceTimersByTime(499);
    await flush();
    expect(s.events).toEqual([]);
    jest.advanceTimersByTime(1);
    await flush();
    expect(s.events).toEqual(['ask@500']);
    jest.advanceTimersByTime(999);
    await flush();
    expect(s.events).toEqual(['ask@500']);
    jest.advanceTimersByTime(1);
    await flush();
    expect(s.events).toEqual(['ask@500', 'subscribe@1500']);
    s.stop();
  });

  it('a refusal marks the player unsubscribed and sends nothing', async () => {
    const s = setup('denied');
    s.auth$.next({ token: 't', user: player() });
    jest.advanceTimersByTime(5_000);
    await flush();
    expect(s.events).toEqual(['ask@500', 'unsubscribed']);
  });

  it('asks once per session, and never a subscribed, unsubscribed or logged-out player', async () => {
    const s = setup('granted');
    s.auth$.next({ token: null, user: null });
    s.auth$.next({ token: 't', user: player({ notificationSubscribed: true }) });
    s.auth$.next({ token: 't2', user: player({ notificationUnsubscribed: true }) });
    jest.advanceTimersByTime(5_000);
    await flush();
    expect(s.events).toEqual([]);
    s.auth$.next({ token: 't3', user: player() });
    s.auth$.next({ token: 't3', user: player({ balance: 5 }) });
    jest.advanceTimersByTime(5_000);
    await flush();
    expect(s.events.filter((e) => e.startsWith('ask'))).toHaveLength(1);
  });

  it('says so when the browser has no notifications', async () => {
    const s = setup('granted', { supported: false });
    s.auth$.next({ token: 't', user: player() });
    jest.advanceTimersByTime(5_000);
    await flush();
    expect(s.events).toEqual(['This browser does not support notifications.']);
  });
});

describe('offer popup', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const settings = { siteSetting: { business_type: 2, poster: [{ poster_type: 12 }] }, casino_url: null, bonus_data: null };

  it('opens the offer modal 0.5 s after load when its conditions hold then', () => {
    const opened: string[] = [];
    scheduleOfferPopup({ loggedIn: () => true, settings: () => settings, offerSeen: () => false, openModal: (m) => void opened.push(m.id) });
    jest.advanceTimersByTime(499);
    expect(opened).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(opened).toEqual(['offer']);
  });

  it('stays shut once is_offer is stored or for a logged-out visitor', () => {
    const opened: string[] = [];
    scheduleOfferPopup({ loggedIn: () => true, settings: () => settings, offerSeen: () => true, openModal: (m) => void opened.push(m.id) });
    scheduleOfferPopup({ loggedIn: () => false, settings: () => settings, offerSeen: () => false, openModal: (m) => void opened.push(m.id) });
    jest.advanceTimersByTime(1_000);
    expect(opened).toEqual([]);
  });
});
