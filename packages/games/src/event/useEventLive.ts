import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveUpdate, SportEvent } from '../api/model';
import { subscribeEvent } from '../api/live';
import { useLoad, type Load } from '../common/ui';
import { takeEvent } from './early-event';
import type { Move } from './flash';
import { applyUpdate } from './live-state';

/** The cells flashing now: key -> which way, and a number that restarts the animation on a repeat. */
export type Flashes = Map<string, { move: Move; id: number }>;

const FLASH_MS = 900;

/**
 * The event with its markets, loaded once and kept live: every update from the live channel is applied as it
 * comes (prices, suspensions, the score), and the cells that moved flash for a moment.
 */
export function useEventLive(eventId: string): { load: Load<SportEvent>; reload(): void; flashes: Flashes } {
  const [load, reload] = useLoad(() => takeEvent(eventId), [eventId]);
  const [event, setEvent] = useState<SportEvent | null>(null);
  const current = useRef<SportEvent | null>(null);
  const [flashes, setFlashes] = useState<Flashes>(() => new Map());
  const counter = useRef(0);

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
    if (!moved.size) return;
    const id = ++counter.current;
    setFlashes((f) => {
      const out = new Map(f);
      for (const [key, move] of moved) out.set(key, { move, id });
      return out;
    });
    setTimeout(() => {
      setFlashes((f) => {
        const out = new Map([...f].filter(([, v]) => v.id !== id));
        return out.size === f.size ? f : out;
      });
    }, FLASH_MS);
  }, []);

  // Subscribed once the event is in, to it and its markets (a market added later comes with a reload).
  const marketIds = load.state === 'ready' ? load.data.markets.map((m) => m.id).join(',') : null;
  useEffect(() => (marketIds === null ? undefined : subscribeEvent(eventId, marketIds ? marketIds.split(',') : [], onUpdate)), [eventId, marketIds, onUpdate]);

  const live: Load<SportEvent> = load.state === 'ready' && event ? { state: 'ready', data: event } : load;
  return { load: live, reload, flashes };
}
