import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auth$, casinoSections$, EmptyResult, Icon, useObservable } from '@khel/shared';
import { searchMenu } from '../chrome/menu';
import { Link } from 'react-router-dom';

/** The search route (full page, no header): find any section by name. */
export function Search() {
  const { t } = useTranslation();
  const { token } = useObservable(auth$);
  const [query, setQuery] = useState('');
  // The player opened search to type: the caret starts in the field.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  const results = searchMenu(query, Boolean(token), casinoSections$.value);
  return (
    <section className="s-page">
      <div className="s-searchbar">
        <Link to="/" className="s-icon" aria-label={t('Back')}>
          <Icon name="back" size={24} />
        </Link>
        <input ref={field} type="search" placeholder={t('Search games and pages')} aria-label={t('Search')} value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      {query.trim() && !results.length ? (
        <EmptyResult art="search" />
      ) : (
        <div className="s-list-links">
          {results.map((r) => (
            <Link key={r.to} to={r.to}>
              {t(r.label)}
            </Link>
          ))}
        </div>
      )}
    </section>
  );
}
