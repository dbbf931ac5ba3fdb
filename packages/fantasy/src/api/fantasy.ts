import { api, balance$, decode, newIdempotencyKey, type ApiOk } from '@khel/shared';
import {
  FantasyContest, FantasyContestPage, FantasyFightDone, FantasyMatch, FantasyMatchList, FantasyOpenFightList, type FantasyContestTab, type FantasyFightBody,
} from '@khel/shared/contracts';

/**
 * The fantasy service's calls (/fantasy, issue 29), decoded into the shared contract classes. Quiet: every screen
 * shows its own error (a panel, the builder's message) instead of a toast. Calls that move money carry an
 * Idempotency-Key owned by the caller, so a double tap or a retry after a lost answer posts once; their answers'
 * wallet figures go on balance$ at once (the header changes before the next poll).
 */

const get = async (path: string, params?: Record<string, string>) => (await api.fantasy.get<ApiOk<unknown>>(path, { params, quiet: true })).data.data;

async function send(path: string, body: object, key: string): Promise<FantasyFightDone> {
  const res = await api.fantasy.post<ApiOk<unknown>>(path, body, { headers: { 'Idempotency-Key': key }, quiet: true });
  const done = decode(FantasyFightDone, res.data.data);
  balance$.next({ bl: done.balance.bl, ex: done.balance.ex, bc: done.balance.bc, eb: done.balance.eb });
  return done;
}

const fight = (id: string) => `/fights/${encodeURIComponent(id)}`;

export const fetchMatches = async () => decode(FantasyMatchList, await get('/matches'));
export const fetchMatch = async (id: string) => decode(FantasyMatch, await get(`/matches/${encodeURIComponent(id)}`));
export const fetchOpenFights = async (matchId: string) => decode(FantasyOpenFightList, await get(`/matches/${encodeURIComponent(matchId)}/fights`));
export const fetchContests = async (tab: FantasyContestTab, page = 1) => decode(FantasyContestPage, await get('/my/contests', { tab, page: String(page), page_size: '20' }));
export const fetchContest = async (id: string) => decode(FantasyContest, await get(`/my/contests/${encodeURIComponent(id)}`));

export const postFight = (body: FantasyFightBody, key: string = newIdempotencyKey()) => send('/fights', body, key);
export const pairMe = (body: FantasyFightBody, key: string = newIdempotencyKey()) => send('/pair', body, key);
export const takeFight = (fightId: string, players: string[], key: string = newIdempotencyKey()) => send(`${fight(fightId)}/take`, { players }, key);
export const saveTeam = (fightId: string, players: string[], key: string = newIdempotencyKey()) => send(`${fight(fightId)}/team`, { players }, key);
export const cancelFight = (fightId: string, key: string = newIdempotencyKey()) => send(`${fight(fightId)}/cancel`, {}, key);
