import { useCallback, useEffect, useState } from 'react';
import { auth$, useObservable } from '@khel/shared';

/**
 * Favourites and recently played: the casino API keeps neither, so they live in this browser's localStorage, one
 * list per player (`khel_casino:<user name>`; `guest` before login): game ids, newest first, at most 12 recent.
 */
export interface Shelf {
  favourites: string[];
  recent: string[];
}
const EMPTY: Shelf = { favourites: [], recent: [] };
export const RECENT_MAX = 12;
const keyOf = (player: string) => `khel_casino:${player}`;

const ids = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(0, 200) : []);

export function readShelf(player: string): Shelf {
  try {
    const raw = localStorage.getItem(keyOf(player));
    if (!raw) return EMPTY;
    const v = JSON.parse(raw) as Partial<Shelf>;
    return { favourites: ids(v.favourites), recent: ids(v.recent).slice(0, RECENT_MAX) };
  } catch {
    return EMPTY; // storage blocked or a damaged entry: start empty
  }
}

function writeShelf(player: string, shelf: Shelf): void {
  try {
    localStorage.setItem(keyOf(player), JSON.stringify(shelf));
  } catch {
    // storage full or blocked: the lists last this visit only
  }
}

export const toggled = (list: string[], id: string) => (list.includes(id) ? list.filter((x) => x !== id) : [id, ...list]);
export const played = (list: string[], id: string) => [id, ...list.filter((x) => x !== id)].slice(0, RECENT_MAX);

/** The signed-in player's shelf, saved on every change. */
export function useShelf() {
  const auth = useObservable(auth$);
  const player = auth.user?.user_name ?? 'guest';
  const [shelf, setShelf] = useState<Shelf>(() => readShelf(player));
  useEffect(() => setShelf(readShelf(player)), [player]);
  const update = useCallback(
    (change: (s: Shelf) => Shelf) =>
      setShelf((s) => {
        const next = change(s);
        writeShelf(player, next);
        return next;
      }),
    [player],
  );
  const toggleFavourite = useCallback((id: string) => update((s) => ({ ...s, favourites: toggled(s.favourites, id) })), [update]);
  const markPlayed = useCallback((id: string) => update((s) => ({ ...s, recent: played(s.recent, id) })), [update]);
  return { shelf, toggleFavourite, markPlayed, isDemo: Boolean(auth.user?.isDemo), loggedIn: Boolean(auth.token) };
}
