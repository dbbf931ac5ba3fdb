import type { Market, SportEvent } from '../api/model';
import { applyUpdate, marketsInOrder, scoreOf } from './live-state';

const market = (over: Partial<Market> = {}): Market => ({
  id: 'm1',
  name: 'Match Odds',
  kind: 'match_odds',
  status: 'open',
  minStake: 100,
  maxStake: 100000,
  betDelaySeconds: 5,
  version: 3,
  runners: [
    { id: 'r1', name: 'Mumbai Strikers', back: [{ odds: 180 }], lay: [{ odds: 182 }] },
    { id: 'r2', name: 'Delhi Chargers', back: [{ odds: 220 }], lay: [{ odds: 224 }] },
  ],
  ...over,
});
const event = (markets: Market[] = [market()]): SportEvent => ({
  id: 'e1', name: 'Mumbai Strikers v Delhi Chargers', sport: 'cricket', competitionId: 'c1', competition: 'Khel T20 Cup',
  startTime: '2026-11-23T10:00:00Z', inPlay: true, status: 'live', state: null, markets,
});

describe('live updates on the event page', () => {
  it('replaces prices and says which cells moved up or down', () => {
    const { event: next, moved } = applyUpdate(event(), {
      marketId: 'm1', version: 4,
      runners: [{ runnerId: 'r1', back: [{ odds: 184 }], lay: [{ odds: 182 }] }, { runnerId: 'r2', back: [{ odds: 216 }], lay: [{ odds: 224 }] }],
    });
    expect(next.markets[0]!.runners.map((r) => [r.back[0]!.odds, r.lay[0]!.odds])).toEqual([[184, 182], [216, 224]]);
    expect([...moved]).toEqual([['r1:back:0', 'up'], ['r2:back:0', 'down']]);
    expect(next.markets[0]!.version).toBe(4);
  });

  it('ignores an update older than the prices shown', () => {
    const before = event();
    const { event: next, moved } = applyUpdate(before, { marketId: 'm1', version: 2, status: 'suspended', runners: [] });
    expect(next).toBe(before);
    expect(moved.size).toBe(0);
  });

  it('takes a suspension and the event state', () => {
    const suspended = applyUpdate(event(), { marketId: 'm1', status: 'suspended' }).event;
    expect(suspended.markets[0]!.status).toBe('suspended');
    const scored = applyUpdate(suspended, { eventId: 'e1', inPlay: true, eventState: { sport: 'cricket', score: '45/1', overs: '5.2', innings: 1 } }).event;
    expect(scoreOf(scored.state)).toEqual({ score: '45/1', overs: '5.2' });
    expect(applyUpdate(scored, { eventId: 'other', inPlay: false }).event.inPlay).toBe(true);
  });

  it('a fancy line moving counts as a move of its cell', () => {
    const fancy = market({ id: 'f1', kind: 'fancy', runners: [{ id: 'x', name: '10 over runs', back: [{ odds: 200, line: 80 }], lay: [{ odds: 200, line: 78 }] }] });
    const { moved } = applyUpdate(event([fancy]), { marketId: 'f1', runners: [{ runnerId: 'x', back: [{ odds: 200, line: 79 }], lay: [{ odds: 200, line: 77 }] }] });
    expect([...moved]).toEqual([['x:back:0', 'down'], ['x:lay:0', 'down']]);
  });

  it('orders markets: match odds, bookmaker, fancy', () => {
    const ms = [market({ id: 'f', kind: 'fancy' }), market({ id: 'b', kind: 'bookmaker' }), market({ id: 'm', kind: 'match_odds' })];
    expect(marketsInOrder(ms).map((m) => m.id)).toEqual(['m', 'b', 'f']);
  });
});
