import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { auth$, casinoSections$, EmptyResult, Icon, Spinner, useObservable } from '@khel/shared';
import type { SearchGroup, SearchKind } from '@khel/shared/contracts';
import { searchMenu } from '../chrome/menu';
import { useBodyClickClose } from '../chrome/useChromeState';
import { clearRecentSearches, fetchRecentSearches, rememberSearch, searchSite } from '../api/search';

/** The wait after the last key before the server is asked (a search per word, not per letter). */
export const SEARCH_DEBOUNCE_MS = 250;
/** GET /site/search takes at most this many characters (@khel/shared/validation SEARCH_MAX_LENGTH). */
const MAX_LENGTH = 60;

const KIND_TITLES: Record<SearchKind | 'page', string> = {
  event: 'Sports events',
  competition: 'Competitions',
  team: 'Teams',
  casino: 'Casino games',
  matka: 'Matka markets',
  fantasy: 'Fantasy matches',
  page: 'Pages',
};

interface Row {
  key: string;
  name: string;
  detail: string;
  link: string;
  inPlay: boolean;
}
interface Shown {
  kind: SearchKind | 'page';
  rows: Row[];
}

type Found = { state: 'idle' } | { state: 'loading'; q: string } | { state: 'ready'; q: string; groups: SearchGroup[] } | { state: 'error'; q: string };

/**
 * The search route (full page, no header: App.tsx): the site's events, competitions, teams, casino games, matka
 * markets and fantasy matches found by the server as the player types (debounced; English or Hindi names,
 * misspellings forgiven), grouped by kind with in-play events first, and the menu's pages. Arrow keys move through
 * the results and Enter opens one; a click on the page outside the search closes the results. A logged-in
 * player's recent searches are kept on the server and shown while the field is empty.
 */
export function Search() {
  const { t, i18n } = useTranslation();
  const go = useNavigate();
  const { token } = useObservable(auth$);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Found>({ state: 'idle' });
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(true);
  const [recent, setRecent] = useState<string[]>([]);
  const close = useCallback(() => setOpen(false), []);
  useBodyClickClose(open, close, '.s-find');
  // The player opened search to type: the caret starts in the field.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);

  useEffect(() => {
    if (!token) return setRecent([]);
    let live = true;
    fetchRecentSearches().then(
      (items) => live && setRecent(items),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [token]);

  const q = query.trim().replace(/\s+/g, ' ');
  useEffect(() => {
    setActive(-1);
    if (!q) return setFound({ state: 'idle' });
    setFound({ state: 'loading', q });
    let live = true;
    const timer = setTimeout(() => {
      searchSite(q).then(
        (r) => live && setFound({ state: 'ready', q, groups: r.groups }),
        () => live && setFound({ state: 'error', q }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q]);

  const hindi = i18n.language === 'hi';
  const shown: Shown[] = useMemo(() => {
    if (found.state !== 'ready') return [];
    const groups: Shown[] = found.groups.map((g) => ({
      kind: g.kind,
      rows: g.items.map((i) => ({ key: `${i.kind}:${i.id}`, name: (hindi && i.name_hi) || i.name, detail: i.detail, link: i.link, inPlay: i.in_play })),
    }));
    const pages = searchMenu(found.q, Boolean(token), casinoSections$.value);
    if (pages.length) groups.push({ kind: 'page', rows: pages.map((p) => ({ key: `page:${p.to}`, name: t(p.label), detail: '', link: p.to, inPlay: false })) });
    return groups;
  }, [found, hindi, token, t]);
  const flat = shown.flatMap((g) => g.rows);

  const choose = (row: Row) => {
    if (token) void rememberSearch(q).catch(() => undefined);
    go(row.link);
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (!flat.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + flat.length) % flat.length);
    } else if (e.key === 'Enter') {
      const row = flat[active] ?? flat[0];
      if (row) choose(row);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };
  const clearRecent = () => {
    setRecent([]);
    void clearRecentSearches().catch(() => undefined);
  };

  const activeRow = flat[active];
  let index = -1;
  return (
    <section className="s-page s-find">
      <div className="s-searchbar">
        <Link to="/" className="s-icon" aria-label={t('Back')}>
          <Icon name="back" size={24} />
        </Link>
        <input
          ref={field}
          type="search"
          role="combobox"
          aria-expanded={open && flat.length > 0}
          aria-controls="s-find-results"
          aria-activedescendant={activeRow ? `s-find-${activeRow.key}` : undefined}
          aria-autocomplete="list"
          maxLength={MAX_LENGTH}
          placeholder={t('Search events, games and markets')}
          aria-label={t('Search')}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKey}
        />
        {found.state === 'loading' && <Spinner small />}
      </div>
      {!q && recent.length > 0 && (
        <div className="s-recent">
          <div className="s-recent-head">
            <b>{t('Recent searches')}</b>
            <button type="button" className="s-link" onClick={clearRecent}>
              {t('Clear recent searches')}
            </button>
          </div>
          <ul aria-label={t('Recent searches')}>
            {recent.map((r) => (
              <li key={r}>
                <button type="button" className="s-link" onClick={() => setQuery(r)}>
                  {r}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {open && found.state === 'ready' && flat.length === 0 && <EmptyResult art="search" />}
      {open && found.state === 'error' && <p className="s-muted">{t('Search failed. Please try again.')}</p>}
      {open && flat.length > 0 && (
        <div id="s-find-results" role="listbox" aria-label={t('Search results')} className="s-find-results">
          {shown.map((g) => (
            <div key={g.kind} role="group" aria-label={t(KIND_TITLES[g.kind])} className="s-find-group">
              <h2>{t(KIND_TITLES[g.kind])}</h2>
              {g.rows.map((row) => {
                index += 1;
                const mine = index;
                return (
                  <div
                    key={row.key}
                    id={`s-find-${row.key}`}
                    role="option"
                    aria-selected={mine === active}
                    className={mine === active ? 's-find-row s-find-active' : 's-find-row'}
                    tabIndex={-1}
                    onMouseEnter={() => setActive(mine)}
                    onClick={() => choose(row)}
                    onKeyDown={(e) => e.key === 'Enter' && choose(row)}
                  >
                    <span className="s-find-name">{row.name}</span>
                    {row.inPlay && <span className="s-find-live">{t('In play')}</span>}
                    {row.detail && <small className="s-muted">{row.detail}</small>}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
