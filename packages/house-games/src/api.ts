import type { GameCode } from './fair';

/**
 * The built-in provider's game server, /sports/casino/house/* (services/api/src/services/sports/casino-house-routes.ts):
 * the only thing this page calls. The player is known by the game session token of the launch URL; money moves
 * on the server through the seamless wallet, never from here.
 */
export interface SeedPair {
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
}
export interface Round {
  id: string;
  game: GameCode;
  stake: number;
  payout: number;
  params: Record<string, unknown>;
  outcome: Record<string, unknown>;
  version: number;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  status: string;
  refusal?: string | null;
  server_seed?: string | null;
  created_at: string;
}
export interface Revealed {
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  rounds: number;
}
export interface GameInfo {
  code: GameCode;
  name: string;
  rtp: number;
  rules: string;
  version: number;
}

export class HouseError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const base = (): string => {
  const services = (window as { __KHEL_CONFIG__?: { services?: Record<string, string> } }).__KHEL_CONFIG__?.services;
  return `${services?.sports ?? '/sports'}/casino/house`;
};

async function call<T>(path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${base()}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'omit',
    });
  } catch {
    throw new HouseError('NETWORK', 0);
  }
  const json = (await res.json().catch(() => null)) as { data?: T; message?: string } | null;
  if (!res.ok || !json) throw new HouseError(json?.message ?? 'NETWORK', res.status);
  return json.data as T;
}

export const houseApi = {
  games: () => call<{ games: GameInfo[] }>('/games'),
  seeds: (token: string) => call<{ current: SeedPair; previous?: Revealed | null }>('/seeds', { token }),
  rotate: (token: string, clientSeed?: string) => call<{ current: SeedPair; previous?: Revealed | null }>('/seeds/rotate', { token, ...(clientSeed ? { client_seed: clientSeed } : {}) }),
  play: (token: string, game: GameCode, amount: number, params: Record<string, unknown>) =>
    call<{ round: Round; balance: number; seeds: SeedPair }>('/play', { token, game, amount, params }),
  rounds: (token: string) => call<{ rounds: Round[] }>('/rounds', { token }),
};
