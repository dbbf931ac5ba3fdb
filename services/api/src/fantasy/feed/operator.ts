import { ScorecardListeners, type ScorecardFeed, type ScorecardListener, type ScorecardUpdate } from './types';

/**
 * Operator entry behind the scorecard feed: the console's scores and status changes for a match fed by hand. `enter`
 * resolves once every listener (the applier) has taken the update, and rejects with its refusal (an unknown player),
 * so the console's call answers with what happened.
 */
export class OperatorScorecard implements ScorecardFeed {
  readonly name = 'operator';
  private readonly listeners = new ScorecardListeners();

  subscribe(listener: ScorecardListener): () => void {
    return this.listeners.subscribe(listener);
  }

  start(): void {}

  stop(): void {}

  enter(update: ScorecardUpdate): Promise<void> {
    return this.listeners.emit(update);
  }
}
