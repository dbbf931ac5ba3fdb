import { execFile } from 'node:child_process';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { ReportBetPage, StatementPage, TransferPage, WinLossReport } from '@khel/shared/contracts';
import { FILTER_MESSAGES } from '@khel/shared/contracts';
import { EXPORTS_PER_WINDOW } from '../src/reports/export/throttle';
import { opsCall, opsLogin } from './ops-fixtures';
import {
  approvedDeposit, bettor, casinoRound, getAs, read, settleSports, sportsBet, sportsMarket, startReportsApp, withdrawal, type Bettor, type ReportsApp,
} from './reports-support';

/**
 * The exports (issue 28): the CSV parses back to the report's rows and totals, the PDF opens in a PDF parser
 * (pdf.js) and holds them, downloads are throttled per player, an operator's download is audited. PGlite: what is
 * tested is the file, whatever the database (the export reads through the same queries as the report).
 */
let r: ReportsApp;
let p: Bettor;
beforeAll(async () => {
  r = await startReportsApp('pglite');
  p = await bettor(r, 0);
  await approvedDeposit(r, p, 10_000);
  for (let i = 0; i < 12; i++) {
    const m = await sportsMarket(r, `Market, "quoted" ${i}`);
    await sportsBet(r, p, m, i % 2 ? 'lay' : 'back', 0, 100 + i);
    await settleSports(r, m, (i % 3 === 0 ? 1 : 0) as 0 | 1);
  }
  await casinoRound(r, p, 75.5, { win: 151 });
  await withdrawal(r, p, 500, 'rejected');
}, 120_000);
afterAll(() => r.close());

async function download(url: string, token = p.token) {
  const res = await getAs(r, token, url);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res;
}

const csv = (body: Buffer) => parse(body.toString('utf8'), { bom: true, relax_column_count: false }) as string[][];
/** Rows before the totals, and the totals as name -> value. */
function split(rows: string[][], totals: string[]) {
  const at = rows.findIndex((row) => row[0] === totals[0]);
  return { header: rows[0]!, rows: rows.slice(1, at), totals: Object.fromEntries(rows.slice(at).map((row) => [row[0], row[1]])) };
}

describe('CSV', () => {
  it('the statement parses back to the same rows and totals, UTF-8 with a BOM, amounts as plain numbers, times in the zone', async () => {
    const res = await download('/reports/export/statement?format=csv');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="khel-statement-.*\.csv"$/);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const page = await read<StatementPage>(r, p.token, '/reports/statement?limit=200');
    const file = split(csv(res.rawPayload), ['Opening balance']);
    expect(file.header).toEqual(['Time', 'Description', 'Amount', 'Balance', 'Entry', 'Kind']);
    expect(file.rows.map((row) => [row[1], Number(row[2]), Number(row[3]), row[4]])).toEqual(page.items.map((s) => [s.text.text, s.amount, s.balance, s.id]));
    expect(file.rows.every((row) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(row[0]!) && /^-?\d+\.\d{2}$/.test(row[2]!))).toBe(true);
    const t = page.totals!;
    expect(file.totals).toEqual({ 'Opening balance': t.opening.toFixed(2), Credits: t.credits.toFixed(2), Debits: t.debits.toFixed(2), 'Closing balance': t.closing.toFixed(2), Rows: String(t.rows) });
  });

  it('the bet history parses back, quotes and commas included', async () => {
    const file = split(csv((await download('/reports/export/bets?state=settled')).rawPayload), ['Bets']);
    const page = await read<ReportBetPage>(r, p.token, '/reports/bets?state=settled&limit=200');
    expect(file.rows.map((row) => [row[0], row[5], Number(row[12])])).toEqual(page.items.map((b) => [b.id, b.market, b.pnl]));
    expect(file.rows.some((row) => row[5] === 'Market, "quoted" 3')).toBe(true);
    expect(file.totals).toEqual({ Bets: String(page.totals!.bets), Stakes: page.totals!.stake.toFixed(2), 'P&L': page.totals!.pnl.toFixed(2), Commission: '0.00' });
  });

  it('win-loss and transfers parse back', async () => {
    const wl = await read<WinLossReport>(r, p.token, '/reports/win-loss');
    const days = split(csv((await download('/reports/export/win-loss')).rawPayload), ['Bets']);
    expect(days.rows.map((row) => [row[0], row[1], Number(row[4])])).toEqual(wl.days.map((d) => [d.date, d.product, d.pnl]));
    expect(days.totals['Net deposits']).toBe(wl.totals.net_deposits.toFixed(2));
    const tr = await read<TransferPage>(r, p.token, '/reports/transfers');
    const transfers = split(csv((await download('/reports/export/transfers')).rawPayload), ['Deposited']);
    expect(transfers.rows.map((row) => [row[0], row[2], row[7]])).toEqual(tr.items.map((t) => [t.id, t.status, t.remark ?? '']));
    expect(transfers.totals.Deposited).toBe('10000.00');
  });
});

