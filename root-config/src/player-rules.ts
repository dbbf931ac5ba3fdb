import type { Balance, SiteSettingsResponse, User } from '@khel/shared';

/** SPEC §4 conditions for the background work around a logged-in player, as pure functions. */
export const BALANCE_POLL_MS = 2_000;
export const NOTIFICATION_PROMPT_DELAY_MS = 500;
export const PUSH_SUBSCRIBE_DELAY_MS = 1_000;
export const OFFER_DELAY_MS = 500;
export const OFFER_POSTER_TYPE = 12;
export const OFFER_SEEN_KEY = 'is_offer';
export const OFFER_MODAL_ID = 'offer';
export const UNSUBSCRIBED_KEY = 'notificationUnsubscribed';

/** A poll that fails or returns nothing logs the player out. */
export function isUsableBalance(body: unknown): body is Balance {
  const b = body as Partial<Balance> | null | undefined;
  return Boolean(b && typeof b === 'object' && typeof b.bl === 'number' && Number.isFinite(b.bl));
}

/** Ask for notification permission: logged in, not unsubscribed, not yet subscribed, and the browser can. */
export function shouldAskNotifications(input: {
  loggedIn: boolean;
  user: Pick<User, 'notificationSubscribed' | 'notificationUnsubscribed' | 'isDemo'> | null;
  unsubscribedHere: boolean;
  supported: boolean;
}): boolean {
  const { loggedIn, user, unsubscribedHere, supported } = input;
  if (!loggedIn || !user || !supported) return false;
  return !user.notificationUnsubscribed && !unsubscribedHere && !user.notificationSubscribed;
}

/** The offer popup: logged in, an offer poster exists, is_offer not stored, business_type 2. */
export function shouldOpenOffer(input: { loggedIn: boolean; settings: SiteSettingsResponse | null; offerSeen: boolean }): boolean {
  const setting = input.settings?.siteSetting;
  if (!input.loggedIn || !setting || input.offerSeen) return false;
  const hasOffer = (setting.poster ?? []).some((p) => Number(p.poster_type) === OFFER_POSTER_TYPE);
  return hasOffer && Number(setting.business_type) === 2;
}
