import { Rng } from '../src/sports/feed/rng';
import { CricketSim, type CardLine, type CricketPlan } from '../src/sports/feed/sim-cricket';
import type { FeedUpdate } from '../src/sports/feed/types';

/** The cricket simulator's batting card (issue 29): named batters, runs and balls faced, ball by ball. */

const plan = (over: Partial<CricketPlan> = {}): CricketPlan => ({ eventId: 'e9', matchOdds: { marketId: 'mo', runnerIds: ['a', 'b'] }, fancy: [{ marketId: 'f6', runnerId: 'x', overs: 6 }], ...over });

function play(p: CricketPlan, seed: number) {
  const updates: FeedUpdate[] = [];
  const sim = new CricketSim(p, new Rng(seed), (u) => updates.push(u));
  for (let i = 0; i < 400 && !sim.finished; i++) sim.tick();
  return { sim, updates, states: updates.filter((u): u is Extract<FeedUpdate, { type: 'status' }> => u.type === 'status').map((u) => u.state!) };
}

describe('the simulated T20 batting card', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('credits every run and ball of an innings to a named batter (seed %i)', (seed) => {
    const { sim, states } = play(plan(), seed);
    expect(sim.finished).toBe(true);
    for (const i of [0, 1]) {
      const card = sim.card[i]!;
      expect(card.reduce((s, l) => s + l.runs, 0)).toBe(sim.runs[i]);
      expect(card.reduce((s, l) => s + l.balls, 0)).toBe(sim.balls[i]);
      expect(card.filter((l) => l.out)).toHaveLength(sim.wickets[i]!);
      expect(card.length).toBeLessThanOrEqual(11);
      expect(new Set(card.map((l) => l.name)).size).toBe(card.length);
      expect(card.every((l) => /^[A-Z][a-z]+ [A-Z][a-z]+$/.test(l.name))).toBe(true);
    }
    // the state carries the card ball by ball: a batter's runs and balls never go down
    const seen = new Map<string, CardLine>();
    for (const s of states) {
      for (const line of (s.card as CardLine[][]).flat()) {
        const before = seen.get(line.name);
        if (before) expect(line.runs >= before.runs && line.balls >= before.balls).toBe(true);
        seen.set(line.name, line);
      }
    }
  });

  it("bats the plan's lineups in order, and plays the same balls with or without them", () => {
    const names = (k: string) => Array.from({ length: 11 }, (_, i) => `${k} Batter ${i + 1}`);
    const withNames = play(plan({ lineups: [names('A'), names('B')] }), 11);
    const without = play(plan(), 11);
    expect(withNames.sim.runs).toEqual(without.sim.runs);
    expect(withNames.sim.wickets).toEqual(without.sim.wickets);
    expect(withNames.sim.card[0]!.map((l) => l.name)).toEqual(names('A').slice(0, withNames.sim.card[0]!.length));
    expect(withNames.sim.card[1]!.map((l) => l.name)).toEqual(names('B').slice(0, withNames.sim.card[1]!.length));
    const results = (u: FeedUpdate[]) => u.filter((x) => x.type === 'result' || x.type === 'prices');
    expect(results(withNames.updates)).toEqual(results(without.updates));
  });

  it('ends an innings all out when a short lineup has no batter left', () => {
    const { sim } = play(plan({ lineups: [['A One', 'A Two', 'A Three'], ['B One', 'B Two', 'B Three']] }), 3);
    expect(sim.finished).toBe(true);
    for (const i of [0, 1]) expect(sim.wickets[i]! <= 2).toBe(true);
    expect(sim.card[0]!.length).toBeLessThanOrEqual(3);
  });
});
