import type { Position } from '../api/model';
import { betOutcomes, exposureAfter, pnlAfter, slipFigures, stakeProblem } from './slip-math';

const position = (pnl: Record<string, number>): Position => ({
  marketId: 'm1',
  outcomes: Object.entries(pnl).map(([runnerId, value]) => ({ runnerId, pnl: value })),
  exposure: Math.max(0, -Math.min(...Object.values(pnl))),
});

describe('slip maths', () => {
  it('a back wins stake x (odds - 1) and risks the stake; a lay the other way round', () => {
    expect(slipFigures('back', 100, 250)).toEqual({ profit: 150, liability: 100 });
    expect(slipFigures('lay', 100, 250)).toEqual({ profit: 100, liability: 150 });
    expect(slipFigures('yes', 500, 190)).toEqual({ profit: 450, liability: 500 });
    expect(slipFigures('no', 500, 190)).toEqual({ profit: 500, liability: 450 });
    expect(slipFigures('back', 0, 250)).toEqual({ profit: 0, liability: 0 });
  });

  it('drops fractions of a paisa the way the server does', () => {
    expect(betOutcomes('back', 333, 101)).toEqual({ happens: 3, not: -333 });
    expect(betOutcomes('lay', 333, 101)).toEqual({ happens: -3, not: 333 });
    expect(slipFigures('back', 3.33, 101).profit).toBe(0.03);
  });

  it('shows each runner P&L before and after the slip', () => {
    const ids = ['a', 'b', 'c'];
    expect([...pnlAfter(ids, null, null)]).toEqual([['a', 0], ['b', 0], ['c', 0]]);
    const before = position({ a: 150, b: -100, c: -100 });
    expect([...pnlAfter(ids, before, { marketId: 'm1', runnerId: 'b', side: 'back', stake: 100, oddsX100: 300 })]).toEqual([
      ['a', 50],
      ['b', 100],
      ['c', -200],
    ]);
    expect([...pnlAfter(ids, before, { marketId: 'm1', runnerId: 'a', side: 'lay', stake: 100, oddsX100: 250 })]).toEqual([
      ['a', 0],
      ['b', 0],
      ['c', 0],
    ]);
  });

  it('a lay of the runner backed at the same price offsets it, and the exposure after follows the worst case', () => {
    const ids = ['a', 'b'];
    const backed = position({ a: 150, b: -100 });
    expect(exposureAfter(ids, backed, null)).toBe(100);
    expect(exposureAfter(ids, backed, { marketId: 'm1', runnerId: 'a', side: 'lay', stake: 100, oddsX100: 250 })).toBe(0);
    expect(exposureAfter(ids, null, { marketId: 'm1', runnerId: 'a', side: 'lay', stake: 100, oddsX100: 250 })).toBe(150);
  });

  it('says what is wrong with a stake', () => {
    expect(stakeProblem(0, 100, 5000)?.key).toBe('Enter a stake');
    expect(stakeProblem(50, 100, 5000)).toEqual({ key: 'Stake must be between {{min}} and {{max}}', values: { min: '100', max: '5000' } });
    expect(stakeProblem(100, 100, 5000)).toBeNull();
  });
});
