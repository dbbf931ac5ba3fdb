import { liveChannel } from '@khel/shared/kit';
import { fromLiveItem } from './convert';
import type { LiveUpdate } from './model';

/**
 * Live prices for one event through the page's one live channel (@khel/shared/kit: one WebSocket to the sports
 * service's /live, reconnecting and resubscribing on its own; protocol in services/api/src/live/protocol.ts): the
 * event's topic and each market's, every snapshot and change passed on as the page's LiveUpdate. Returns the way
 * to stop (the channel closes its socket a while after the last topic is dropped).
 */
export function subscribeEvent(eventId: string, marketIds: string[], onUpdate: (update: LiveUpdate) => void): () => void {
  const pass = (update: LiveUpdate | null) => update && onUpdate(update);
  const channel = liveChannel();
  const subs = [
    channel.eventUpdates(eventId).subscribe(({ changed }) => pass(fromLiveItem({ topic: `event:${eventId}`, event: changed }))),
    ...marketIds.map((id) => channel.marketUpdates(id).subscribe(({ changed }) => pass(fromLiveItem({ topic: `market:${id}`, market: changed })))),
  ];
  return () => subs.forEach((s) => s.unsubscribe());
}
