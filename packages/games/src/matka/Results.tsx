import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Table } from '@khel/shared/kit';
import type { MatkaResult } from '@khel/shared/contracts';
import { fetchResults } from '../api/matka';
import { LoadError } from '../common/ui';
import { useMatkaFormat } from './format';
import { useMatkaLoad } from './useMatkaData';

/** A market's declared results, newest first (open panna–jodi–close panna), 20 a page with "Load more". */
export function Results({ marketId, name }: { marketId: string; name: string }) {
  const { t } = useTranslation();
  const f = useMatkaFormat();
  const [pages, setPages] = useState(1);
  const loader = useCallback(async () => {
    const items: MatkaResult[] = [];
    let total = 0;
    for (let page = 1; page <= pages; page++) {
      const answer = await fetchResults(marketId, page);
      items.push(...answer.items);
      total = answer.total;
      if (answer.items.length === 0) break;
    }
    return { items, more: items.length < total };
  }, [marketId, pages]);
  const [load, reload] = useMatkaLoad(loader, [loader]);
  if (load.state === 'error') return <LoadError message={load.message} onRetry={reload} />;
  const rows = load.state === 'ready' ? load.data.items : [];
  return (
    <>
      <Table
        caption={t('{{name}} results', { name })}
        loading={load.state === 'loading'}
        rows={rows}
        rowKey={(r) => r.draw_date}
        emptyTitle={t('No results yet')}
        columns={[
          { key: 'date', header: t('Date'), cell: (r) => f.date(r.draw_date) },
          { key: 'result', header: t('Result'), cell: (r) => <strong className="m-result-cell">{r.result}</strong> },
        ]}
      />
      {load.state === 'ready' && load.data.more && (
        <div className="m-more">
          <Button variant="secondary" size="sm" onClick={() => setPages((p) => p + 1)}>
            {t('Load more')}
          </Button>
        </div>
      )}
    </>
  );
}
