import { api } from '../api/clients';
import { ApiError } from '../api/errors';
import { site$ } from '../bus/streams';
import { runtimeConfig } from '../config/runtime';
import type { ApiOk } from '../contracts/envelope';
import { lobbyOf } from './lobby-shape';
import { ownLobbyUrl, resolveCasinoSource } from './source';

/**
 * The casino lobby's data from the site's casino_url (SPEC §7), as plain JSON: the one way to it for the lobby
 * (packages/games, which decodes it) and for the shell's menu and Home (which only need which sections have games).
 * Our own lobby (the API's default for an unset casino_url) goes through the sports client; an operator's source on
 * another host is fetched without the player's token or cookies, and whatever it answers that is not a lobby (an
 * error status, bad JSON, another shape, no answer in 10 s) is the provider-down message, never a broken screen.
 */
export const PROVIDER_DOWN = 'This game is not available right now. Please try another game.';
/** SPEC §7's 10 s, for a source on another host too. */
const SOURCE_TIMEOUT_MS = 10_000;

export async function fetchLobbyData(): Promise<unknown> {
  const settings = site$.value.settings;
  const own = ownLobbyUrl(runtimeConfig().services.sports);
  const given = settings?.casino_url ?? '';
  const source = given && given !== own ? resolveCasinoSource(given, settings?.siteSetting?.aws_url) : own;
  if (source === own) return (await api.sports.get<ApiOk<unknown>>('/casino/lobby', { params: { domain: runtimeConfig().domain }, quiet: true })).data.data;
  const lobby = source === null ? null : await fetchSource(source).catch(() => null);
  if (!lobby) throw new ApiError(PROVIDER_DOWN, null, null);
  return lobby;
}

async function fetchSource(url: string): Promise<unknown> {
  const res = await fetch(url, { credentials: 'omit', headers: { accept: 'application/json' }, signal: AbortSignal.timeout(SOURCE_TIMEOUT_MS) });
  if (!res.ok) return null;
  return lobbyOf(await res.json());
}
