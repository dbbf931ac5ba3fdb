import { CASINO_SECTION_IDS, type CasinoGameTile, type CasinoSectionId } from '@khel/shared/contracts';
import type { Shelf } from './shelf';

/**
 * The lobby's sections as /casino/:section: every game, the player's favourites and recently played, and the API's
 * five sections, of which only those with games are offered. An unknown section is the 404 page (viewOf: null).
 */
export type LobbyView = 'all' | 'favourites' | 'recent' | CasinoSectionId;
export const LOBBY_VIEWS: LobbyView[] = ['all', 'favourites', 'recent', ...CASINO_SECTION_IDS];

export function viewLabel(view: LobbyView): string {
  switch (view) {
    case 'all':
      return 'All Games';
    case 'favourites':
      return 'Favourites';
    case 'recent':
      return 'Recently Played';
    case 'live':
      return 'Live Casino';
    case 'slots':
      return 'Slots';
    case 'table':
      return 'Table Games';
    case 'crash':
      return 'Crash';
    case 'indian':
      return 'Indian Games';
  }
}

export const viewOf = (section: string | undefined): LobbyView | null => (LOBBY_VIEWS.includes(section as LobbyView) ? (section as LobbyView) : null);

const FIXED: LobbyView[] = ['all', 'favourites', 'recent'];

/** The sections offered: all, favourites and recent always; an API section only when it has a game. */
export function offeredViews(games: CasinoGameTile[] | null): LobbyView[] {
  if (!games) return FIXED;
  const filled = new Set(games.map((g) => g.section));
  return [...FIXED, ...CASINO_SECTION_IDS.filter((s) => filled.has(s))];
}

/** The games a view shows, then narrowed by the search (game or provider name, any case). */
export function gamesFor(view: LobbyView, games: CasinoGameTile[], shelf: Shelf, search: string): CasinoGameTile[] {
  const byId = new Map(games.map((g) => [g.id, g]));
  const pick = (ids: string[]) => ids.map((id) => byId.get(id)).filter((g): g is CasinoGameTile => Boolean(g));
  const list = view === 'all' ? games : view === 'favourites' ? pick(shelf.favourites) : view === 'recent' ? pick(shelf.recent) : games.filter((g) => g.section === view);
  const q = search.trim().toLowerCase();
  return q ? list.filter((g) => g.name.toLowerCase().includes(q) || g.provider_name.toLowerCase().includes(q)) : list;
}
