import '../../test/polyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { clearSession, type Operator } from '../../api/session';
import { OperatorContext } from '../../app/operator';
import { fail, fakeOps, ok, signInAs, type Call, type Reply } from '../../test/fakeOps';
import { BOOK_REFRESH_MS } from './LiveBook';
import SportsEvent from './SportsEvent';
import { book, event, fancy, matchOdds } from './test/fixtures';

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};
const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET').map((c) => [c.url, c.body]);
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);

function show(role: 'admin' | 'agent', markets: unknown[], reply: (c: Call) => Reply | undefined = () => undefined): Call[] {
  signInAs(role);
  const calls = fakeOps((c) => reply(c) ?? (c.url === '/ops/sports/markets/7/book' ? ok(book) : ok({ event: event(), markets })));
  render(
    <OperatorContext.Provider value={{ username: role, role } as Operator}>
      <MemoryRouter initialEntries={['/sports/events/3']}>
        <Routes>
          <Route path="/sports/events/:id" element={<SportsEvent />} />
        </Routes>
      </MemoryRouter>
    </OperatorContext.Provider>,
  );
  return calls;
}

afterEach(() => {
  clearSession();
  jest.useRealTimers();
});

describe('sports event screen', () => {
  it('shows each market with its limits, bets and prices (back blue, lay pink), and suspends one', async () => {
    const calls = show('agent', [matchOdds()], (c) => (c.method === 'POST' ? ok(matchOdds({ status: 'suspended' }), 'Market suspended') : undefined));
    const market = await screen.findByRole('region', { name: 'Market Match Odds' });
    expect(within(market).getByText('Bets: 2 matched, 0 waiting, 0 settled, 0 void')).toBeTruthy();
    expect(within(market).getByText('Stake ₹100.00 – ₹25,000.00')).toBeTruthy();
    expect(cells(within(market).getByRole('row', { name: 'Runner Mumbai' }))).toEqual(['Mumbai', '—', '—', '1.80₹1,000.00', '1.82₹500.00', '—', '—']);
    expect(cells(within(market).getByRole('row', { name: 'Runner Delhi' }))).toEqual(['Delhi', '—', '—', '2.20', '—', '—', '—']);
    expect(within(market).queryByRole('button', { name: 'Roll back' })).toBeNull();
    await click(within(market).getByRole('button', { name: 'Suspend' }));
    expect(writes(calls)).toEqual([['/ops/sports/markets/7/status', { status: 'suspended' }]]);
  });

  it('edits exchange prices, showing the server’s refusal of an off-ladder price', async () => {
    const calls = show('agent', [matchOdds()], (c) => (c.method === 'POST' ? fail(422, 'runners[0].back[0].odds 2.01 is not on the exchange ladder') : undefined));
    await click(within(await screen.findByRole('region', { name: 'Market Match Odds' })).getByRole('button', { name: 'Prices' }));
    const dialog = screen.getByRole('dialog', { name: 'Prices: Match Odds' });
    expect((within(dialog).getByLabelText('Mumbai back 1 odds') as HTMLInputElement).value).toBe('1.80');
    fireEvent.change(within(dialog).getByLabelText('Mumbai back 1 odds'), { target: { value: '2.01' } });
    fireEvent.change(within(dialog).getByLabelText('Mumbai back 2 odds'), { target: { value: '1.79' } });
    fireEvent.change(within(dialog).getByLabelText('Delhi lay 1 odds'), { target: { value: 'x' } });
    await click(within(dialog).getByRole('button', { name: 'Set prices' }));
    expect(alerts()).toEqual(['Delhi lay 1: odds must be a number']);
    fireEvent.change(within(dialog).getByLabelText('Delhi lay 1 odds'), { target: { value: '2.24' } });
    await click(within(dialog).getByRole('button', { name: 'Set prices' }));
    expect(writes(calls)).toEqual([
      ['/ops/sports/markets/7/prices', {
        runners: [
          { runner_id: '21', back: [{ odds: 2.01, size: 1000 }, { odds: 1.79 }], lay: [{ odds: 1.82, size: 500 }] },
          { runner_id: '22', back: [{ odds: 2.2 }], lay: [{ odds: 2.24 }] },
        ],
      }],
    ]);
    expect(alerts()).toEqual(['runners[0].back[0].odds 2.01 is not on the exchange ladder']);
  });

  it('edits a fancy line: No and Yes lines with their rates', async () => {
    const calls = show('agent', [fancy()], (c) => (c.method === 'POST' ? ok(fancy(), 'Prices set') : undefined));
    await click(within(await screen.findByRole('region', { name: 'Market 10 over runs' })).getByRole('button', { name: 'Prices' }));
    const dialog = screen.getByRole('dialog', { name: 'Prices: 10 over runs' });
    expect(['No line', 'No rate', 'Yes line', 'Yes rate'].map((l) => (within(dialog).getByLabelText(l) as HTMLInputElement).value)).toEqual(['78', '90', '80', '100']);
    fireEvent.change(within(dialog).getByLabelText('Yes line'), { target: { value: '82' } });
    await click(within(dialog).getByRole('button', { name: 'Set prices' }));
    expect(writes(calls)).toEqual([['/ops/sports/markets/8/prices', { runners: [{ runner_id: '31', back: [{ odds: 2, line: 82 }], lay: [{ odds: 1.9, line: 78 }] }] }]]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('settles after a confirmation that says who wins and what the house wins on it', async () => {
    const report = { run_id: '5', bets: 2, players: 2, resumed: false, already_settled: false, market: matchOdds({ status: 'settled' }) };
    const calls = show('agent', [matchOdds()], (c) => (c.url.endsWith('/settle') ? ok(report, 'Market settled: 2 bets of 2 players') : undefined));
    await click(within(await screen.findByRole('region', { name: 'Market Match Odds' })).getByRole('button', { name: 'Settle' }));
    const dialog = screen.getByRole('dialog', { name: 'Settle Match Odds' });
    await click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(alerts()).toEqual(['Please choose the winner']);
    await click(within(dialog).getByRole('radio', { name: 'Delhi' }));
    await click(within(dialog).getByRole('button', { name: 'Review' }));
    const confirm = screen.getByRole('dialog', { name: 'Settle Match Odds' });
    expect([...confirm.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Winner: Delhi',
      '2 matched bets will be settled and paid at once. The house wins ₹250.00 on this result.',
    ]);
    expect(writes(calls)).toEqual([]);
    await click(within(confirm).getByRole('button', { name: 'Confirm settle' }));
    expect(writes(calls)).toEqual([['/ops/sports/markets/7/settle', { winner: '22' }]]);
  });

  it('lets an admin roll a settlement back after a confirmation naming it', async () => {
    const settlement = { id: '5', status: 'done', result: { winner: '21' }, outcome: 'Winner: Mumbai', bets: 2, players: 2, players_pnl: -100, actor: 'agent', started_at: '2026-11-23T10:00:00.000Z', finished_at: '2026-11-23T10:00:01.000Z' };
    const calls = show('admin', [matchOdds({ status: 'settled', settlement })], (c) =>
      c.url.endsWith('/rollback') ? ok({ run_id: '5', postings: 2, already_rolled_back: false, market: matchOdds({ status: 'closed' }) }, 'Settlement rolled back') : undefined,
    );
    const market = await screen.findByRole('region', { name: 'Market Match Odds' });
    expect(within(market).getByLabelText('Settlement of Match Odds').textContent).toBe('Winner: MumbaiDone: 2 bets of 2 playersPlayers\' P&L −₹100.00By agent, 03:30PM | 23 Nov 2026 IST');
    expect(within(market).queryByRole('button', { name: 'Settle' })).toBeNull();
    await click(within(market).getByRole('button', { name: 'Roll back' }));
    const dialog = screen.getByRole('dialog', { name: 'Roll back Match Odds' });
    expect(within(dialog).getByText('The settlement "Winner: Mumbai" is reversed: 2 players give back what it paid and their 2 bets are open again. The market is closed and can be settled again.')).toBeTruthy();
    await click(within(dialog).getByRole('button', { name: 'Roll back settlement' }));
    expect(writes(calls)).toEqual([['/ops/sports/markets/7/rollback', { run_id: '5' }]]);
  });

  it('lets an admin set the most one price takes and the price age limit; an agent sees the rule but no button', async () => {
    show('agent', [matchOdds()]);
    const seen = await screen.findByRole('region', { name: 'Market Match Odds' });
    expect(within(seen).getByText('At one price any stake (house book)')).toBeTruthy();
    expect(within(seen).getByText('Prices older than 5 s not taken')).toBeTruthy();
    expect(within(seen).queryByRole('button', { name: 'Limits' })).toBeNull();
    clearSession();
    document.body.innerHTML = '';
    const calls = show('admin', [matchOdds()], (c) =>
      c.url.endsWith('/limits') ? ok(matchOdds({ price_size_limit: 2500, price_max_age_seconds: 10 }), 'Market limits saved') : undefined,
    );
    const market = await screen.findByRole('region', { name: 'Market Match Odds' });
    await click(within(market).getByRole('button', { name: 'Limits' }));
    const dialog = screen.getByRole('dialog', { name: 'Limits: Match Odds' });
    fireEvent.change(within(dialog).getByLabelText('Most one price takes (₹)'), { target: { value: '25.5.0' } });
    await click(within(dialog).getByRole('button', { name: 'Save limits' }));
    expect(alerts()).toEqual(['The size limit must be an amount in rupees, or empty for no limit']);
    fireEvent.change(within(dialog).getByLabelText('Most one price takes (₹)'), { target: { value: '2500' } });
    fireEvent.change(within(dialog).getByLabelText('Price age limit (seconds)'), { target: { value: '10' } });
    await click(within(dialog).getByRole('button', { name: 'Save limits' }));
    expect(writes(calls)).toEqual([['/ops/sports/markets/7/limits', { price_size_limit: 2500, price_max_age_seconds: 10 }]]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets an admin add a market: runners one per line, none for a fancy line', async () => {
    const calls = show('admin', [], (c) => (c.method === 'POST' ? ok(fancy(), 'Market created') : undefined));
    expect(await screen.findByText('No markets yet.')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'New market' }));
    const dialog = screen.getByRole('dialog', { name: 'New market' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Winner' } });
    fireEvent.change(within(dialog).getByLabelText('Runners (one per line)'), { target: { value: 'Mumbai\n\n Delhi \n' } });
    fireEvent.change(within(dialog).getByLabelText('Max profit per player (₹, optional)'), { target: { value: '5000' } });
    fireEvent.change(within(dialog).getByLabelText('In-play delay (seconds)'), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText('Most one price takes (₹, optional)'), { target: { value: '2000' } });
    await click(within(dialog).getByRole('button', { name: 'Create market' }));
    fireEvent.click(screen.getByRole('button', { name: 'New market' }));
    const again = screen.getByRole('dialog', { name: 'New market' });
    fireEvent.change(within(again).getByLabelText('Kind'), { target: { value: 'fancy' } });
    expect(within(again).queryByLabelText('Runners (one per line)')).toBeNull();
    fireEvent.change(within(again).getByLabelText('Name'), { target: { value: '10 over runs' } });
    await click(within(again).getByRole('button', { name: 'Create market' }));
    expect(writes(calls)).toEqual([
      ['/ops/sports/events/3/markets', { kind: 'match_odds', name: 'Winner', min_stake: 100, max_stake: 100000, bet_delay_seconds: 5, max_profit: 5000, price_max_age_seconds: 60, price_size_limit: 2000, runners: ['Mumbai', 'Delhi'] }],
      ['/ops/sports/events/3/markets', { kind: 'fancy', name: '10 over runs', min_stake: 100, max_stake: 100000, bet_delay_seconds: 0, max_profit: null, price_max_age_seconds: 60, price_size_limit: null }],
    ]);
  });

  it('shows the live book and reads it again every 5 seconds', async () => {
    jest.useFakeTimers();
    const calls = show('agent', [matchOdds()]);
    await click(within(await screen.findByRole('region', { name: 'Market Match Odds' })).getByRole('button', { name: 'Live book' }));
    const table = await screen.findByRole('table', { name: 'Book of Match Odds' });
    expect([...table.querySelectorAll('tbody tr')].map((r) => cells(r as HTMLElement))).toEqual([['Mumbai', '−₹100.00'], ['Delhi', '₹250.00']]);
    expect(screen.getByText('Worst case −₹100.00')).toBeTruthy();
    const reads = () => calls.filter((c) => c.url === '/ops/sports/markets/7/book').length;
    expect(reads()).toBe(1);
    await act(async () => {
      jest.advanceTimersByTime(BOOK_REFRESH_MS);
    });
    expect(reads()).toBe(2);
  });
});
