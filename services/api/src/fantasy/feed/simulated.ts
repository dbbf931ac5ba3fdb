import type { Db } from '../../db/db';
import type { CardLine, CricketPlan } from '../../sports/feed/sim-cricket';
import { SimulatorFeed } from '../../sports/feed/simulator';
import type { Feed, FeedUpdate } from '../../sports/feed/types';
import { getMatch, squadOf } from '../matches';
import type { MatchRow } from '../types';
import { ScorecardListeners, type ScorecardFeed, type ScorecardUpdate } from './types';

/**
 * The cricket simulator behind the scorecard feed. A match fed by the simulator is played, from its start time, by
 * the sports simulator's own T20 (src/sports/feed/sim-cricket.ts) with the match's squads as its lineups (team A
 * bats first, the first 11 in batting order). The one simulated match feeds both sides: its prices, suspensions and
 * results go to the exchange's feed applier (the linked event's match odds and fancy lines move and settle), and
 * its batting card becomes this feed's scorecard updates (runs and balls faced per named batter, ball by ball).
 *
 * `SimulatedMatches` is the scheduler: it starts each due match once per process (run it on one process, as the
 * sports simulator), seeded by the match id, so a restarted process plays the same balls again: it replays silently
 * up to the tick the match had reached (`state.ticks`) and carries on from there.
 */

interface LinkedMarkets {
  matchOdds: { marketId: string; runnerIds: [string, string] };
  fancy: Array<{ marketId: string; runnerId: string; overs: number }>;
}

/** One simulated match as a scorecard feed. */
export class SimulatedScorecard implements ScorecardFeed {
  readonly name = 'simulator';
  private readonly listeners = new ScorecardListeners();
  readonly sim: SimulatorFeed;
  private ticks = 0;
  private readonly stopListening: () => void;

  constructor(
    readonly matchId: string,
    plan: CricketPlan,
    seed: number,
    tickMs: number,
    private readonly resumeAt = 0,
  ) {
    this.sim = new SimulatorFeed({ cricket: [plan] }, seed, tickMs);
    // Replayed silently up to where the match was (a restarted process), then every status update is a ball.
    for (let i = 0; i < resumeAt && !this.sim.finished; i++) this.sim.tick();
    this.ticks = resumeAt;
    this.stopListening = this.sim.subscribe((u) => {
      if (u.type === 'status' && u.eventId === plan.eventId) void this.listeners.emit(this.scorecard(u));
    });
  }

  /** The exchange side of the same match (prices, suspensions, results) for the sports feed applier. */
  get exchange(): Feed {
    return this.sim;
  }

  get finished(): boolean {
    return this.sim.finished;
  }

  subscribe(listener: Parameters<ScorecardFeed['subscribe']>[0]): () => void {
    return this.listeners.subscribe(listener);
  }

  start(): void {
    this.sim.start();
  }

  stop(): void {
    this.sim.stop();
    this.stopListening();
  }

  /** Drives the match by hand (tests). */
  tick(): void {
    this.sim.tick();
  }

  private scorecard(u: Extract<FeedUpdate, { type: 'status' }>): ScorecardUpdate {
    this.ticks += 1;
    const s = u.state ?? {};
    const card = (s.card as [CardLine[], CardLine[]] | undefined) ?? [[], []];
    const innings = typeof s.innings === 'number' ? s.innings : null;
    return {
      matchId: this.matchId,
      status: u.status === 'finished' ? 'completed' : u.status === 'live' ? 'live' : undefined,
      state: {
        innings, score: typeof s.score === 'string' ? s.score : null, overs: typeof s.overs === 'string' ? s.overs : null,
        target: typeof s.target === 'number' ? s.target : null, batting: innings === 2 ? 'b' : innings === 1 ? 'a' : null,
        striker: typeof s.striker === 'string' ? s.striker : null, ticks: this.ticks,
      },
      lines: card.flat().map((l) => ({ name: l.name, runs: l.runs, balls: l.balls, out: l.out })),
    };
  }
}

/** The simulator plan of a match: its linked event's markets and its squads as the lineups. */
export async function planOf(db: Db, m: MatchRow): Promise<CricketPlan | null> {
  if (!m.sportsEventId) return null;
  const markets = await linkedMarkets(db, m.sportsEventId);
  if (!markets) return null;
  const squad = await squadOf(db, m.id);
  const lineup = (team: 'a' | 'b') => squad.filter((p) => p.team === team).slice(0, 11).map((p) => p.name);
  const lineups: [string[], string[]] = [lineup('a'), lineup('b')];
  if (lineups.some((l) => l.length < 2)) return null;
  return { eventId: m.sportsEventId, matchOdds: markets.matchOdds, fancy: markets.fancy, lineups };
}

async function linkedMarkets(db: Db, eventId: string): Promise<LinkedMarkets | null> {
  const { rows } = await db.query<{ id: string; kind: string; code: string; runner_ids: string[] }>(
    `SELECT m.id::text, m.kind, m.code, array_agg(r.id::text ORDER BY r.sort_order, r.id) AS runner_ids
       FROM sports_markets m JOIN sports_runners r ON r.market_id = m.id WHERE m.event_id = $1 GROUP BY m.id ORDER BY m.id`,
    [eventId],
  );
  const mo = rows.find((r) => r.kind === 'match_odds' && r.runner_ids.length === 2);
  if (!mo) return null;
  const fancy = rows
    .filter((r) => r.kind === 'fancy' && /^fancy_\d+$/.test(r.code))
    .map((r) => ({ marketId: r.id, runnerId: r.runner_ids[0]!, overs: Number(r.code.slice(6)) }));
  return { matchOdds: { marketId: mo.id, runnerIds: [mo.runner_ids[0]!, mo.runner_ids[1]!] }, fancy };
}

/** Starts every due simulator-fed match once (see above). */
export class SimulatedMatches {
  private readonly running = new Map<string, SimulatedScorecard>();
  private readonly starting = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly opts: {
      tickMs: number;
      now: () => Date;
      /** each new match's two feeds: the scorecard to the fantasy applier, the exchange side to the sports applier */
      attach: (match: SimulatedScorecard) => () => void;
    },
  ) {}

  /** Starts the due matches not yet running here; forgets finished ones. */
  async poll(): Promise<void> {
    for (const [id, m] of this.running) {
      if (m.finished) {
        m.stop();
        this.running.delete(id);
      }
    }
    const { rows } = await this.db.query<{ id: string }>(
      `SELECT id::text FROM fantasy_matches WHERE feed = 'simulator' AND status IN ('upcoming', 'live') AND start_time <= $1 ORDER BY start_time LIMIT 20`,
      [this.opts.now()],
    );
    for (const { id } of rows) {
      if (this.running.has(id) || this.starting.has(id)) continue;
      this.starting.add(id);
      try {
        const m = await getMatch(this.db, id);
        const plan = await planOf(this.db, m);
        if (!plan) continue;
        const resumeAt = typeof m.state.ticks === 'number' ? m.state.ticks : 0;
        const feed = new SimulatedScorecard(id, plan, Number(id), this.opts.tickMs, resumeAt);
        const detach = this.opts.attach(feed);
        const stop = feed.stop.bind(feed);
        feed.stop = () => {
          stop();
          detach();
        };
        this.running.set(id, feed);
        feed.start();
      } finally {
        this.starting.delete(id);
      }
    }
  }

  get active(): SimulatedScorecard[] {
    return [...this.running.values()];
  }

  stop(): void {
    for (const m of this.running.values()) m.stop();
    this.running.clear();
  }
}
