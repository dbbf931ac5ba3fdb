import {
  OpsCasinoDemoPolicy, OpsCasinoGame, OpsCasinoGamePage, OpsCasinoProvider, OpsCasinoProviderCreated, OpsCasinoProviderList,
  OpsCasinoRoundPage, OpsCasinoSecret, OpsCasinoSweep, type OpsCasinoDemoPolicyBody, type OpsCasinoGameBody, type OpsCasinoProviderBody,
} from '@khel/shared/console-contracts';
import { get, send } from './request';

/**
 * Every /ops/casino call the console's casino page makes: the bodies are the shared request classes, the answers
 * are decoded into the shared contract classes.
 */

/** The games list's filter form (the query of GET /ops/casino/games; UI-only, not a body). */
export interface GameFilters {
  provider: string;
  section: string;
  enabled: string;
  q: string;
  page: number;
}

const only = (f: object) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== '' && v !== undefined)) as Record<string, string | number>;

export const listProviders = () => get(OpsCasinoProviderList, '/casino/providers');
export const createProvider = (body: OpsCasinoProviderBody) => send(OpsCasinoProviderCreated, 'post', '/casino/providers', body, false);
export const updateProvider = (id: string, body: OpsCasinoProviderBody) => send(OpsCasinoProvider, 'post', `/casino/providers/${encodeURIComponent(id)}`, body);
export const rotateSecret = (id: string) => send(OpsCasinoSecret, 'post', `/casino/providers/${encodeURIComponent(id)}/secret`, {}, false);

export const listGames = (f: Partial<GameFilters>) => get(OpsCasinoGamePage, '/casino/games', only(f));
export const updateGame = (id: string, body: OpsCasinoGameBody) => send(OpsCasinoGame, 'post', `/casino/games/${id}`, body);

export const getDemoPolicy = () => get(OpsCasinoDemoPolicy, '/casino/demo-policy');
export const setDemoPolicy = (policy: OpsCasinoDemoPolicyBody['policy']) => send(OpsCasinoDemoPolicy, 'put', '/casino/demo-policy', { policy } satisfies OpsCasinoDemoPolicyBody);

export const listRounds = (f: { player?: string; provider?: string; page?: number }) => get(OpsCasinoRoundPage, '/casino/rounds', only(f));

/** The round sweep now (admins; the timer runs it too). No Idempotency-Key: running it twice closes nothing twice. */
export const sweepRounds = () => send(OpsCasinoSweep, 'post', '/casino/rounds/sweep', {}, false);
