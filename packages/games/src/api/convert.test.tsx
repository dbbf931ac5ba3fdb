import '../test-env';
import { decode } from '@khel/shared';
import { PlayerBetRow, SportsEventDetail, SportsEventRow } from '@khel/shared/contracts';
import { toBet, toEvent, toEventSummary, x100 } from './convert';

describe('sports answers as the screens read them', () => {
  it('turns decimal odds into exact integers x 100', () => {
    expect([1.15, 1.01, 2.22, 4.1, 1000, 1.45].map(x100)).toEqual([115, 101, 222, 410, 100000, 145]);
  });

  it('an event with its markets: snake_case to camelCase, odds x 100, fancy lines kept', () => {
    const answer = decode(SportsEventDetail, {
      id: '7', name: 'Mumbai Strikers v Delhi Chargers', sport: 'cricket', competition_id: '3', competition: 'Khel T20 Cup', venue: 'Wankhede',
      start_time: '2026-11-23T10:00:00Z', in_play: true, status: 'live', state: { score: '45/1' },
      markets: [
        { id: '11', name: 'Match Odds', kind: 'match_odds', status: 'open', min_stake: 100, max_stake: 100000, bet_delay_seconds: 5, max_profit: null, places: 1, version: 4, cash_out: true,
          runners: [{ id: '21', name: 'Mumbai Strikers', back: [{ odds: 1.8, size: 500 }], lay: [{ odds: 1.82, size: 400 }] }] },
        { id: '12', name: '10 over runs', kind: 'fancy', status: 'suspended', min_stake: 100, max_stake: 25000, bet_delay_seconds: 3, max_profit: 50000, places: 1, version: 2, cash_out: false,
          runners: [{ id: '22', name: '10 over runs', back: [{ odds: 2, line: 80, rate: 100 }], lay: [{ odds: 1.9, line: 78, rate: 90 }] }] },
      ],
    });
    const e = toEvent(answer);
    expect(e).toMatchObject({ id: '7', competitionId: '3', inPlay: true, startTime: '2026-11-23T10:00:00Z', venue: 'Wankhede', state: { score: '45/1' } });
    expect(e.markets[0]).toMatchObject({ minStake: 100, maxStake: 100000, betDelaySeconds: 5, version: 4, cashOut: true });
    expect(e.markets[0]!.runners[0]).toEqual({ id: '21', name: 'Mumbai Strikers', back: [{ odds: 180, size: 500, line: null }], lay: [{ odds: 182, size: 400, line: null }] });
    expect(e.markets[1]!.runners[0]!.lay).toEqual([{ odds: 190, size: null, line: 78 }]);
    expect(e.markets[1]!.status).toBe('suspended');
  });

  it("a list row carries its main market's best back and lay", () => {
    const row = decode(SportsEventRow, {
      id: '7', name: 'A v B', sport: 'cricket', competition_id: '3', competition: 'Cup', venue: null, start_time: '2026-11-23T10:00:00Z', in_play: false, status: 'scheduled',
      main_market: { id: '11', status: 'open', runners: [{ id: '21', name: 'A', back: 1.8, lay: null }] },
    });
    expect(toEventSummary(row).runners).toEqual([{ id: '21', name: 'A', back: [{ odds: 180 }], lay: [] }]);
  });

  it("a player's bet row", () => {
    const row = decode(PlayerBetRow, {
      id: '9', market_id: '11', runner_id: '21', side: 'lay', odds: 2.5, line: null, stake: 200, liability: 300, status: 'matched', refusal: null, pnl: null,
      event: 'A v B', market: 'Match Odds', selection: 'A', cash_out: false, placed_at: '2026-11-23T10:05:00Z', settled_at: null,
    });
    expect(toBet(row)).toMatchObject({ id: '9', side: 'lay', oddsX100: 250, stake: 200, liability: 300, eventName: 'A v B', marketName: 'Match Odds', selectionName: 'A' });
  });
});
