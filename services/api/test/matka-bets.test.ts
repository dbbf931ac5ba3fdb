import type { Db } from '../src/db/db';
import { findLedgerViolations } from '../src/ledger';
import { updateMarket } from '../src/matka/markets';
import { placeSlip } from '../src/matka/place-slip';
import { declareResult } from '../src/matka/settle';
import { slipInput } from '../src/matka/slip-input';
import { balances, makePlayer } from './sports-fixtures';
import { ist, makeMatkaMarket, OPERATOR, DAY } from './matka-fixtures';
import { createTestDb, dbKinds, type TestDb } from './test-db';

const slip = (marketId: string, bets: object[]) => slipInput({ market_id: marketId, bets });
const message = async (p: Promise<unknown>) => p.then(() => 'taken', (e: Error) => e.message);

describe.each(dbKinds())('matka slips (%s)', (kind) => {
  let t: TestDb;
  let db: Db;
  beforeAll(async () => {
    t = await createTestDb(kind);
    db = t.db;
  });
  afterAll(() => t.drop());
  afterEach(async () => expect(await findLedgerViolations(db)).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] }));

  it('refuses malformed lines with a 422 naming the field', () => {
    const bad = (bets: unknown, text: string) => expect(() => slipInput({ market_id: '1', bets })).toThrow(text);
    bad([], 'bets must be a list of 1 to 250 bets');
    bad([{ type: 'single', session: 'open', number: '10', amount: 10 }], 'bets[0].number must be a single digit 0 to 9');
    bad([{ type: 'jodi', number: '5', amount: 10 }], 'bets[0].number must be two digits 00 to 99');
    bad([{ type: 'single_patti', session: 'open', number: '112', amount: 10 }], 'bets[0].number must be a single patti');
    bad([{ type: 'double_patti', session: 'close', number: '123', amount: 10 }], 'bets[0].number must be a double patti');
    bad([{ type: 'triple_patti', session: 'open', number: '123', amount: 10 }], 'bets[0].number must be a triple patti');
    bad([{ type: 'single', number: '1', amount: 10 }], 'bets[0].session must be open or close');
    bad([{ type: 'jodi', session: 'open', number: '12', amount: 10 }], 'bets[0].session is not taken for jodi');
    bad([{ type: 'jodi', number: '12', amount: 10.001 }], 'bets[0].amount must be an amount in rupees');
    bad([{ type: 'lottery', number: '12', amount: 10 }], 'bets[0].type must be one of');
    expect(() => slipInput({ market_id: 'x', bets: [] })).toThrow('market_id must be an id');
  });

  it('takes a slip of many numbers in one posting, holding each stake as exposure, and answers a replay with the same slip', async () => {
    const p = await makePlayer(db, 100_000n);
    const m = await makeMatkaMarket(db);
    const before = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transactions')).rows[0]!.n;
    const input = slip(m, [
      { type: 'single', session: 'open', number: '6', amount: 10 },
      { type: 'jodi', number: '68', amount: 20 },
      { type: 'single_patti', session: 'close', number: '459', amount: 10.5 },
      { type: 'full_sangam', number: '123-459', amount: 10 },
    ]);
    const s = await placeSlip(db, p, input, { clientKey: 'slip-1', now: ist('10:00') });
    expect(s.total).toBe('5050');
    expect(s.bets.map((b) => [b.type, b.session, b.number, b.rate_x100])).toEqual([
      ['single', 'open', '6', 900], ['jodi', 'close', '68', 9000], ['single_patti', 'close', '459', 14000], ['full_sangam', 'close', '123-459', 1000000],
    ]);
    expect(await balances(db, p)).toEqual({ cash: 94_950n, exposure: 5050n, betsCount: 4 });
    const after = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transactions')).rows[0]!.n;
    expect(after - before).toBe(1);
    const { rows } = await db.query<{ posting_id: string; liability: string; exposure_delta: string }>(
      `SELECT posting_id::text, liability::text, exposure_delta::text FROM bets WHERE user_id = $1 ORDER BY id`, [p]);
    expect(new Set(rows.map((r) => r.posting_id))).toEqual(new Set([s.slip_id]));
    expect(rows.map((r) => r.liability)).toEqual(['1000', '2000', '1050', '1000']);
    expect(await placeSlip(db, p, input, { clientKey: 'slip-1', now: ist('10:01') })).toEqual(s);
    expect(await balances(db, p)).toEqual({ cash: 94_950n, exposure: 5050n, betsCount: 4 });
  });

  it('closes open-session lines, jodi and sangams at the open time and close-session lines at the close time (IST)', async () => {
    const p = await makePlayer(db, 100_000n);
    const m = await makeMatkaMarket(db); // 11:00 - 13:00 IST
    const at = (hhmm: string, bets: object[]) => message(placeSlip(db, p, slip(m, bets), { now: ist(hhmm) }));
    const openSingle = { type: 'single', session: 'open', number: '1', amount: 10 };
    const closeSingle = { type: 'single', session: 'close', number: '1', amount: 10 };
    const jodi = { type: 'jodi', number: '11', amount: 10 };
    const sangam = { type: 'half_sangam_close', number: '1-123', amount: 10 };
    expect(await at('10:59', [openSingle, jodi, closeSingle])).toBe('taken');
    expect(await at('11:00', [openSingle])).toBe('Open session is closed for bets');
    expect(await at('11:00', [jodi])).toBe('Open session is closed for bets');
    expect(await at('11:30', [sangam])).toBe('Open session is closed for bets');
    expect(await at('12:59', [closeSingle])).toBe('taken');
    expect(await at('13:00', [closeSingle])).toBe('Close session is closed for bets');
    // 05:29 UTC on the 23rd is 10:59 IST: still open; a slip is all-or-nothing
    expect(await message(placeSlip(db, p, slip(m, [openSingle]), { now: new Date(`${DAY}T05:29:00Z`) }))).toBe('taken');
    expect(await at('12:00', [closeSingle, openSingle])).toBe('Open session is closed for bets');
    expect(await balances(db, p)).toEqual({ cash: 100_000n - 5000n, exposure: 5000n, betsCount: 5 });
  });

  it('refuses after the open result is declared, off days, paused markets, wrong amounts and short balance, taking nothing', async () => {
    const p = await makePlayer(db, 3000n);
    const m = await makeMatkaMarket(db, { days: ['mon'] }); // DAY is a Monday
    const jodi = { type: 'jodi', number: '11', amount: 10 };
    expect(await message(placeSlip(db, p, slip(m, [{ ...jodi, amount: 9.99 }]), { now: ist('09:00') }))).toBe('Amount must be between 10 and 100000');
    expect(await message(placeSlip(db, p, slip(m, [jodi, jodi, jodi, { ...jodi, amount: 1 + 9 }]), { now: ist('09:00') }))).toBe('Insufficient Balance');
    expect(await message(placeSlip(db, p, slip(m, [jodi]), { now: ist('09:00', '2026-11-24') }))).toBe('This market has no draw today');
    await updateMarket(db, m, { active: false }, OPERATOR, new Date());
    expect(await message(placeSlip(db, p, slip(m, [jodi]), { now: ist('09:00') }))).toBe('This market is not taking bets');
    await updateMarket(db, m, { active: true }, OPERATOR, new Date());
    await declareResult(db, { marketId: m, date: DAY, session: 'open', pana: '123' }, OPERATOR, { now: ist('09:30') });
    expect(await message(placeSlip(db, p, slip(m, [jodi]), { now: ist('09:31') }))).toBe('Open session is closed for bets');
    expect(await message(placeSlip(db, p, slip(m, [{ type: 'single', session: 'close', number: '1', amount: 10 }]), { now: ist('09:31') }))).toBe('taken');
    expect(await balances(db, p)).toEqual({ cash: 2000n, exposure: 1000n, betsCount: 1 });
  });
});