describe('PDF', () => {
  /** Each page's text, as pdf.js reads it (in its own process: pdf-text.mjs). */
  function pdfText(buf: Buffer): Promise<string[]> {
    return new Promise((resolve, reject) => {
      const child = execFile(process.execPath, [path.join(__dirname, 'pdf-text.mjs')], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
        if (error) return reject(new Error(`${error.message} ${stderr}`));
        try {
          resolve(JSON.parse(stdout) as string[]);
        } catch {
          reject(new Error(`pdf-text.mjs printed: ${stdout.slice(0, 500)}`));
        }
      });
      child.stdin!.end(buf);
    });
  }

  it('the statement opens in a PDF parser with the player, the range and zone, page numbers, the rows and the totals', async () => {
    const res = await download('/reports/export/statement?format=pdf');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfText(res.rawPayload);
    const all = pages.join('\n');
    const statement = await read<StatementPage>(r, p.token, '/reports/statement?limit=200');
    expect(pages[0]).toContain('Khel · Account statement');
    expect(pages[0]).toContain(`Player: ${p.userName} (ID ${p.id})`);
    expect(pages[0]).toContain('Zone: Asia/Kolkata');
    expect(pages[0]).toContain(`Range: `);
    pages.forEach((text, i) => expect(text).toContain(`Page ${i + 1}`));
    for (const row of statement.items) expect(all).toContain(row.text.text);
    expect(all).toContain(`Closing balance: ${statement.totals!.closing.toFixed(2)}`);
    expect(all).toContain(`Credits: ${statement.totals!.credits.toFixed(2)}`);
  });

  it('a long bet history runs over pages, each with its header, column names and number, the totals at the end', async () => {
    const q = await bettor(r, 2000);
    for (let i = 0; i < 45; i++) await casinoRound(r, q, 1 + i, { win: 0 });
    const pages = await pdfText((await download('/reports/export/bets?format=pdf&state=settled', q.token)).rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((text, i) => {
      expect(text).toContain('Khel · Bet history');
      expect(text).toContain(`Player: ${q.userName}`);
      expect(text).toContain('Selection');
      expect(text).toContain(`Page ${i + 1}`);
    });
    expect(pages.at(-1)).toContain('Bets: 45');
    expect(pages.join('\n').match(/Dice/g)).toHaveLength(45);
  });
});

describe('downloads', () => {
  it(`are throttled per player: ${EXPORTS_PER_WINDOW} per 10 minutes, then a 429 that says so (another player is not counted with them)`, async () => {
    const q = await bettor(r, 100);
    for (let i = 0; i < EXPORTS_PER_WINDOW; i++) expect((await getAs(r, q.token, '/reports/export/transfers')).statusCode).toBe(200);
    const refused = await getAs(r, q.token, '/reports/export/statement?format=pdf');
    expect([refused.statusCode, refused.json().message]).toEqual([429, FILTER_MESSAGES.tooMany]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const someoneElse = await bettor(r, 100);
    expect((await getAs(r, someoneElse.token, '/reports/export/transfers')).statusCode).toBe(200);
  });

  it('by an operator are of the player they name, and audited', async () => {
    const token = await opsLogin(r.app, 'agent');
    const res = await opsCall(r.app, token, 'GET', `/reports/ops/players/${p.userName}/export/statement?format=csv&from=2026-01-01&to=2026-03-01`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`khel-statement-${p.userName}-2026-01-01-to-2026-03-01.csv`);
    const audit = await r.testDb.db.query<{ operator_name: string; target: string; after: unknown }>(`SELECT operator_name, target, after FROM audit_log WHERE action = 'reports.export'`);
    expect(audit.rows).toEqual([{ operator_name: 'agent', target: `player:${p.id}`, after: { report: 'statement', format: 'csv', from: '2026-01-01', to: '2026-03-01' } }]);
    const missing = await opsCall(r.app, token, 'GET', '/reports/ops/players/nobody-here/export/statement');
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Player not found']);
  });
});
