import { useEffect } from 'react';
import { getBook } from '../../api/sports';
import { rupees } from '../../ui/format';
import { ErrorNote, Loading } from '../../ui/Status';
import { useLoad } from '../../ui/useLoad';

export const BOOK_REFRESH_MS = 5000;

/** Rupees with a minus sign in front of the symbol when negative (−₹100.00). */
export const signed = (pnl: number) => (pnl < 0 ? `−${rupees(-pnl)}` : rupees(pnl));

/** A fancy book's rows are the results from each line up to the next one: "up to 77", "78 to 79", "80 or more". */
export function fancyRange(values: number[], i: number): string {
  const v = values[i]!;
  const next = values[i + 1];
  if (next === undefined) return `${v} or more`;
  if (i === 0) return `up to ${next - 1}`;
  return next - 1 === v ? String(v) : `${v} to ${next - 1}`;
}

/**
 * The live book of one market: what the house wins (or pays, in red) on each outcome over every matched bet, and
 * its worst case. Re-read every 5 seconds while open.
 */
export function LiveBook({ marketId, name }: { marketId: string; name: string }) {
  const book = useLoad(() => getBook(marketId), [marketId]);
  const { reload } = book;
  useEffect(() => {
    const timer = setInterval(reload, BOOK_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);
  if (!book.data) return book.error ? <ErrorNote message={book.error} onRetry={reload} /> : <Loading label="Loading the book…" />;
  const b = book.data;
  return (
    <div>
      <table className="bo-table" aria-label={`Book of ${name}`}>
        <thead>
          <tr>
            <th>{b.kind === 'fancy' ? 'Result' : 'If this wins'}</th>
            <th className="bo-num">House P&amp;L</th>
          </tr>
        </thead>
        <tbody>
          {b.outcomes.map((o, i) => (
            <tr key={o.runner_id ?? `v${o.value}`}>
              <td>{o.name ?? (b.kind === 'fancy' ? fancyRange(b.outcomes.map((x) => x.value ?? 0), i) : o.runner_id)}</td>
              <td className={`bo-num ${o.pnl < 0 ? 'bo-sp-lose' : 'bo-sp-win'}`}>{signed(o.pnl)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="bo-sp-facts">
        <span>{b.bets} matched bets</span>
        <span>Worst case {signed(b.worst)}</span>
        <span>Best case {signed(b.best)}</span>
        {book.error && <span role="alert">{book.error}</span>}
      </p>
    </div>
  );
}
