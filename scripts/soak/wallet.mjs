#!/usr/bin/env node
// npm run soak:wallet — the long run of the one model of the whole wallet (issue 26;
// services/api/test/wallet-model/wallet-model.test.ts, which `npm test` runs short): deposits, approvals,
// withdrawals, back and lay bets, price moves, cash-outs, settlements, rollbacks, voids, bonus grants, house-game
// rounds and matka slips through the API on a PostgreSQL database it creates and drops, one step or a concurrent
// batch at a time, each compared with the model. Prints how many steps and batches it checked and the differences;
// exits non-zero on any difference.
//   --runs N    sequences (default 40)    --steps N   most commands per sequence (default 30)    --seed N   replay
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const runs = Number(arg('runs', '40'));
const steps = Number(arg('steps', '30'));
const seed = arg('seed', String(Date.now() % 1_000_000));
if (!(runs > 0) || !(steps > 0) || !Number.isInteger(Number(seed))) {
  console.error('usage: npm run soak:wallet -- [--runs N] [--steps N] [--seed N]');
  process.exit(2);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-soak-wallet-'));
const report = path.join(dir, 'report.json');
const started = Date.now();
console.log(`[soak:wallet] ${runs} sequences of up to ${steps} commands on PostgreSQL, seed ${seed}`);
const jest = spawnSync(
  process.execPath,
  ['--experimental-vm-modules', path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'), 'services/api/test/wallet-model/wallet-model.test.ts', '--selectProjects', 'api', '--maxWorkers=1'],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, CI: 'true', WALLET_MODEL_RUNS: String(runs), WALLET_MODEL_STEPS: String(steps), WALLET_MODEL_SEED: seed, WALLET_MODEL_REPORT: report },
  },
);

if (!fs.existsSync(report)) {
  console.error(`[soak:wallet] the run ended before it finished (jest exit ${jest.status}); no report`);
  process.exit(1);
}
const r = JSON.parse(fs.readFileSync(report, 'utf8'));
fs.rmSync(dir, { recursive: true, force: true });
const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(`\n[soak:wallet] ${r.runs} sequences (the fixed ones of the findings included), ${r.steps + r.batchSteps} commands in ${seconds} s (seed ${seed}):`);
console.log(`[soak:wallet]   ${r.steps} single steps and ${r.batches} concurrent batches (${r.batchSteps} commands sent at once), each compared with the model`);
console.log(`[soak:wallet]   differences: ${r.differences}${jest.status === 0 ? '' : ` (jest exit ${jest.status})`}`);
process.exit(r.differences > 0 || jest.status !== 0 ? 1 : 0);
