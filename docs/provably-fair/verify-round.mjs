#!/usr/bin/env node
// Checks one round of Khel's built-in casino games with nothing but Node.js (18 or later) and its crypto module.
// Written from the recipe in docs/provably-fair.md alone; it shares no code with the game server.
//
//   node verify-round.mjs --game dice --server-seed <64 hex> --client-seed <text> --nonce <n> \
//        [--params '{"target":50,"over":true}'] [--hash <the SHA-256 shown before play>] [--version <rules version>] [--json]
//
// Prints the server seed's fingerprint (and whether it matches --hash), the first block and number, the outcome
// and what a stake of 1 pays. --json prints {hash, hash_matches, outcome, multiplier} instead.
import { createHash, createHmac } from 'node:crypto';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, a, i, all) => (a.startsWith('--') ? [...pairs, [a.slice(2), all[i + 1]?.startsWith('--') || all[i + 1] === undefined ? 'true' : all[i + 1]]] : pairs), []),
);
const fail = (message) => {
  console.error(message);
  process.exit(2);
};
const game = args.game;
const serverSeed = args['server-seed'];
const clientSeed = args['client-seed'];
const nonce = Number(args.nonce);
const params = JSON.parse(args.params ?? '{}');
if (!/^[0-9a-f]{64}$/.test(serverSeed ?? '')) fail('--server-seed must be the 64 hex characters revealed after you changed seeds');
if (!clientSeed) fail('--client-seed is needed');
if (!Number.isInteger(nonce) || nonce < 0) fail('--nonce must be a whole number from 0');

// The bytes: block c = HMAC-SHA256(key = the server seed's 64 characters as text, message = "client:nonce:c").
const block = (cursor) => createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
// The numbers: each 4 bytes b0..b3 -> b0/256 + b1/256^2 + b2/256^3 + b3/256^4, 8 per block, then the next block.
function numbers() {
  let i = 0;
  return () => {
    const b = block(Math.floor(i / 8));
    const o = (i++ % 8) * 4;
    return b[o] / 256 + b[o + 1] / 256 ** 2 + b[o + 2] / 256 ** 3 + b[o + 3] / 256 ** 4;
  };
}

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const name = (n) => `${RANKS[n % 13]}${'SHDC'[Math.floor(n / 13)]}`;
// Cards: one deck 0..51 in order (n = suit * 13 + rank, suits S H D C); the k-th card dealt takes the k-th number f,
// j = k + floor(f * (52 - k)), swaps positions k and j, and deals what is now at k.
function deck() {
  const next = numbers();
  const cards = [...Array(52).keys()];
  let k = 0;
  return () => {
    const j = k + Math.floor(next() * (52 - k));
    [cards[k], cards[j]] = [cards[j], cards[k]];
    return cards[k++];
  };
}

function andarBahar() {
  const version = Number(args.version ?? 2);
  const next = numbers();
  const draw = version >= 2 ? deck() : () => Math.floor(next() * 52);
  const joker = draw();
  let side = [0, 3].includes(Math.floor(joker / 13)) ? 'andar' : 'bahar';
  const cards = [];
  for (;;) {
    const c = draw();
    cards.push(name(c));
    if (c % 13 === joker % 13) return { outcome: { joker: name(joker), cards, winner: side }, multiplier: side === params.side ? 1.96 : 0 };
    side = side === 'andar' ? 'bahar' : 'andar';
  }
}

// Teen Patti: [kind, ...tie-breaks]; aces high, A-2-3 the second-best run; suits never break a tie.
function teenPattiHand(cards) {
  const v = cards.map((c) => (c % 13 === 0 ? 14 : (c % 13) + 1)).sort((a, b) => b - a);
  const flush = cards.every((c) => Math.floor(c / 13) === Math.floor(cards[0] / 13));
  const run = v[0] - 1 === v[1] && v[1] - 1 === v[2] ? v[0] : v.join() === '14,3,2' ? 13.5 : 0;
  if (v[0] === v[2]) return ['trail', 5, v[0]];
  if (run && flush) return ['pure-sequence', 4, run];
  if (run) return ['sequence', 3, run];
  if (flush) return ['color', 2, ...v];
  if (v[0] === v[1] || v[1] === v[2]) return ['pair', 1, v[1], v[0] === v[1] ? v[2] : v[0]];
  return ['high-card', 0, ...v];
}
function teenPatti() {
  const draw = deck();
  const a = [];
  const b = [];
  for (let i = 0; i < 3; i++) a.push(draw()), b.push(draw());
  const ha = teenPattiHand(a);
  const hb = teenPattiHand(b);
  const i = ha.findIndex((x, n) => n > 0 && x !== hb[n]);
  const winner = i < 0 ? 'tie' : ha[i] > hb[i] ? 'a' : 'b';
  const outcome = { a: a.map(name), b: b.map(name), a_hand: ha[0], b_hand: hb[0], winner };
  return { outcome, multiplier: winner === 'tie' ? 1 : winner === params.side ? 1.98 : 0 };
}

function dragonTiger() {
  const draw = deck();
  const d = draw();
  const t = draw();
  const winner = d % 13 === t % 13 ? 'tie' : d % 13 > t % 13 ? 'dragon' : 'tiger';
  const multiplier = params.bet === 'tie' ? (winner === 'tie' ? 16.5 : 0) : winner === 'tie' ? 0.5 : winner === params.bet ? 2 : 0;
  return { outcome: { dragon: name(d), tiger: name(t), winner }, multiplier };
}

function lucky7() {
  const c = deck()();
  const value = (c % 13) + 1;
  const result = value < 7 ? 'low' : value === 7 ? 'seven' : 'high';
  return { outcome: { card: name(c), result }, multiplier: result !== params.bet ? 0 : result === 'seven' ? 12.6 : 2.1 };
}

