// eslint-disable-next-line boundaries/dependencies -- a cross-check: the page's verifier must compute exactly what the server's games did
import { andarBaharOutcome, crashOutcome, diceOutcome, sha256Hex } from '../../../packages/house-games/src/fair';
import { HOUSE_GAMES } from '../src/house-games/games';
import { sha256Hex as serverSha } from '../src/house-games/fair';

/**
 * The built-in games page's verifier (packages/house-games/src/fair.ts, Web Crypto; Node has the same API) must
 * agree with the server's games (src/house-games) on every round.
 * 300 rounds per game from varied seeds, nonces and parameters.
 */
const seedsAt = (i: number) => ({ serverSeed: serverSha(`server-${i}`), clientSeed: `client_${i % 7}-x`, nonce: i * 13 });

describe('the verifier recomputes what the server played', () => {
  it('hashes the server seed like the server', async () => {
    expect(await sha256Hex('abc')).toBe(serverSha('abc'));
  });

  it('dice, crash and andar bahar agree with the server on 300 rounds each', async () => {
    for (let i = 0; i < 300; i++) {
      const s = seedsAt(i);
      const target = 2 + (i % 97);
      const over = i % 2 === 0;
      const dice = HOUSE_GAMES.dice.play(s, { target, over });
      const mine = await diceOutcome(s, target, over);
      expect(mine.outcome).toEqual(dice.outcome);
      expect(mine.multiplier).toBeCloseTo(dice.num / dice.den, 10);

      const cashOut = 1.01 + (i % 50) / 10;
      const crash = HOUSE_GAMES.crash.play(s, { cash_out: Math.round(cashOut * 100) / 100 });
      const myCrash = await crashOutcome(s, Math.round(cashOut * 100) / 100);
      expect(myCrash.outcome).toEqual(crash.outcome);
      expect(myCrash.multiplier).toBeCloseTo(crash.num / crash.den, 10);

      const side = i % 3 === 0 ? 'bahar' : 'andar';
      const ab = HOUSE_GAMES['andar-bahar'].play(s, { side });
      const myAb = await andarBaharOutcome(s, side);
      expect(myAb.outcome).toEqual(ab.outcome);
      expect(myAb.multiplier).toBeCloseTo(ab.num / ab.den, 10);
    }
  });

  it('a different seed gives a different round', async () => {
    const a = await diceOutcome(seedsAt(1), 50, false);
    const b = await diceOutcome({ ...seedsAt(1), nonce: seedsAt(1).nonce + 1 }, 50, false);
    expect(a.outcome).not.toEqual(b.outcome);
  });
});
