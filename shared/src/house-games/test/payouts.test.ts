import fc from 'fast-check';
import { cardOf, dealer } from '../cards';
import { GAME_RULES, PAYLINES, PAYTABLE, plinkoTable, PLINKO_RISKS, PLINKO_ROWS, RED_NUMBERS, STRIPS, type ReelSymbol } from '../index';
import { compareHands, handOf } from '../teen-patti-hands';
import { floatsSource, hmacSource, pick } from './sources';

/**
 * Issue 31: each new game's payouts as its rules say, over random rounds (property tests), and each declared RTP
 * computed exactly where the outcomes can be listed (bench:rtp measures all of them over 10⁶ rounds).
 */
const seeds = fc.record({
  server: fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex')),
  client: fc.stringMatching(/^[A-Za-z0-9_-]{1,16}$/),
  nonce: fc.nat(1_000_000),
});
const src = (s: { server: string; client: string; nonce: number }) => hmacSource(s.server, s.client, s.nonce);
const multiplier = (code: keyof typeof GAME_RULES, s: Parameters<typeof src>[0], params: Record<string, unknown>) => {
  const rule = GAME_RULES[code];
  const p = rule.play(src(s), params, rule.version);
  return { outcome: p.outcome as Record<string, never>, x: p.num / p.den };
};
const RUNS = { numRuns: 300 };
const rankOf = (label: string) => ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].indexOf(label.slice(0, -1)) + 1;

