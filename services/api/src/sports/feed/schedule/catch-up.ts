import type { FeedUpdate } from '../types';

/**
 * What a simulator said while it caught up (a restarted process replays a match to where it had reached, at once):
 * only what still matters, in an order the applier takes. Each event's statuses merged into one (the last word on
 * each field), each market's last prices and last suspension, and every result, in the order given.
 */
export class CatchUp {
  private readonly status = new Map<string, Extract<FeedUpdate, { type: 'status' }>>();
  private readonly prices = new Map<string, FeedUpdate>();
  private readonly suspends = new Map<string, FeedUpdate>();
  private readonly results: FeedUpdate[] = [];

  add(u: FeedUpdate): void {
    switch (u.type) {
      case 'status': {
        const before = this.status.get(u.eventId);
        const merged = { ...before, ...Object.fromEntries(Object.entries(u).filter(([, v]) => v !== undefined)) } as typeof u;
        this.status.set(u.eventId, merged);
        return;
      }
      case 'prices':
        this.prices.set(u.marketId, u);
        return;
      case 'suspend':
        this.suspends.set(u.marketId, u);
        return;
      case 'result':
        this.results.push(u);
    }
  }

  /** The updates that stand, once: statuses, prices, suspensions, results. */
  updates(): FeedUpdate[] {
    return [...this.status.values(), ...this.prices.values(), ...this.suspends.values(), ...this.results];
  }
}
