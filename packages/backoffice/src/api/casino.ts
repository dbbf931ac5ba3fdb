import { decode, newIdempotencyKey } from '@khel/shared';
import {
  OpsCasinoDemoPolicy, OpsCasinoGame, OpsCasinoGamePage, OpsCasinoProvider, OpsCasinoProviderCreated, OpsCasinoProviderList, OpsCasinoRoundPage,
  OpsCasinoSecret, type OpsCasinoDemoPolicyName, type OpsCasinoSection,
} from '@khel/shared/contracts';
import { opsClient } from './client';

/** Every /ops/casino call the console's casino page makes, decoded into the shared contract classes. */

type Ctor<T> = new () => T;
interface Envelope {
  data: unknown;
  message?: string;
}

async function get<T extends object>(Cls: Ctor<T>, url: string, params?: Record<string, unknown>): Promise<T> {
  return decode(Cls, (await opsClient.get<Envelope>(url, { params })).data.data);
}

/**
 * A write; the answer's message is kept for the toast. Edits carry an Idempotency-Key; the calls that make a
 * secret do not (the server keeps no replay of an answer holding a secret).
 */
async function send<T extends object>(Cls: Ctor<T>, method: 'post' | 'put', url: string, body: unknown, once = true): Promise<{ data: T; message: string }> {
  const headers = once ? { 'Idempotency-Key': newIdempotencyKey() } : {};
  const res = await opsClient[method]<Envelope>(url, body, { headers });
  return { data: decode(Cls, res.data.data), message: res.data.message ?? '' };
}

export interface ProviderBody {
  id?: string;
  name?: string;
  api_base?: string;
  launch_url?: string;
  enabled?: boolean;
  sort_order?: number;
}
export interface GameBody {
  enabled?: boolean;
  section?: OpsCasinoSection;
  sort_order?: number;
  thumbnail?: string;
}
export interface GameFilters {
  provider: string;
  section: string;
  enabled: string;
  q: string;
  page: number;
}

const only = (f: Partial<GameFilters>) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== '' && v !== undefined)) as Record<string, string | number>;

export const listProviders = () => get(OpsCasinoProviderList, '/casino/providers');
export const createProvider = (body: ProviderBody) => send(OpsCasinoProviderCreated, 'post', '/casino/providers', body, false);
export const updateProvider = (id: string, body: ProviderBody) => send(OpsCasinoProvider, 'post', `/casino/providers/${encodeURIComponent(id)}`, body);
export const rotateSecret = (id: string) => send(OpsCasinoSecret, 'post', `/casino/providers/${encodeURIComponent(id)}/secret`, {}, false);

export const listGames = (f: Partial<GameFilters>) => get(OpsCasinoGamePage, '/casino/games', only(f));
export const updateGame = (id: string, body: GameBody) => send(OpsCasinoGame, 'post', `/casino/games/${id}`, body);

export const getDemoPolicy = () => get(OpsCasinoDemoPolicy, '/casino/demo-policy');
export const setDemoPolicy = (policy: OpsCasinoDemoPolicyName) => send(OpsCasinoDemoPolicy, 'put', '/casino/demo-policy', { policy });

export const listRounds = (f: { player?: string; provider?: string; page?: number }) =>
  get(OpsCasinoRoundPage, '/casino/rounds', Object.fromEntries(Object.entries(f).filter(([, v]) => v !== '' && v !== undefined)));
