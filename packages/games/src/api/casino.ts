import { api, ApiError, balance$, decode, fetchWalletBalance, publishCasinoSections, runtimeConfig, sectionsWithGames, site$, type ApiOk } from '@khel/shared';
import { CasinoLaunch, CasinoLobby } from '@khel/shared/contracts';
import { lobbyOf } from '../casino/lobby-shape';
import { ownLobbyUrl, resolveCasinoSource } from '../casino/source';

/**
 * The casino's player calls (/sports/casino, issue 14): the lobby (sections, tiles, the operator's demo policy) and
 * launching a game (the provider's iframe URL with a game session token). Quiet: the lobby shows each refusal itself
 * (a provider that is down, a demo account that is barred) instead of a toast.
 */
const site = () => ({ domain: runtimeConfig().domain });

/** SPEC §7's 10 s, for a source on another host too. */
const SOURCE_TIMEOUT_MS = 10_000;
/** What the lobby says when its source answers no lobby (the launch's provider-down text). */
export const PROVIDER_DOWN = 'This game is not available right now. Please try another game.';

/**
 * The lobby from the site's casino_url (SPEC §7). Our own lobby (the API's default for an unset casino_url) goes
 * through the sports client; an operator's source on another host is fetched without the player's token or cookies,
 * and whatever it answers that is not a lobby (an error status, bad JSON, another shape, no answer in 10 s) is the
 * provider-down message, never a broken screen.
 */
export async function fetchLobby(): Promise<CasinoLobby> {
  const lobby = decode(CasinoLobby, await fetchLobbyData());
  publishCasinoSections(sectionsWithGames(lobby)); // the menu and Home follow what the lobby just read
  return lobby;
}

async function fetchLobbyData(): Promise<unknown> {
  const settings = site$.value.settings;
  const own = ownLobbyUrl(runtimeConfig().services.sports);
  const given = settings?.casino_url ?? '';
  const source = given && given !== own ? resolveCasinoSource(given, settings?.siteSetting?.aws_url) : own;
  if (source === own) return (await api.sports.get<ApiOk<unknown>>('/casino/lobby', { params: site(), quiet: true })).data.data;
  const lobby = source === null ? null : await fetchSource(source).catch(() => null);
  if (!lobby) throw new ApiError(PROVIDER_DOWN, null, null);
  return lobby;
}

async function fetchSource(url: string): Promise<unknown> {
  const res = await fetch(url, { credentials: 'omit', headers: { accept: 'application/json' }, signal: AbortSignal.timeout(SOURCE_TIMEOUT_MS) });
  if (!res.ok) return null;
  return lobbyOf(await res.json());
}

export async function launchGame(gameId: string, lang: string) {
  const res = await api.sports.post<ApiOk<unknown>>('/casino/launch', { game_id: gameId, lang }, { params: site(), quiet: true });
  return decode(CasinoLaunch, res.data.data);
}

/**
 * After a round in a game's iframe: the wallet is read again and its figures put on the bus, so the header shows the
 * new balance now rather than at the next 2 s poll. A failed read changes nothing (the poll follows anyway).
 */
export async function refreshBalance(): Promise<void> {
  try {
    const poll = await fetchWalletBalance();
    const now = balance$.value;
    balance$.next({ ...now, bl: poll.bl, ex: poll.ex, bc: poll.bc, eb: poll.eb });
  } catch {
    // The root config's poll keeps the header right.
  }
}