describe('payouts', () => {
  it('teen patti pays 1.98× to the better hand, returns the stake on a tie', () => {
    fc.assert(
      fc.property(seeds, fc.constantFrom('a', 'b'), (s, side) => {
        const { outcome, x } = multiplier('teen-patti', s, { side });
        const winner = outcome.winner as string;
        expect(x).toBe(winner === 'tie' ? 1 : winner === side ? 1.98 : 0);
      }),
      RUNS,
    );
  });

  it('teen patti ranks hands: trail > pure sequence > sequence > colour > pair > high card; A-K-Q > A-2-3 > K-Q-J', () => {
    const h = (...labels: string[]) => handOf(labels.map((l) => cardOf('SHDC'.indexOf(l.slice(-1)) * 13 + rankOf(l) - 1)));
    const order = [
      h('2S', '2H', '2D'), h('AS', 'KS', 'QS'), h('AH', '2H', '3H'), h('KS', 'QS', 'JS'), h('AS', 'KH', 'QD'), h('3S', '2H', 'AD'), h('KS', 'QH', 'JD'),
      h('AS', '9S', '7S'), h('AS', 'AH', 'KD'), h('AS', 'AH', '2D'), h('KS', 'KH', 'AD'), h('AS', 'KH', 'JD'), h('5S', '3H', '2D'),
    ];
    expect(order.map((x) => x.kind)).toEqual(['trail', 'pure-sequence', 'pure-sequence', 'pure-sequence', 'sequence', 'sequence', 'sequence', 'color', 'pair', 'pair', 'pair', 'high-card', 'high-card']);
    for (let i = 1; i < order.length; i++) expect(compareHands(order[i - 1]!, order[i]!)).toBe(1);
    expect(compareHands(h('AS', 'KS', '2H'), h('AD', 'KC', '2S'))).toBe(0); // suits never break a tie
  });

  it('dragon tiger: the higher card wins 2×, a tie gives back half, Tie pays 16.5×', () => {
    fc.assert(
      fc.property(seeds, fc.constantFrom('dragon', 'tiger', 'tie'), (s, bet) => {
        const { outcome, x } = multiplier('dragon-tiger', s, { bet });
        const d = rankOf(outcome.dragon);
        const t = rankOf(outcome.tiger);
        const winner = d === t ? 'tie' : d > t ? 'dragon' : 'tiger';
        expect(outcome.winner).toBe(winner);
        expect(x).toBe(bet === 'tie' ? (winner === 'tie' ? 16.5 : 0) : winner === 'tie' ? 0.5 : winner === bet ? 2 : 0);
      }),
      RUNS,
    );
  });

  it('lucky 7: A–6 low and 8–K high pay 2.1×, a 7 pays 12.6× on Seven and loses the others', () => {
    fc.assert(
      fc.property(seeds, fc.constantFrom('low', 'seven', 'high'), (s, bet) => {
        const { outcome, x } = multiplier('lucky-7', s, { bet });
        const v = rankOf(outcome.card);
        const result = v < 7 ? 'low' : v === 7 ? 'seven' : 'high';
        expect(outcome.result).toBe(result);
        expect(x).toBe(result !== bet ? 0 : bet === 'seven' ? 12.6 : 2.1);
      }),
      RUNS,
    );
  });

  const ROULETTE = fc.oneof(
    fc.record({ bet: fc.constant('straight'), number: fc.integer({ min: 0, max: 36 }) }),
    fc.record({ bet: fc.constantFrom('dozen', 'column'), number: fc.integer({ min: 1, max: 3 }) }),
    fc.record({ bet: fc.constantFrom('red', 'black', 'odd', 'even', 'low', 'high') }),
  );
  /** The numbers each bet covers, listed as a roulette table shows them. */
  function covers(p: { bet: string; number?: number }): number[] {
    const all = Array.from({ length: 36 }, (_, i) => i + 1);
    const k = p.number ?? 0;
    const sets: Record<string, number[]> = {
      straight: [k], red: RED_NUMBERS, black: all.filter((n) => !RED_NUMBERS.includes(n)), odd: all.filter((n) => n % 2), even: all.filter((n) => !(n % 2)),
      low: all.slice(0, 18), high: all.slice(18), dozen: all.slice((k - 1) * 12, k * 12), column: all.filter((n) => n % 3 === k % 3),
    };
    return sets[p.bet]!;
  }
  it('european roulette pays 36 ÷ (numbers covered) on a covered number, nothing otherwise', () => {
    fc.assert(
      fc.property(seeds, ROULETTE, (s, params) => {
        const { outcome, x } = multiplier('roulette', s, params);
        const n = outcome.number as number;
        expect(n).toBeGreaterThanOrEqual(0);
        expect(n).toBeLessThanOrEqual(36);
        const set = covers(params);
        expect(x).toBe(set.includes(n) ? 36 / set.length : 0);
        expect(outcome.color).toBe(n === 0 ? 'green' : RED_NUMBERS.includes(n) ? 'red' : 'black');
      }),
      RUNS,
    );
  });

  it('rang reels pays the paytable along each line, split over the 10 lines', () => {
    fc.assert(
      fc.property(seeds, (s) => {
        const { outcome, x } = multiplier('reels', s, {});
        const reels = outcome.reels as ReelSymbol[][];
        let total = 0;
        for (const rows of PAYLINES) {
          const along = rows.map((row, r) => reels[r]![row]!);
          let n = 1;
          while (n < 5 && along[0] !== 'wild' && (along[n] === along[0] || along[n] === 'wild')) n++;
          if (n >= 3) total += PAYTABLE[along[0] as Exclude<ReelSymbol, 'wild'>][n - 3];
        }
        expect(x).toBeCloseTo(total / 10, 10);
        expect((outcome.wins as { pays: number }[]).reduce((a, w) => a + w.pays, 0)).toBe(total);
      }),
      RUNS,
    );
  });

  it('plinko pays the multiplier of the bucket its path ends in (rights counted)', () => {
    fc.assert(
      fc.property(seeds, fc.constantFrom(...PLINKO_ROWS), fc.constantFrom(...PLINKO_RISKS), (s, rows, risk) => {
        const { outcome, x } = multiplier('plinko', s, { rows, risk });
        const path = outcome.path as string;
        expect(path).toMatch(new RegExp(`^[LR]{${rows}}$`));
        const bucket = [...path].filter((c) => c === 'R').length;
        expect(outcome.bucket).toBe(bucket);
        expect(x).toBe(plinkoTable(rows, risk)[bucket]! / 100);
      }),
      RUNS,
    );
  });
});

