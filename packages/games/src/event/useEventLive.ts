import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveUpdate, SportEvent } from '../api/model';
import { subscribeEvent } from '../api/live';
import { useLoad, type Load } from '../common/ui';
import { takeEvent } from './early-event';
import { withFlashes, withoutFlashes, type EventFlashes } from './flash';
import { applyUpdate } from './live-state';

const FLASH_MS = 900;

/**
 * The event with its markets, loaded once and kept live: every update from the live channel is applied as it
 * comes (prices, suspensions, the score), and the cells that moved flash for a moment. The flashes of one message
 * of the channel (a batch of several markets' updates) end together, in one render.
 */
export function useEventLive(eventId: string): { load: Load<SportEvent>; reload(): void; flashes: EventFlashes } {
  const [load, reload] = useLoad(() => takeEvent(eventId), [eventId]);
  const [event, setEvent] = useState<SportEvent | null>(null);
  const current = useRef<SportEvent | null>(null);
  const [flashes, setFlashes] = useState<EventFlashes>(() => new Map());
  const counter = useRef(0);
  // the flashes begun in this task, ended by one timer
  const begun = useRef<Array<[string, number]>>([]);

  useEffect(() => {
    current.current = load.state === 'ready' ? load.data : null;
    setEvent(current.current);
  }, [load]);

  const onUpdate = useCallback((update: LiveUpdate) => {
    if (!current.current) return;
    const { event: next, moved } = applyUpdate(current.current, update);
    if (next === current.current) return;
    current.current = next;
    setEvent(next);
    if (!moved.size || !update.marketId) return;
    const marketId = update.marketId;
    const id = ++counter.current;
    setFlashes((f) => withFlashes(f, marketId, moved, id));
    begun.current.push([marketId, id]);
    if (begun.current.length > 1) return;
    queueMicrotask(() => {
      const ended = begun.current;
      begun.current = [];
      setTimeout(() => setFlashes((f) => withoutFlashes(f, ended)), FLASH_MS);
    });
  }, []);

  // Subscribed once the event is in, to it and its markets (a market added later comes with a reload).
  const marketIds = load.state === 'ready' ? load.data.markets.map((m) => m.id).join(',') : null;
  useEffect(() => (marketIds === null ? undefined : subscribeEvent(eventId, marketIds ? marketIds.split(',') : [], onUpdate)), [eventId, marketIds, onUpdate]);

  const live: Load<SportEvent> = load.state === 'ready' && event ? { state: 'ready', data: event } : load;
  return { load: live, reload, flashes };
}
