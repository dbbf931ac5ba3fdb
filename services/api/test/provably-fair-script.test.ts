import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from './app-harness';
import { post } from './auth-helpers';
import { gameSession } from './casino-support';
import { makePlayer } from './sports-fixtures';

/**
 * Issue 26 finding 8: the standalone script of docs/provably-fair.md, run as a player would run it (node, its own
 * crypto, nothing of ours), checks real rounds: one of every game played through the API, their seeds revealed by
 * a change of seeds. And the doc's worked example and sample output are what the script prints.
 */
const ROOT = path.resolve(__dirname, '../../..');
const SCRIPT = path.join(ROOT, 'docs/provably-fair/verify-round.mjs');
const DOC = fs.readFileSync(path.join(ROOT, 'docs/provably-fair.md'), 'utf8');
const run = (args: string[]) => execFileSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8' });

const BETS: Record<string, Record<string, unknown>> = {
  dice: { target: 50, over: true },
  crash: { cash_out: 1.5 },
  'andar-bahar': { side: 'bahar' },
  'teen-patti': { side: 'a' },
  'dragon-tiger': { bet: 'dragon' },
  'lucky-7': { bet: 'high' },
  roulette: { bet: 'column', number: 2 },
  reels: {},
  plinko: { rows: 16, risk: 'medium' },
};

type Round = { id: string; game: string; stake: number; payout: number; params: Record<string, unknown>; outcome: unknown; version: number; server_seed: string | null; server_seed_hash: string; client_seed: string; nonce: number };

describe('the provably fair script of the docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  it('checks a real round of every game: the fingerprint, the outcome and the payout', async () => {
    const userId = await makePlayer(t.app.deps.db, 1_000_000n);
    let token = '';
    for (const [game, params] of Object.entries(BETS)) {
      token = await gameSession(t.app, userId, game);
      for (let i = 0; i < 3; i++) {
        const res = await post(t.app, '/sports/casino/house/play', { token, game, amount: 37.5, params });
        expect(res.json()).toMatchObject({ success: true });
      }
    }
    await post(t.app, '/sports/casino/house/seeds/rotate', { token, client_seed: 'after-the-check' });
    const rounds = (await post(t.app, '/sports/casino/house/rounds', { token })).json().data.rounds as Round[];
    expect(rounds).toHaveLength(27);
    for (const r of rounds) {
      expect(r.server_seed).toMatch(/^[0-9a-f]{64}$/);
      const out = JSON.parse(
        run(['--game', r.game, '--server-seed', r.server_seed!, '--client-seed', r.client_seed, '--nonce', String(r.nonce), '--params', JSON.stringify(r.params), '--hash', r.server_seed_hash, '--version', String(r.version), '--json']),
      ) as { hash_matches: boolean; outcome: unknown; multiplier: number };
      expect(out.hash_matches).toBe(true);
      expect(out.outcome).toEqual(r.outcome);
      expect(Math.floor(r.stake * 100 * out.multiplier + 1e-9) / 100).toBe(r.payout);
    }
  }, 120_000);

  it('prints the worked example of the doc, and says when the fingerprint does not match', () => {
    const seeds = ['--server-seed', '4e20e87e322f22d067cdc12fcf20e740256ecb4d6216e7b25ab44bcd97918613', '--client-seed', 'my-lucky-seed', '--nonce', '7'];
    const printed = run(['--game', 'dice', ...seeds, '--params', '{"target":50,"over":false}', '--hash', '21e75838980b6e2fd28535b1bfe3ccfb4b7cb00bf17e51c609c0ebe53a31077e']);
    expect(DOC).toContain(printed.trim()); // the sample output in the doc is exactly what the script prints
    expect(printed).toContain('dice: {"roll":27.07}');
    const dt = JSON.parse(run(['--game', 'dragon-tiger', ...seeds, '--params', '{"bet":"dragon"}', '--json'])) as { outcome: unknown };
    expect(dt.outcome).toEqual({ dragon: '2H', tiger: 'AS', winner: 'dragon' });
    const spin = JSON.parse(run(['--game', 'roulette', ...seeds, '--params', '{"bet":"black"}', '--json'])) as { outcome: unknown; multiplier: number };
    expect(spin).toMatchObject({ outcome: { number: 10, color: 'black' }, multiplier: 2 });
    expect(run(['--game', 'dice', ...seeds, '--params', '{"target":50,"over":false}', '--hash', 'f'.repeat(64)])).toContain('DOES NOT match --hash');
  });
});
