// A second process for `npm run bench:api`: moves the bench players' money at a steady rate (a stake of 1 rupee
// into exposure, then back), through the API's own ledger code, so every posting reaches the polling API as a
// change (PostgreSQL NOTIFY) exactly as another API process's would. Prints how many postings it made on SIGTERM.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const API_DIST = process.env.API_DIST;
const { openDb } = require(path.join(API_DIST, 'db/open.js'));
const { playerAccounts, post } = require(path.join(API_DIST, 'ledger/index.js'));

const rate = Number(process.env.POSTINGS_PER_SECOND);
const db = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir: os.tmpdir(), poolSize: 8 });
const { rows } = await db.query(`SELECT id::text AS id FROM users WHERE user_name LIKE 'bench%' ORDER BY id`);
const accounts = [];
for (const { id } of rows) accounts.push(await db.tx((q) => playerAccounts(q, id)));

let made = 0;
let staked = new Set();
const TICK_MS = 10;
const perTick = rate / (1000 / TICK_MS);
let owed = 0;
const timer = setInterval(() => {
  owed += perTick;
  for (; owed >= 1; owed--) {
    const i = Math.floor(Math.random() * accounts.length);
    const a = accounts[i];
    const back = staked.has(i);
    if (back) staked.delete(i);
    else staked.add(i);
    const lines = back
      ? [{ accountId: a.exposure, amount: -100n }, { accountId: a.cash, amount: 100n }]
      : [{ accountId: a.cash, amount: -100n }, { accountId: a.exposure, amount: 100n }];
    post(db, { kind: back ? 'bet_settle' : 'bet_stake', lines }).then(() => made++, () => undefined);
  }
}, TICK_MS);

process.on('SIGTERM', async () => {
  clearInterval(timer);
  await db.close();
  console.log(`[bench] writer: ${made} postings`);
  process.exit(0);
});
process.send?.('ready');
