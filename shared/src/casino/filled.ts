import { BehaviorSubject } from 'rxjs';
import { api } from '../api/clients';
import { site$ } from '../bus/streams';
import { useObservable } from '../bus/useObservable';
import { runtimeConfig } from '../config/runtime';
import type { ApiOk } from '../contracts/envelope';
import { CASINO_SECTION_IDS, type CasinoSectionId } from './sections';

/**
 * Which casino sections have games, for the shell's menu and Home (issue 31: a section with no games is not
 * offered). The root config reads our own lobby once per page (loadCasinoSections, from its player services) and the
 * casino lobby publishes what it reads from any source (packages/games); the list is kept in localStorage, so a later
 * visit draws the right entries at once and a failed read keeps the last known list. Before any read the list is
 * empty: no section is offered rather than an empty one. (An operator's casino_url on another host is read by the
 * lobby only, so Home's first visit stays within its JavaScript budget.) Written small: every first visit loads it.
 */
const KEY = 'khel_casino_sections';
type Plain = { data?: Plain; games?: { section?: unknown }[]; section?: unknown } | null;

/** The known sections among `list`, in the API's order. */
const known = (list: unknown[]): CasinoSectionId[] => CASINO_SECTION_IDS.filter((s) => list.includes(s));

export function storedCasinoSections(): CasinoSectionId[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(v) ? known(v) : [];
  } catch {
    return [];
  }
}

export const casinoSections$ = new BehaviorSubject<CasinoSectionId[]>(storedCasinoSections());

/** The sections that hold at least one game, in the API's order (a lobby bare or in our `{ data }` envelope). */
export function sectionsWithGames(body: unknown): CasinoSectionId[] {
  const games = ((body as Plain)?.data ?? (body as Plain))?.games;
  return Array.isArray(games) ? known(games.map((g: Plain) => g?.section)) : [];
}

/** Publishes the sections with games, and keeps them for the next visit. */
export function publishCasinoSections(list: CasinoSectionId[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // storage full or blocked: this visit still knows
  }
  casinoSections$.next(list);
}

/** Reads our own lobby (when the site uses it) and publishes its sections; a failed read keeps what was known. */
export async function loadCasinoSections(): Promise<void> {
  const url = site$.value.settings?.casino_url;
  if (url && url !== `${runtimeConfig().services.sports}/casino/lobby`) return;
  try {
    // The games are the same for every domain: no domain asked (it only changes the demo policy).
    publishCasinoSections(sectionsWithGames((await api.sports.get<ApiOk<unknown>>('/casino/lobby', { quiet: true })).data.data));
  } catch {
    // the lobby is down: the last known list stays
  }
}

/** The casino sections with games, as last read. */
export const useCasinoSections = (): CasinoSectionId[] => useObservable(casinoSections$);
