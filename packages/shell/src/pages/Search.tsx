import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auth$, EmptyResult, useObservable } from '@khel/shared';
import { searchMenu } from '../chrome/menu';
import { Link } from '../routing/Link';

/** The search route (full page, no header): find any section by name. */
export function Search() {
  const { t } = useTranslation();
  const { token } = useObservable(auth$);
  const [query, setQuery] = useState('');
  const results = searchMenu(query, Boolean(token));
  return (
    <section className="s-page">
      <div className="s-searchbar">
        <Link to="/" className="s-icon" label={t('Back')}>
          ‹
        </Link>
        <input autoFocus type="search" placeholder={t('Search games and pages')} aria-label={t('Search')} value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      {query.trim() && !results.length ? (
        <EmptyResult />
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
