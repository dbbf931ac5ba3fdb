import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Skeleton } from '@khel/shared/kit';
import type { MatkaBet } from '@khel/shared/contracts';
import { fetchMyBets, type BetFilter } from '../api/matka';
import { LoadError } from '../common/ui';
import { money, useMatkaFormat } from './format';
import { SESSION_LABELS, typeLabel } from './model';
import { useMatkaLoad, useMatkaRefresh } from './useMatkaData';

const PAGE = 50;
const FILTERS: Array<{ id: BetFilter; label: string }> = [
  { id: 'open', label: 'Open' },
  { id: 'settled', label: 'Settled' },
];

/**
 * The player's matka bets, open (waiting for a result) or settled (won with the amount returned, lost, void), newest
 * first, pages of 50 with "Load more". On a market's page only that market's bets show (the API lists every
 * market, so the filter is ours). Reads again when the wallet changes (a settlement) and when `version` changes.
 */
export function MyBets({ marketId, version = 0 }: { marketId?: string; version?: number }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<BetFilter>('open');
  const [pages, setPages] = useState(1);
  const loader = useCallback(async () => {
    const all: MatkaBet[] = [];
    let total = 0;
    for (let page = 1; page <= pages; page++) {
      const answer = await fetchMyBets(filter, page, PAGE);
      all.push(...answer.items);
      total = answer.total;
      if (answer.items.length < PAGE) break;
    }
    return { items: all, more: all.length < total };
  }, [filter, pages]);
  const [load, reload, refresh] = useMatkaLoad(loader, [loader]);
  useMatkaRefresh(refresh, []);
  useEffect(() => {
    if (version) refresh();
  }, [version, refresh]);

  const shown = load.state === 'ready' ? load.data.items.filter((b) => !marketId || b.market_id === marketId) : [];
  return (
    <section aria-label={t('My Bets')}>
      <div className="g-pills" role="group" aria-label={t('Bet status')}>
        {FILTERS.map((f) => (
          <button key={f.id} type="button" className="g-pill" aria-pressed={filter === f.id} onClick={() => {
              setFilter(f.id);
              setPages(1);
            }}>
            {t(f.label)}
          </button>
        ))}
      </div>
      {load.state === 'loading' && <Skeleton lines={3} height="56px" label={t('Loading your bets')} />}
      {load.state === 'error' && <LoadError message={load.message} onRetry={reload} />}
      {load.state === 'ready' && shown.length === 0 && (
        <EmptyState title={filter === 'open' ? t('No open matka bets') : t('No settled matka bets')} text={t('Bets you place show here until their result.')} />
      )}
      {shown.length > 0 && (
        <ul className="m-bets" aria-label={filter === 'open' ? t('Open bets') : t('Settled bets')}>
          {shown.map((b) => (
            <BetRow key={b.bet_id} bet={b} />
          ))}
        </ul>
      )}
      {load.state === 'ready' && load.data.more && (
        <div className="m-more">
          <Button variant="secondary" size="sm" onClick={() => setPages((p) => p + 1)}>
            {t('Load more')}
          </Button>
        </div>
      )}
    </section>
  );
}

const STATUS_LABELS: Record<string, string> = { open: 'Open', won: 'Won', lost: 'Lost', void: 'Void' };

function BetRow({ bet }: { bet: MatkaBet }) {
  const { t } = useTranslation();
  const f = useMatkaFormat();
  const session = bet.type === 'jodi' ? '' : ` · ${t(SESSION_LABELS[bet.session])}`;
  return (
    <li className="m-bet" data-bet-id={bet.bet_id}>
      <span className="m-bet-title">
        {bet.market} · {t(typeLabel(bet.type))} {bet.number}
      </span>
      <span className="m-bet-right">{money(bet.amount)}</span>
      <span className="g-muted">
        {f.date(bet.draw_date)}
        {session} · {t('Rate {{rate}}', { rate: bet.rate })}
      </span>
      <span className={`m-bet-right m-bet-${bet.status}`}>
        {bet.status === 'won' && bet.win_amount !== null ? t('Won {{amount}}', { amount: money(bet.win_amount) }) : t(STATUS_LABELS[bet.status] ?? bet.status)}
      </span>
    </li>
  );
}
