import { BehaviorSubject } from 'rxjs';
import { useObservable } from '../bus/useObservable';
import { fetchLobbyData } from './lobby';
import { CASINO_SECTION_IDS, type CasinoSectionId } from './sections';

/**
 * Which casino sections have games, for the shell's menu and Home (issue 31: a section with no games is not
 * offered). The root config reads the lobby once per page (loadCasinoSections, from its player services) and puts
 * the answer here and in localStorage, so a later visit draws the right entries at once and a failed read keeps the
 * last known list; before the first read ever the list is empty (no section offered rather than an empty one).
 */
const KEY = 'khel_casino_sections';

const isSection = (v: unknown): v is CasinoSectionId => (CASINO_SECTION_IDS as readonly unknown[]).includes(v);

export function storedCasinoSections(): CasinoSectionId[] {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter(isSection) : [];
  } catch {
    return [];
  }
}

export const casinoSections$ = new BehaviorSubject<CasinoSectionId[]>(storedCasinoSections());

/** The sections that hold at least one game, in the API's order. */
export function sectionsWithGames(lobby: unknown): CasinoSectionId[] {
  const games = lobby && typeof lobby === 'object' && Array.isArray((lobby as { games?: unknown }).games) ? (lobby as { games: unknown[] }).games : [];
  const filled = new Set(games.map((g) => (g && typeof g === 'object' ? (g as { section?: unknown }).section : null)));
  return CASINO_SECTION_IDS.filter((s) => filled.has(s));
}

/** Reads the lobby and publishes its sections with games; a failed read keeps what was known. */
export async function loadCasinoSections(): Promise<void> {
  let list: CasinoSectionId[];
  try {
    list = sectionsWithGames(await fetchLobbyData());
  } catch {
    return;
  }
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // storage full or blocked: this visit still knows
  }
  casinoSections$.next(list);
}

/** The casino sections with games, as last read. */
export const useCasinoSections = (): CasinoSectionId[] => useObservable(casinoSections$);
