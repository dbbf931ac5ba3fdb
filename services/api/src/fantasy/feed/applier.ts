import type { Db } from '../../db/db';
import { SYSTEM_ACTOR, type Actor } from '../../ops/actor';
import type { PriceHub } from '../../sports/feed/hub';
import { liveData, publishScores } from '../live';
import { getMatch, squadOf } from '../matches';
import { writeScores, writeState } from '../scores';
import { settleMatch, type SettleReport } from '../settle';
import type { ScorecardFeed, ScorecardUpdate } from './types';

/**
 * Applies scorecard updates: scores and the feed's picture written (the scores version grows), the status moved
 * (upcoming -> live -> completed | abandoned), all in one transaction under the match's row lock; then the live
 * channel is told and a match that just completed settles (or, abandoned, refunds) as the actor. Updates of one
 * match apply one at a time, in order; a feed's failure is reported and does not stop it. A match already over
 * takes no feed updates (a late ball cannot change a settled result): scores change then only by an operator's
 * correction (corrections.ts), which settles again.
 */
export class ScorecardApplier {
  private readonly chains = new Map<string, Promise<unknown>>();

  constructor(
    private readonly db: Db,
    private readonly hub: () => PriceHub | undefined,
    private readonly now: () => Date,
    private readonly onError: (error: unknown, update: ScorecardUpdate) => void = () => undefined,
  ) {}

  /** Applies every update the feed emits; returns the way to stop. */
  attach(feed: ScorecardFeed): () => void {
    return feed.subscribe((u) => this.enqueue(u).then(() => undefined, (error: unknown) => this.onError(error, u)));
  }

  /** Queues an update behind the match's earlier ones; resolves with the settlement it caused, if any. */
  enqueue(update: ScorecardUpdate, actor: Actor = update.actor ?? SYSTEM_ACTOR): Promise<SettleReport | null> {
    const key = update.matchId;
    const next = (this.chains.get(key) ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => this.apply(update, actor));
    this.chains.set(key, next);
    void next.then(
      () => this.chains.get(key) === next && this.chains.delete(key),
      () => this.chains.get(key) === next && this.chains.delete(key),
    );
    return next;
  }

  /** Resolves once everything queued so far is applied. */
  async idle(): Promise<void> {
    while (this.chains.size) await Promise.allSettled([...this.chains.values()]);
  }

  private async apply(u: ScorecardUpdate, actor: Actor): Promise<SettleReport | null> {
    const now = this.now();
    const written = await this.db.tx(async (q) => {
      const m = await getMatch(q, u.matchId, 'update');
      if (m.status === 'completed' || m.status === 'abandoned') return null;
      const changed = await writeScores(q, m, u.lines ?? []);
      const stateChanged = await writeState(q, m, u.state);
      const status = u.status && u.status !== m.status ? u.status : null;
      if (status) await q.query('UPDATE fantasy_matches SET status = $2, updated_at = $3 WHERE id = $1', [m.id, status, now]);
      if (!changed && !stateChanged && !status) return null;
      const after = await getMatch(q, m.id);
      return { match: after, squad: await squadOf(q, m.id) };
    });
    if (!written) return null;
    publishScores(this.hub(), liveData(written.match, written.squad));
    if (written.match.status !== 'completed' && written.match.status !== 'abandoned') return null;
    return settleMatch(this.db, written.match.id, actor, { now });
  }
}
