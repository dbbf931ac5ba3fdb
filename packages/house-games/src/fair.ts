/**
 * The provably fair scheme recomputed in the browser with Web Crypto (the server's is services/api/src/house-games/
 * fair.ts and games.ts; the tests run both on the same seeds): a round's bytes are HMAC-SHA256(server seed,
 * `<client seed>:<nonce>:<cursor>`), each 4 bytes one float in [0, 1).
 */
export type GameCode = 'dice' | 'crash' | 'andar-bahar';
export interface Seeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

const enc = new TextEncoder();
const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', enc.encode(text)));
}

async function hmac(key: string, message: string): Promise<Uint8Array> {
  const k = await crypto.subtle.importKey('raw', enc.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', k, enc.encode(message)));
}

const roundBytes = (s: Seeds, cursor: number) => hmac(s.serverSeed, `${s.clientSeed}:${s.nonce}:${cursor}`);

/** The first `count` floats of a round. */
export async function floats(s: Seeds, count: number): Promise<number[]> {
  const out: number[] = [];
  for (let cursor = 0; out.length < count; cursor++) {
    const b = await roundBytes(s, cursor);
    for (let o = 0; o < 32 && out.length < count; o += 4) out.push(b[o]! / 256 + b[o + 1]! / 256 ** 2 + b[o + 2]! / 256 ** 3 + b[o + 3]! / 256 ** 4);
  }
  return out;
}

/** Dice: a roll 0.00–99.99; under the target or over it wins 99 ÷ chance. */
export async function diceOutcome(s: Seeds, target: number, over: boolean) {
  const roll = Math.floor((await floats(s, 1))[0]! * 10_000);
  const t = Math.round(target * 100);
  const win = over ? roll >= t : roll < t;
  return { outcome: { roll: roll / 100 }, multiplier: win ? 9_900 / (over ? 10_000 - t : t) : 0 };
}

/** Crash: the first 52 bits X, point = max(1, floor(99 ÷ (1 − X)) ÷ 100). */
export async function crashPoint(s: Seeds): Promise<number> {
  const b = await roundBytes(s, 0);
  const r = parseInt(hex(b.buffer as ArrayBuffer).slice(0, 13), 16);
  return Math.max(100, Math.floor(99 / (1 - r / 2 ** 52))) / 100;
}

export async function crashOutcome(s: Seeds, cashOut: number) {
  const point = await crashPoint(s);
  const c = Math.round(cashOut * 100);
  return { outcome: { crash_point: point }, multiplier: Math.round(point * 100) >= c ? c / 100 : 0 };
}

const SUITS = ['S', 'H', 'D', 'C'];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** Andar Bahar: joker, then cards to Andar first if the joker is black, alternating until one matches its rank. */
export async function andarBaharOutcome(s: Seeds, side: 'andar' | 'bahar') {
  let pool: number[] = [];
  let taken = 0;
  const next = async () => {
    if (taken === pool.length) pool = await floats(s, pool.length + 64);
    return pool[taken++]!;
  };
  const card = (f: number) => ({ rank: Math.floor(f * 52) % 13, suit: Math.floor(Math.floor(f * 52) / 13) });
  const label = (c: { rank: number; suit: number }) => `${RANKS[c.rank]}${SUITS[c.suit]}`;
  const joker = card(await next());
  let deal: 'andar' | 'bahar' = joker.suit === 0 || joker.suit === 3 ? 'andar' : 'bahar';
  const cards: string[] = [];
  for (let i = 0; i < 2_000; i++) {
    const c = card(await next());
    cards.push(label(c));
    if (c.rank === joker.rank) return { outcome: { joker: label(joker), cards, winner: deal }, multiplier: deal === side ? 1.96 : 0 };
    deal = deal === 'andar' ? 'bahar' : 'andar';
  }
  throw new Error('no match in 2,000 cards');
}

/** Any round: its outcome and multiplier from its seeds and parameters. */
export function outcomeOf(game: GameCode, s: Seeds, params: Record<string, unknown>) {
  if (game === 'dice') return diceOutcome(s, Number(params.target), params.over === true);
  if (game === 'crash') return crashOutcome(s, Number(params.cash_out));
  return andarBaharOutcome(s, params.side === 'bahar' ? 'bahar' : 'andar');
}