function roulette() {
  const n = Math.floor(numbers()() * 37);
  const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
  const color = n === 0 ? 'green' : RED.includes(n) ? 'red' : 'black';
  const k = params.number;
  const wins = {
    straight: [n === k, 36], red: [color === 'red', 2], black: [color === 'black', 2], odd: [n > 0 && n % 2 === 1, 2], even: [n > 0 && n % 2 === 0, 2],
    low: [n >= 1 && n <= 18, 2], high: [n >= 19, 2], dozen: [n > 0 && Math.ceil(n / 12) === k, 3], column: [n > 0 && ((n - 1) % 3) + 1 === k, 3],
  }[params.bet] ?? [false, 0];
  return { outcome: { number: n, color }, multiplier: wins[0] ? wins[1] : 0 };
}

// Rang Reels: the five strips (7 seven, C crown, G gem, S star, B bell, O coin, W wild), 10 lines, the paytable.
const SYMBOL = { 7: 'seven', C: 'crown', G: 'gem', S: 'star', B: 'bell', O: 'coin', W: 'wild' };
const STRIPS = ['SOBOSGSOSOOCB7BGOCGB', 'CWBOSOCSOGGSSWBG7OBWBWOO', 'SWBOOS7OWBGSBCBGSWOOWOGC', 'CBOOCOOBWWWWSSSB7GOGGBOS', 'OSCGOSOBOSBBOCG7SOGB'];
const LINES = [[1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2], [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [1, 2, 1, 0, 1]];
const PAYS = { seven: [20, 60, 250], crown: [12, 30, 120], gem: [8, 20, 60], star: [5, 12, 30], bell: [4, 10, 25], coin: [3, 6, 12] };
function reels() {
  const next = numbers();
  const shown = STRIPS.map((strip) => {
    const stop = Math.floor(next() * strip.length);
    return [0, 1, 2].map((row) => SYMBOL[strip[(stop + row) % strip.length]]);
  });
  const wins = [];
  LINES.forEach((rows, i) => {
    const along = rows.map((row, r) => shown[r][row]);
    let count = 1;
    while (count < 5 && along[0] !== 'wild' && (along[count] === along[0] || along[count] === 'wild')) count++;
    if (count >= 3) wins.push({ line: i + 1, symbol: along[0], count, pays: PAYS[along[0]][count - 3] });
  });
  return { outcome: { reels: shown, wins }, multiplier: wins.reduce((s, w) => s + w.pays, 0) / 10 };
}

// Plinko: right when the row's number is 0.5 or more; the slot is the number of rights; edge-to-middle tables.
const PLINKO = {
  8: { low: [560, 210, 110, 100, 50], medium: [1200, 300, 130, 70, 43], high: [2450, 420, 140, 40, 20] },
  12: { low: [900, 300, 160, 140, 110, 100, 50], medium: [2400, 1000, 400, 200, 110, 60, 35], high: [4000, 1400, 560, 250, 100, 40, 19] },
  16: { low: [1600, 900, 200, 140, 140, 120, 110, 100, 50], medium: [5000, 2500, 1000, 500, 300, 150, 100, 50, 35], high: [10000, 3000, 1500, 700, 390, 200, 70, 30, 20] },
};
function plinko() {
  const next = numbers();
  let path = '';
  for (let i = 0; i < params.rows; i++) path += next() >= 0.5 ? 'R' : 'L';
  const bucket = path.split('R').length - 1;
  const x = PLINKO[params.rows][params.risk][Math.min(bucket, params.rows - bucket)] / 100;
  return { outcome: { path, bucket, multiplier: x }, multiplier: x };
}

function dice() {
  const roll = Math.floor(numbers()() * 10000);
  const target = Math.round(params.target * 100);
  const chance = params.over ? 10000 - target : target;
  const win = params.over ? roll >= target : roll < target;
  return { outcome: { roll: roll / 100 }, multiplier: win ? 9900 / chance : 0 };
}

function crash() {
  const r = parseInt(block(0).toString('hex').slice(0, 13), 16); // the first 52 bits
  const point = Math.max(100, Math.floor(99 / (1 - r / 2 ** 52)));
  const cashOut = Math.round((params.cash_out ?? 2) * 100);
  return { outcome: { crash_point: point / 100 }, multiplier: point >= cashOut ? cashOut / 100 : 0 };
}

const GAMES = { dice, crash, 'andar-bahar': andarBahar, 'teen-patti': teenPatti, 'dragon-tiger': dragonTiger, 'lucky-7': lucky7, roulette, reels, plinko };
if (!GAMES[game]) fail(`--game must be one of ${Object.keys(GAMES).join(', ')}`);
const { outcome, multiplier } = GAMES[game]();
const hash = createHash('sha256').update(serverSeed).digest('hex');
const hashMatches = args.hash === undefined ? null : args.hash === hash;

if (args.json === 'true') {
  console.log(JSON.stringify({ hash, hash_matches: hashMatches, outcome, multiplier }));
} else {
  const b = block(0);
  console.log(`server seed fingerprint (SHA-256): ${hash}${hashMatches === null ? '' : hashMatches ? '  = the one shown before play' : '  DOES NOT match --hash'}`);
  console.log(`block 0 = HMAC-SHA256(server seed, "${clientSeed}:${nonce}:0") = ${b.toString('hex')}`);
  console.log(`first number = ${b[0]}/256 + ${b[1]}/256² + ${b[2]}/256³ + ${b[3]}/256⁴ = ${b[0] / 256 + b[1] / 256 ** 2 + b[2] / 256 ** 3 + b[3] / 256 ** 4}`);
  console.log(`${game}: ${JSON.stringify(outcome)}`);
  console.log(`a stake of 1 pays ${multiplier}`);
}
