import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, formatAmount, Icon, Spinner } from '@khel/shared';
import { Button, EmptyState, Skeleton } from '@khel/shared/kit';
import type { KeysetList } from './load';

export function Fallback() {
  return (
    <div className="r-center">
      <Spinner />
    </div>
  );
}

/** A screen's heading with the back button, and its actions (exports) on the right. */
export function ScreenHead({ title, children }: { title: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="r-head">
      <button type="button" className="r-back" aria-label={t('Back')} onClick={() => window.history.back()}>
        <Icon name="back" size={20} />
      </button>
      <h1>{title}</h1>
      {children}
    </div>
  );
}

/** Rupees, signed and coloured when `signed` (a P&L, a credit or debit). */
export function Money({ value, signed }: { value: number | null | undefined; signed?: boolean }) {
  const v = value ?? 0;
  const tone = signed ? (v > 0 ? 'r-plus' : v < 0 ? 'r-minus' : '') : '';
  const sign = signed && v > 0 ? '+' : '';
  return <span className={tone}>{`${sign}₹${formatAmount(v)}`.replace('₹-', '-₹')}</span>;
}

export interface Figure {
  label: string;
  value: number | null | undefined;
  signed?: boolean;
  /** A count, not money. */
  count?: boolean;
}

/** The range's totals, kept in view at the top while the list under it grows. */
export function Totals({ figures, label }: { figures: Figure[] | null; label: string }) {
  const { t } = useTranslation();
  return (
    <section className="r-totals" aria-label={label}>
      {figures ? (
        <dl>
          {figures.map((f) => (
            <div key={f.label}>
              <dt>{t(f.label)}</dt>
              <dd>{f.count ? String(f.value ?? 0) : <Money value={f.value} signed={f.signed} />}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <Skeleton lines={2} label={t('Loading totals')} />
      )}
    </section>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return <ErrorPanel title={t('Could not load this report')} message={message || t('Please check your connection and try again.')} onRetry={onRetry} retryLabel={t('Retry')} />;
}

export function Empty({ text }: { text?: string }) {
  const { t } = useTranslation();
  return <EmptyState title={t('Nothing in this range')} text={text ?? t('Try a longer range or another filter.')} art="records" />;
}

/**
 * A report list that grows as the player scrolls: the next page is asked when its end comes near the screen (an
 * IntersectionObserver on a marker after the last row), or with the Load more button; loading, empty and error
 * states included.
 */
export function PagedList<T>({ list, render, empty, label, nested }: { list: KeysetList<T, unknown>; render: (item: T) => ReactNode; empty?: string; label: string; nested?: boolean }) {
  const { t } = useTranslation();
  const marker = useRef<HTMLDivElement>(null);
  const { more, loadingMore, moreFailed, loadMore } = list;
  useEffect(() => {
    const el = marker.current;
    if (!el || !more || moreFailed || typeof IntersectionObserver === 'undefined') return;
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), { rootMargin: '400px 0px' });
    seen.observe(el);
    return () => seen.disconnect();
  }, [more, moreFailed, loadMore, list.items.length]);
  if (list.state === 'loading') return <Skeleton lines={6} height="44px" label={t('Loading')} />;
  if (list.state === 'error') return <LoadError message={list.message} onRetry={list.reload} />;
  if (!list.items.length) return <Empty text={empty} />;
  return (
    <>
      <ul className="r-list" aria-label={label}>
        {list.items.map(render)}
      </ul>
      <div ref={marker} className="r-more">
        {loadingMore ? (
          <Spinner />
        ) : moreFailed ? (
          <Button variant="secondary" size="sm" onClick={loadMore}>
            {t('Could not load more. Retry')}
          </Button>
        ) : more ? (
          <Button variant="ghost" size="sm" onClick={loadMore}>
            {t('Load more')}
          </Button>
        ) : nested ? null : (
          <span className="r-muted">{t('That is everything in this range.')}</span>
        )}
      </div>
    </>
  );
}
