import type { Queryable } from '../db/db';
import { addDays, weekStart } from './clock';
import { ank, resultText } from './panas';

/** Result history and the two charts players read: the jodi chart (jodi per day) and the panel chart (panas too). */

interface DrawResult {
  draw_date: string;
  open_pana: string | null;
  close_pana: string | null;
}

async function results(q: Queryable, marketId: string, opts: { from?: string; to?: string; limit?: number; offset?: number }): Promise<DrawResult[]> {
  const { rows } = await q.query<DrawResult>(
    `SELECT to_char(draw_date, 'YYYY-MM-DD') AS draw_date,
            max(pana) FILTER (WHERE session = 'open') AS open_pana, max(pana) FILTER (WHERE session = 'close') AS close_pana
       FROM matka_sessions
      WHERE market_id = $1 AND status = 'declared' AND ($2::date IS NULL OR draw_date >= $2::date) AND ($3::date IS NULL OR draw_date <= $3::date)
      GROUP BY draw_date ORDER BY draw_date DESC LIMIT $4 OFFSET $5`,
    [marketId, opts.from ?? null, opts.to ?? null, opts.limit ?? 1000, opts.offset ?? 0],
  );
  return rows;
}

function jodiOf(r: DrawResult | undefined): string | null {
  return r?.open_pana && r.close_pana ? `${ank(r.open_pana)}${ank(r.close_pana)}` : null;
}

/** Declared results, newest first, a page at a time. */
export async function resultHistory(q: Queryable, marketId: string, page: number, pageSize: number) {
  const rows = await results(q, marketId, { limit: pageSize, offset: (page - 1) * pageSize });
  const total = await q.query<{ n: number }>(`SELECT count(DISTINCT draw_date)::int AS n FROM matka_sessions WHERE market_id = $1 AND status = 'declared'`, [marketId]);
  return {
    items: rows.map((r) => ({
      draw_date: r.draw_date,
      open_pana: r.open_pana,
      close_pana: r.close_pana,
      jodi: jodiOf(r),
      result: resultText(r.open_pana, r.close_pana),
    })),
    total: total.rows[0]!.n,
    page,
  };
}

/** `weeks` weeks (Monday to Sunday) up to the one holding `today`, oldest first; a day without a result is null. */
export async function chart(q: Queryable, marketId: string, today: string, weeks: number) {
  const first = addDays(weekStart(today), -7 * (weeks - 1));
  const last = addDays(weekStart(today), 6);
  const byDate = new Map((await results(q, marketId, { from: first, to: last })).map((r) => [r.draw_date, r]));
  return {
    weeks: Array.from({ length: weeks }, (_, w) => {
      const start = addDays(first, 7 * w);
      return {
        week_start: start,
        days: Array.from({ length: 7 }, (_, d) => {
          const date = addDays(start, d);
          const r = byDate.get(date);
          return { date, open_pana: r?.open_pana ?? null, jodi: jodiOf(r), close_pana: r?.close_pana ?? null };
        }),
      };
    }),
  };
}
