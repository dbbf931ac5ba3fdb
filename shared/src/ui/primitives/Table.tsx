import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';
import { Skeleton } from './Skeleton';
import { useKitStyles } from './kit-styles';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  /** The cell (default: the row's field named by key). */
  cell?: (row: Row) => ReactNode;
  /** Numbers and amounts: right-aligned, tabular digits. */
  numeric?: boolean;
}

export interface TableProps<Row> {
  /** The table's name (its caption); read first by screen readers. */
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey(row: Row): string;
  /** Loading: skeleton rows instead of the data. */
  loading?: boolean;
  /** Shown in the body when there are no rows. */
  emptyTitle?: string;
  emptyText?: string;
}

/**
 * A data table with a caption and column headers (th scope=col). It scrolls sideways inside a focusable region on a
 * narrow screen, so a keyboard can scroll it too. Loading shows skeleton rows; no rows shows the empty state.
 */
export function Table<Row>({ caption, columns, rows, rowKey, loading, emptyTitle = 'No data found!', emptyText = '' }: TableProps<Row>) {
  const { t } = useTranslation();
  useKitStyles();
  const captionId = `k-table-${useId()}`;
  const cellClass = (c: Column<Row>) => (c.numeric ? 'k-num' : undefined);
  let body: ReactNode;
  if (loading) {
    body = (
      <tr>
        <td colSpan={columns.length}>
          <Skeleton lines={3} label={t('Loading {caption}').replace('{caption}', caption)} />
        </td>
      </tr>
    );
  } else if (!rows.length) {
    body = (
      <tr>
        <td colSpan={columns.length}>
          <EmptyState title={emptyTitle} text={emptyText} art="records" />
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => (
      <tr key={rowKey(row)}>
        {columns.map((c) => (
          <td key={c.key} className={cellClass(c)}>
            {c.cell ? c.cell(row) : String((row as Record<string, unknown>)[c.key] ?? '')}
          </td>
        ))}
      </tr>
    ));
  }
  return (
    // A region that scrolls must be reachable by keyboard to be scrolled (WCAG 2.1.1; axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="k-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="k-table" aria-busy={loading || undefined}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={cellClass(c)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}
