import type { SportEvent } from '../api/model';
import { fetchEvent } from '../api/sports';

/** An early answer is used only this soon after it was asked for (else the screen asks again). */
export const EARLY_EVENT_MS = 10_000;

let early: { eventId: string; at: number; answer: Promise<SportEvent> } | null = null;

/**
 * The event page's first read, asked for as soon as the page's code has arrived on a first load (app/screens.ts
 * preloadScreen, which the module's entry starts) instead of after React has rendered the screen; the screen takes
 * it once.
 */
export function prefetchEvent(eventId: string, fetch: typeof fetchEvent = fetchEvent, now = Date.now()): void {
  const answer = fetch(eventId);
  answer.catch(() => undefined); // the screen shows the failure when it takes the answer
  early = { eventId, at: now, answer };
}

/** The early answer for this event if there is a fresh one (once), else a new read. */
export function takeEvent(eventId: string, fetch: typeof fetchEvent = fetchEvent, now = Date.now()): Promise<SportEvent> {
  const taken = early;
  early = null;
  return taken && taken.eventId === eventId && now - taken.at < EARLY_EVENT_MS ? taken.answer : fetch(eventId);
}
