import type { SiteSettingsResponse } from '@khel/shared';
import { isUsableBalance, shouldAskNotifications, shouldOpenOffer } from './player-rules';

const settings = (siteSetting: Record<string, unknown>): SiteSettingsResponse => ({ siteSetting, casino_url: null, bonus_data: null });
const user = { notificationSubscribed: false, notificationUnsubscribed: false, isDemo: false };

describe('balance poll', () => {
  it('accepts a body with the balance figures', () => {
    expect(isUsableBalance({ bl: 100.5, ex: 0, bc: 0, eb: 0 })).toBe(true);
  });
  it.each([null, undefined, '', {}, { bl: null }, { bl: 'x' }, { success: false }])('treats %p as empty', (body) => {
    expect(isUsableBalance(body)).toBe(false);
  });
});

describe('notification permission', () => {
  const ask = (o: Partial<Parameters<typeof shouldAskNotifications>[0]>) =>
    shouldAskNotifications({ loggedIn: true, user, unsubscribedHere: false, supported: true, ...o });
  it('asks a logged-in player who is neither subscribed nor unsubscribed', () => expect(ask({})).toBe(true));
  it('not when logged out', () => expect(ask({ loggedIn: false })).toBe(false));
  it('not before the user is known', () => expect(ask({ user: null })).toBe(false));
  it('not when already subscribed', () => expect(ask({ user: { ...user, notificationSubscribed: true } })).toBe(false));
  it('not when unsubscribed', () => {
    expect(ask({ user: { ...user, notificationUnsubscribed: true } })).toBe(false);
    expect(ask({ unsubscribedHere: true })).toBe(false);
  });
  it('not when the browser has no notifications', () => expect(ask({ supported: false })).toBe(false));
});

describe('offer popup', () => {
  const offer = settings({ business_type: 2, poster: [{ poster_type: 3 }, { poster_type: 12, image: 'o.png' }] });
  it('opens for a logged-in player on a business_type 2 site with an offer poster', () => {
    expect(shouldOpenOffer({ loggedIn: true, settings: offer, offerSeen: false })).toBe(true);
  });
  it('not once is_offer is stored', () => expect(shouldOpenOffer({ loggedIn: true, settings: offer, offerSeen: true })).toBe(false));
  it('not when logged out', () => expect(shouldOpenOffer({ loggedIn: false, settings: offer, offerSeen: false })).toBe(false));
  it('not without an offer poster', () => {
    expect(shouldOpenOffer({ loggedIn: true, settings: settings({ business_type: 2, poster: [{ poster_type: 3 }] }), offerSeen: false })).toBe(false);
  });
  it('not on another business type', () => {
    expect(shouldOpenOffer({ loggedIn: true, settings: settings({ business_type: 1, poster: [{ poster_type: 12 }] }), offerSeen: false })).toBe(false);
  });
});
