import { BehaviorSubject } from 'rxjs';

/** Player display preferences, kept in localStorage across visits. */
export type BalanceDisplay = 'both' | 'balance' | 'exposure' | 'none';
export interface Prefs {
  balanceDisplay: BalanceDisplay;
  stakes: number[];
  language: string;
}

export const PREFS_KEY = 'khel_prefs';
export const DEFAULT_STAKES = [100, 200, 500, 1000];
/** SPEC §9: the stakes of a player who has saved none of their own (the Edit Stake form starts from these). */
export const FALLBACK_STAKES: readonly number[] = Object.freeze([100, 500, 1000, 2000]);

/** The player's own 4 stakes, or FALLBACK_STAKES when they have none: the one place that falls back. */
export function playerStakes(user: { stakes?: number[] } | null | undefined): number[] {
  const own = (user?.stakes ?? []).filter((n) => typeof n === 'number' && n > 0);
  return own.length ? own.slice(0, 4) : [...FALLBACK_STAKES];
}

export const DEFAULT_PREFS: Prefs = Object.freeze({ balanceDisplay: 'both', stakes: DEFAULT_STAKES, language: 'en' }) as Prefs;

const DISPLAYS: BalanceDisplay[] = ['both', 'balance', 'exposure', 'none'];

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (private mode, sandboxed frame)
  }
}

export function readPrefs(): Prefs {
  const raw = storage()?.getItem(PREFS_KEY);
  if (!raw) return { ...DEFAULT_PREFS };
  try {
    const p = JSON.parse(raw) as Partial<Prefs>;
    return {
      balanceDisplay: DISPLAYS.includes(p.balanceDisplay as BalanceDisplay) ? (p.balanceDisplay as BalanceDisplay) : 'both',
      stakes:
        Array.isArray(p.stakes) && p.stakes.length === 4 && p.stakes.every((s) => typeof s === 'number')
          ? p.stakes
          : DEFAULT_STAKES,
      language: typeof p.language === 'string' && p.language ? p.language : 'en',
    };
  } catch {
    return { ...DEFAULT_PREFS };
  }
}

export const prefs$ = new BehaviorSubject<Prefs>(readPrefs());

/** Merges a change into the preferences, emits it and persists it. */
export function setPrefs(change: Partial<Prefs>): Prefs {
  const next = { ...prefs$.value, ...change };
  storage()?.setItem(PREFS_KEY, JSON.stringify(next));
  prefs$.next(next);
  return next;
}
