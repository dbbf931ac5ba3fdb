/**
 * The scorecard feed: one interface for every source of a fantasy match's scores. The cricket simulator
 * (simulated.ts, the same simulated T20 that moves the exchange's markets) and an operator entering scores on the
 * console (operator.ts) are the two behind it today; a real provider would be a third. A feed emits updates; the
 * applier (applier.ts) writes them, tells the live channel and settles a completed or abandoned match.
 */
import type { FantasyMatchState } from '@khel/shared/contracts';
import type { Actor } from '../../ops/actor';

export interface ScoreLine {
  /** the squad player, by id (the console) or by name as the feed spells it (the simulator, a provider) */
  playerId?: string;
  name?: string;
  runs: number;
  balls: number;
  out?: boolean;
}

export interface ScorecardUpdate {
  matchId: string;
  status?: 'live' | 'completed' | 'abandoned';
  /** the feed's picture; `ticks` is how far the simulator had played (a restarted process resumes there) */
  state?: Partial<FantasyMatchState> & { ticks?: number };
  lines?: ScoreLine[];
  /** who entered it (an operator on the console); the system for a feed */
  actor?: Actor;
}

export type ScorecardListener = (update: ScorecardUpdate) => void | Promise<void>;

export interface ScorecardFeed {
  readonly name: string;
  subscribe(listener: ScorecardListener): () => void;
  start(): void;
  stop(): void;
}

/** Listeners of a scorecard feed; `emit` resolves once every listener has taken the update. */
export class ScorecardListeners {
  private readonly listeners = new Set<ScorecardListener>();

  subscribe(listener: ScorecardListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async emit(update: ScorecardUpdate): Promise<void> {
    await Promise.all([...this.listeners].map((l) => l(update)));
  }
}