describe('declared RTPs, computed exactly', () => {
  const rtpOf = (code: keyof typeof GAME_RULES, rounds: number[][], params: Record<string, unknown>) => {
    const rule = GAME_RULES[code];
    return rounds.reduce((sum, floats) => sum + ((p) => p.num / p.den)(rule.play(floatsSource(floats), params, rule.version)), 0) / rounds.length;
  };
  const declared = (code: keyof typeof GAME_RULES) => GAME_RULES[code].rtpBp / 10_000;

  it('european roulette: every bet returns 36/37 over the 37 pockets', () => {
    const spins = Array.from({ length: 37 }, (_, n) => [pick(n, 37)]);
    for (const params of [{ bet: 'straight', number: 0 }, { bet: 'straight', number: 17 }, { bet: 'red' }, { bet: 'even' }, { bet: 'high' }, { bet: 'dozen', number: 3 }, { bet: 'column', number: 1 }]) {
      expect(rtpOf('roulette', spins, params)).toBeCloseTo(36 / 37, 12);
    }
    expect(declared('roulette')).toBeCloseTo(36 / 37, 4);
  });

  it('lucky 7 and dragon tiger: every bet returns the declared RTP over every deal', () => {
    const one = Array.from({ length: 52 }, (_, i) => [pick(i, 52)]);
    for (const bet of ['low', 'seven', 'high']) expect(rtpOf('lucky-7', one, { bet })).toBeCloseTo(50.4 / 52, 12);
    const two = one.flatMap(([f]) => Array.from({ length: 51 }, (_, j) => [f!, pick(j, 51)]));
    for (const bet of ['dragon', 'tiger', 'tie']) expect(rtpOf('dragon-tiger', two, { bet })).toBeCloseTo(49.5 / 51, 12);
    expect(declared('lucky-7')).toBeCloseTo(50.4 / 52, 4);
    expect(declared('dragon-tiger')).toBeCloseTo(49.5 / 51, 4);
    // the chosen floats deal the cards meant: the first float picks card i of the ordered deck
    expect(dealer(floatsSource([pick(6, 52)]))()).toEqual(cardOf(6));
  });

  it('plinko: every rows and risk table returns 99 % within 0.1 point', () => {
    const choose = (n: number, k: number) => Array.from({ length: k }, (_, i) => (n - i) / (i + 1)).reduce((a, b) => a * b, 1);
    for (const rows of PLINKO_ROWS) {
      for (const risk of PLINKO_RISKS) {
        const table = plinkoTable(rows, risk);
        expect(table).toEqual([...table].reverse());
        const rtp = table.reduce((sum, x100, k) => sum + (choose(rows, k) / 2 ** rows) * (x100 / 100), 0);
        expect(Math.abs(rtp - declared('plinko'))).toBeLessThan(0.001);
      }
    }
  });

  it('rang reels: the line pays summed over every combination of symbols give the declared 95.76 %', () => {
    const freq = STRIPS.map((strip) => {
      const m = new Map<ReelSymbol, number>();
      for (const s of strip) m.set(s, (m.get(s) ?? 0) + 1 / strip.length);
      return [...m];
    });
    let rtp = 0;
    const walk = (reel: number, p: number, along: ReelSymbol[]) => {
      if (reel === 5) {
        let n = 1;
        while (n < 5 && along[0] !== 'wild' && (along[n] === along[0] || along[n] === 'wild')) n++;
        if (n >= 3) rtp += p * PAYTABLE[along[0] as Exclude<ReelSymbol, 'wild'>][n - 3];
        return;
      }
      for (const [s, q] of freq[reel]!) walk(reel + 1, p * q, [...along, s]);
    };
    walk(0, 1, []);
    expect(rtp).toBeCloseTo(declared('reels'), 4);
  });
});
