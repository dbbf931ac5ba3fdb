import { seedOf } from '../names';
import { Rng } from '../rng';
import { CricketSim, type CricketPlan } from '../sim-cricket';
import { FootballSim, type FootballPlan } from '../sim-football';
import { RaceSim, type RacePlan } from '../sim-racing';
import { TennisSim, type TennisPlan } from '../sim-tennis';
import { TestMatchSim, type TestPlan } from '../sim-test-match';
import type { FeedUpdate, Sim } from '../types';
import { BREAK_STEPS, RACE_STEPS } from './pace';
import type { Fixture } from './schedule';

/** A fixture's plan: the market and runner ids its simulator moves, by the fixture's kind. */
export type FixturePlan =
  | { kind: 't20' | 'odi'; plan: CricketPlan }
  | { kind: 'test'; plan: TestPlan }
  | { kind: 'football'; plan: FootballPlan }
  | { kind: 'tennis'; plan: TennisPlan }
  | { kind: 'horse' | 'greyhound'; plan: RacePlan };

/** The seeded simulator of a fixture: the same fixture and seed play the same match (a restart replays it). */
export function simOf(seed: number, fixture: Fixture, fp: FixturePlan, emit: (u: FeedUpdate) => void): Sim {
  const rng = new Rng(seedOf(`${seed}:${fixture.code}:sim`));
  switch (fp.kind) {
    case 't20':
      return new CricketSim({ ...fp.plan, overs: 20, breakTicks: BREAK_STEPS.t20 }, rng, emit);
    case 'odi':
      return new CricketSim({ ...fp.plan, overs: 50, breakTicks: BREAK_STEPS.odi }, rng, emit);
    case 'test':
      return new TestMatchSim(fp.plan, rng, emit);
    case 'football':
      return new FootballSim({ ...fp.plan, halfTimeTicks: BREAK_STEPS.football, stoppage: 2 + rng.int(5) }, rng, emit);
    case 'tennis':
      return new TennisSim(fp.plan, rng, emit);
    case 'horse':
    case 'greyhound':
      return new RaceSim({ ...fp.plan, preRaceTicks: RACE_STEPS.pre, raceTicks: RACE_STEPS[fp.kind] }, rng, emit);
  }
}
