import type { Client, Cohort } from './client';

/**
 * The live channel's cohorts: sockets subscribed to exactly the same delivered topics share one encoded frame per
 * batch (channel.ts onBatch), so 5,000 pages on one event cost one JSON.stringify, not 5,000.
 */
export class Cohorts {
  private readonly byKey = new Map<string, Cohort>();

  /** Moves a socket to the cohort of its delivered topics; to none once it has none or is no longer connected. */
  regroup(client: Client, connected: boolean): void {
    const key = connected && client.active.size ? [...client.active].sort().join('|') : '';
    const current = client.cohort;
    if (current && this.byKey.get(key) === current) return;
    if (current) {
      current.clients.delete(client);
      if (!current.clients.size) this.byKey.delete(current.key);
    }
    client.cohort = null;
    if (!key) return;
    let cohort = this.byKey.get(key);
    if (!cohort) this.byKey.set(key, (cohort = { key, topics: new Set(client.active), clients: new Set() }));
    cohort.clients.add(client);
    client.cohort = cohort;
  }

  /** A copy of the cohorts (sending may drop a socket and so a cohort). */
  list(): Cohort[] {
    return [...this.byKey.values()];
  }
}
