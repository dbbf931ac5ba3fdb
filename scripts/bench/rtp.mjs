#!/usr/bin/env node
// npm run bench:rtp — 10^6 rounds of each built-in casino game (services/api/src/house-games on the shared rules,
// built first by scripts/build.mjs --node), each round from its own seeds exactly as the game server plays it
// (HMAC-SHA256 blocks, docs/provably-fair.md), paying stake × the game's multiplier rounded down to the paisa. Prints
// the measured RTP next to the declared one; it must be within ±0.5 percentage points. BENCH_ROUNDS changes the
// count; `-- <code> ...` runs only those games. Prints only.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_DIST = path.join(ROOT, 'services/api/dist');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1_000_000);
const STAKE = 10_000n; // ₹100 in paise: the rounding down to the paisa costs at most 0.01 %
// Bets a player commonly makes; each game's RTP does not depend on them (bench:rtp checks that too: two per game).
// Long-shot bets (a roulette number, Dragon Tiger's Tie, Lucky 7's Seven) vary too much for 10^6 rounds to pin
// their RTP within ±0.5 (one standard error alone is 0.3–0.6 points); their RTP is computed exactly over every
// outcome in shared/src/house-games/test/payouts.test.ts. The last column is 3 standard errors of this run.
const BETS = {
  dice: [{ target: 50, over: false }, { target: 30, over: true }],
  crash: [{ cash_out: 2 }, { cash_out: 1.5 }],
  'andar-bahar': [{ side: 'andar' }, { side: 'bahar' }],
  'teen-patti': [{ side: 'a' }, { side: 'b' }],
  'dragon-tiger': [{ bet: 'dragon' }, { bet: 'tiger' }],
  'lucky-7': [{ bet: 'low' }, { bet: 'high' }],
  roulette: [{ bet: 'red' }, { bet: 'dozen', number: 2 }],
  reels: [{}],
  plinko: [{ rows: 16, risk: 'high' }, { rows: 12, risk: 'medium' }],
};
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));

if (!process.argv.includes('--no-build')) {
  console.log('[bench] building the API (scripts/build.mjs --node)');
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--node'], { cwd: ROOT, stdio: 'ignore' });
}
const require = createRequire(import.meta.url);
const { HOUSE_GAMES, payoutOf } = require(path.join(API_DIST, 'house-games/games.js'));

let failed = false;
console.log(`${ROUNDS.toLocaleString('en-IN')} rounds per game and bet, stake ₹${Number(STAKE) / 100}\n`);
console.log('game          bet                                  measured RTP   declared   difference         time     ±3 s.e.');
for (const [code, bets] of Object.entries(BETS).filter(([code]) => !only.length || only.includes(code))) {
  const game = HOUSE_GAMES[code];
  for (const params of bets) {
    const serverSeed = randomBytes(32).toString('hex');
    const clientSeed = randomBytes(8).toString('hex');
    let staked = 0n;
    let paid = 0n;
    let squares = 0; // Σ (payout ÷ stake)², for the run's standard error
    const started = Date.now();
    for (let nonce = 0; nonce < ROUNDS; nonce++) {
      staked += STAKE;
      const won = payoutOf(STAKE, game.play({ serverSeed, clientSeed, nonce }, params));
      paid += won;
      squares += (Number(won) / Number(STAKE)) ** 2;
    }
    const mean = Number(paid) / Number(staked);
    const rtp = mean * 100;
    const threeSe = 3 * Math.sqrt((squares / ROUNDS - mean ** 2) / ROUNDS) * 100;
    const declared = game.rtpBp / 100;
    const diff = rtp - declared;
    const ok = Math.abs(diff) <= 0.5;
    failed ||= !ok;
    console.log(`${code.padEnd(13)} ${JSON.stringify(params).padEnd(36)} ${rtp.toFixed(3).padStart(10)} %   ${declared.toFixed(2).padStart(6)} %   ${(diff >= 0 ? '+' : '') + diff.toFixed(3)} ${ok ? 'ok          ' : 'OUTSIDE ±0.5'}   ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s   ±${threeSe.toFixed(3)}`);
  }
}
console.log(failed ? '\nRTP goal NOT met' : '\nRTP goal met: every game within ±0.5 of its declared RTP');
if (failed) process.exitCode = 1;
