import fc from 'fast-check';
import { dealer, DECK_SIZE } from '../cards';
import { GAME_RULES } from '../index';
import { hmacSource } from './sources';

/** Issue 31: card games deal from one shuffled 52-card deck, never the same card twice. */
const seeds = fc.record({ server: fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex')), client: fc.stringMatching(/^[A-Za-z0-9_-]{1,16}$/), nonce: fc.nat(1_000_000) });
const src = (s: { server: string; client: string; nonce: number }) => hmacSource(s.server, s.client, s.nonce);

describe('the shuffled deck', () => {
  it('deals all 52 cards exactly once, then refuses a 53rd', () => {
    fc.assert(
      fc.property(seeds, (s) => {
        const draw = dealer(src(s));
        const dealt = Array.from({ length: DECK_SIZE }, () => draw()).map((c) => c.suit * 13 + c.rank);
        expect(new Set(dealt).size).toBe(DECK_SIZE);
        expect(() => draw()).toThrow('the deck is empty');
      }),
      { numRuns: 200 },
    );
  });

  it('puts every card first about equally often (a fair shuffle, not a fixed order)', () => {
    const counts = new Array<number>(DECK_SIZE).fill(0);
    for (let nonce = 0; nonce < 26_000; nonce++) {
      const c = dealer(hmacSource('ab'.repeat(32), 'deck', nonce))();
      counts[c.suit * 13 + c.rank]!++;
    }
    // 500 expected each; 5 standard deviations is ±110
    expect(Math.min(...counts)).toBeGreaterThan(390);
    expect(Math.max(...counts)).toBeLessThan(610);
  });

  const cardsOf = (code: string, outcome: Record<string, unknown>): string[] => {
    if (code === 'andar-bahar') return [outcome.joker as string, ...(outcome.cards as string[])];
    if (code === 'teen-patti') return [...(outcome.a as string[]), ...(outcome.b as string[])];
    if (code === 'dragon-tiger') return [outcome.dragon as string, outcome.tiger as string];
    return [outcome.card as string];
  };
  const BETS: Record<string, Record<string, unknown>> = { 'andar-bahar': { side: 'andar' }, 'teen-patti': { side: 'a' }, 'dragon-tiger': { bet: 'tie' }, 'lucky-7': { bet: 'seven' } };

  it.each(Object.keys(BETS))('%s never deals a card twice in a round', (code) => {
    const rule = GAME_RULES[code as keyof typeof GAME_RULES];
    fc.assert(
      fc.property(seeds, (s) => {
        const cards = cardsOf(code, rule.play(src(s), BETS[code]!, rule.version).outcome);
        expect(new Set(cards).size).toBe(cards.length);
        for (const c of cards) expect(c).toMatch(/^(A|[2-9]|10|J|Q|K)[SHDC]$/);
      }),
      { numRuns: 300 },
    );
  });

  it('andar bahar from a deck always finds the match within the 51 cards left', () => {
    const rule = GAME_RULES['andar-bahar'];
    fc.assert(
      fc.property(seeds, (s) => {
        const o = rule.play(src(s), { side: 'bahar' }, 2).outcome as { joker: string; cards: string[] };
        expect(o.cards.length).toBeLessThanOrEqual(49);
        expect(o.cards[o.cards.length - 1]!.slice(0, -1)).toBe(o.joker.slice(0, -1));
        expect(o.cards.slice(0, -1).some((c) => c.slice(0, -1) === o.joker.slice(0, -1))).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('andar bahar version 1 (rounds played before the deck) still deals with replacement, as they were played', () => {
    // A seed whose version-1 deal repeats a card: older rounds recompute exactly as recorded.
    let repeated = false;
    for (let nonce = 0; nonce < 200 && !repeated; nonce++) {
      const o = GAME_RULES['andar-bahar'].play(hmacSource('cd'.repeat(32), 'old', nonce), { side: 'andar' }, 1).outcome as { joker: string; cards: string[] };
      const all = [o.joker, ...o.cards];
      repeated = new Set(all).size < all.length;
    }
    expect(repeated).toBe(true);
  });
});
