import { withFlashes, withoutFlashes, type EventFlashes } from './flash';

describe('flashing cells by market', () => {
  it("adds a market's moves under one id without touching another market's map", () => {
    const start: EventFlashes = new Map([['b1', new Map([['b1r1:back:0', { move: 'up' as const, id: 1, again: false }]])]]);
    const next = withFlashes(start, 'm1', new Map([['r1:back:0', 'down' as const]]), 2);
    expect(next).not.toBe(start);
    expect(next.get('b1')).toBe(start.get('b1'));
    expect([...next.get('m1')!]).toEqual([['r1:back:0', { move: 'down', id: 2, again: false }]]);
    expect(start.has('m1')).toBe(false);
  });

  it('ends only the flashes of the given ids, and returns the same map when none is left to end', () => {
    let all: EventFlashes = new Map();
    all = withFlashes(all, 'm1', new Map([['r1:back:0', 'up' as const], ['r1:lay:0', 'up' as const]]), 1);
    // r1's back moved again meanwhile: its newer flash (marked again, to start over) stays when the first one ends
    all = withFlashes(all, 'm1', new Map([['r1:back:0', 'down' as const]]), 2);
    all = withFlashes(all, 'f1', new Map([['f1r:back:0', 'up' as const]]), 3);
    const ended = withoutFlashes(all, [['m1', 1], ['f1', 3]]);
    expect([...ended.get('m1')!]).toEqual([['r1:back:0', { move: 'down', id: 2, again: true }]]);
    expect(ended.has('f1')).toBe(false);
    expect(withoutFlashes(ended, [['m1', 1], ['x', 9]])).toBe(ended);
  });
});
