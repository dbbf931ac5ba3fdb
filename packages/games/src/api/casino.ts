import { api, balance$, casinoSections$, decode, fetchLobbyData, fetchWalletBalance, PROVIDER_DOWN, runtimeConfig, sectionsWithGames, type ApiOk } from '@khel/shared';
import { CasinoLaunch, CasinoLobby } from '@khel/shared/contracts';

/**
 * The casino's player calls (/sports/casino, issue 14): the lobby (sections, tiles, the operator's demo policy) and
 * launching a game (the provider's iframe URL with a game session token). Quiet: the lobby shows each refusal itself
 * (a provider that is down, a demo account that is barred) instead of a toast.
 */
const site = () => ({ domain: runtimeConfig().domain });
/** What the lobby says when its source answers no lobby (the launch's provider-down text). */
export { PROVIDER_DOWN };

/** The lobby from the site's casino_url (SPEC §7; the one way to it is @khel/shared's fetchLobbyData), decoded. */
export async function fetchLobby(): Promise<CasinoLobby> {
  const data = await fetchLobbyData();
  casinoSections$.next(sectionsWithGames(data)); // the menu follows what the lobby just read
  return decode(CasinoLobby, data);
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
