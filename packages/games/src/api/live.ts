import type { LiveUpdate } from './model';
import { fetchEvent } from './sports';

/**
 * Live prices for one event: calls `onUpdate` with every market and event update until the returned function is
 * called. Until the live channel lands this reads the event every 2 s and passes each market on as an update (the
 * page ignores what did not change).
 */
export function subscribeEvent(eventId: string, onUpdate: (update: LiveUpdate) => void): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    try {
      const e = await fetchEvent(eventId);
      if (stopped) return;
      onUpdate({ eventId: e.id, inPlay: e.inPlay, eventStatus: e.status, eventState: e.state ?? undefined });
      for (const m of e.markets) {
        onUpdate({ marketId: m.id, version: m.version, status: m.status, runners: m.runners.map((r) => ({ runnerId: r.id, back: r.back, lay: r.lay })) });
      }
    } catch {
      // the next round tries again
    }
    if (!stopped) timer = setTimeout(() => void tick(), 2000);
  };
  timer = setTimeout(() => void tick(), 2000);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
