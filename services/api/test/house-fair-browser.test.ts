// eslint-disable-next-line boundaries/dependencies -- a cross-check: the page's verifier must compute exactly what the server's games did
import { outcomeOf, roundBlock, sha256Hex } from '../../../packages/house-games/src/fair';
import { HOUSE_GAMES } from '../src/house-games/games';
import { roundBytes, sha256Hex as serverSha } from '../src/house-games/fair';

/**
 * The built-in games page's verifier (packages/house-games/src/fair.ts, Web Crypto; Node has the same API) must
 * agree with the game server (src/house-games, node:crypto) on every round of every game: the bytes, the hash, and
 * the outcome and multiplier of varied seeds, nonces and bets (Andar Bahar in both rules versions).
 */
const seedsAt = (i: number) => ({ serverSeed: serverSha(`server-${i}`), clientSeed: `client_${i % 7}-x`, nonce: i * 13 });
const ROUNDS = 60;

const BETS: Record<string, (i: number) => Record<string, unknown>> = {
  dice: (i) => ({ target: 2 + (i % 97), over: i % 2 === 0 }),
  crash: (i) => ({ cash_out: Math.round((1.01 + (i % 50) / 10) * 100) / 100 }),
  'andar-bahar': (i) => ({ side: i % 3 === 0 ? 'bahar' : 'andar' }),
  'teen-patti': (i) => ({ side: i % 2 ? 'a' : 'b' }),
  'dragon-tiger': (i) => ({ bet: ['dragon', 'tiger', 'tie'][i % 3] }),
  'lucky-7': (i) => ({ bet: ['low', 'seven', 'high'][i % 3] }),
  roulette: (i) => [{ bet: 'straight', number: i % 37 }, { bet: 'red' }, { bet: 'dozen', number: 1 + (i % 3) }, { bet: 'column', number: 1 + (i % 3) }, { bet: 'odd' }][i % 5]!,
  reels: () => ({}),
  plinko: (i) => ({ rows: [8, 12, 16][i % 3], risk: ['low', 'medium', 'high'][(i >> 1) % 3] }),
};

describe('the verifier recomputes what the server played', () => {
  it('hashes the server seed and makes the blocks like the server', async () => {
    expect(await sha256Hex('abc')).toBe(serverSha('abc'));
    for (let c = 0; c < 3; c++) expect(Buffer.from(await roundBlock(seedsAt(3), c)).toString('hex')).toBe(roundBytes(seedsAt(3), c).toString('hex'));
  });

  it.each(Object.keys(BETS))(`%s agrees with the server on ${ROUNDS} rounds`, async (code) => {
    const game = HOUSE_GAMES[code as keyof typeof HOUSE_GAMES];
    for (let i = 0; i < ROUNDS; i++) {
      const s = seedsAt(i);
      const params = BETS[code]!(i);
      const server = game.play(s, params);
      const mine = await outcomeOf(game.code, s, params);
      expect(mine.outcome).toEqual(server.outcome);
      expect(mine.multiplier).toBeCloseTo(server.num / server.den, 10);
    }
  });

  it('andar bahar rounds played before the deck (rules version 1) still agree', async () => {
    const game = HOUSE_GAMES['andar-bahar'];
    for (let i = 0; i < ROUNDS; i++) {
      const s = seedsAt(i);
      expect((await outcomeOf('andar-bahar', s, { side: 'andar' }, 1)).outcome).toEqual(game.play(s, { side: 'andar' }, 1).outcome);
    }
  });

  it('a different nonce gives a different round', async () => {
    const a = await outcomeOf('dice', seedsAt(1), { target: 50, over: false });
    const b = await outcomeOf('dice', { ...seedsAt(1), nonce: seedsAt(1).nonce + 1 }, { target: 50, over: false });
    expect(a.outcome).not.toEqual(b.outcome);
  });
});
