import '../../test/polyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { clearSession, type Operator } from '../../api/session';
import { OperatorContext } from '../../app/operator';
import { fail, fakeOps, ok, signInAs, type Call } from '../../test/fakeOps';
import MatkaMarkets from './MatkaMarkets';
import { draw, market, session } from './test-fixtures';

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};
const writes = (calls: Call[]) => calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body]);
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

function show(role: 'admin' | 'agent') {
  signInAs(role);
  render(
    <OperatorContext.Provider value={{ username: role, role } as Operator}>
      <MemoryRouter initialEntries={['/matka']}>
        <MatkaMarkets />
      </MemoryRouter>
    </OperatorContext.Provider>,
  );
}

/** The server: the market list, the draw of `d`, and `write` for every POST. */
function server(d: ReturnType<typeof draw>, write: (c: Call) => [number, unknown] = () => ok({}, 'OK')) {
  return fakeOps((c) => {
    if (c.method === 'POST') return write(c);
    if (c.url.includes('/draws/')) return ok(d);
    return ok({ markets: [market({ today: d })] });
  });
}

afterEach(() => clearSession());

describe('matka markets screen', () => {
  it("lists markets with India-time hours, days and today's draw; an agent cannot create or edit", async () => {
    server(draw({ result: '123-6*-***', open: session('open', { status: 'declared', pana: '123', open_bets: 0, run_id: '9', run_status: 'done', house_pnl: -120 }) }));
    show('agent');
    const row = await screen.findByRole('row', { name: 'Market Kalyan' });
    expect(cells(row).slice(0, 8)).toEqual(['Kalyan', '15:30 – 17:30', 'Every day', '123-6*-***', 'Declared 123', 'Open', '5', '₹190.00']);
    expect(screen.queryByRole('button', { name: 'New market' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Kalyan' })).toBeNull();
    await click(screen.getByRole('button', { name: 'Draw of Kalyan' }));
    const open = await screen.findByRole('row', { name: 'Open session' });
    expect(cells(open).slice(0, 7)).toEqual(['Open', 'Declared 123', '03:30PM | 23 Nov 2026 IST', '3', '0', '₹150.00', '−₹120.00']);
    expect(within(open).queryByRole('button', { name: 'Roll back' })).toBeNull();
  });

  it('declares the open result: refuses a pana that is not one of the 220, shows the ank before sending', async () => {
    const calls = server(draw(), () => ok({ run_id: '1', bets: 3, players: 2, resumed: false, already_settled: false, draw: draw() }, 'Open 123 declared: 3 bets of 2 players settled'));
    show('agent');
    await click(await screen.findByRole('button', { name: 'Draw of Kalyan' }));
    const close = await screen.findByRole('row', { name: 'Close session' });
    expect(within(close).queryByRole('button', { name: 'Declare result' })).toBeNull();
    await click(within(screen.getByRole('row', { name: 'Open session' })).getByRole('button', { name: 'Declare result' }));
    const dialog = screen.getByRole('dialog', { name: 'Declare the open result' });
    fireEvent.change(within(dialog).getByLabelText('Open pana'), { target: { value: '321' } });
    await click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(alerts()).toEqual(['A pana is three digits in ascending order, 0 counting as 10 (e.g. 123, 190, 000)']);
    fireEvent.change(within(dialog).getByLabelText('Open pana'), { target: { value: '190' } });
    expect(within(dialog).getByText('Makes ank 0')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Open pana'), { target: { value: '123' } });
    await click(within(dialog).getByRole('button', { name: 'Review' }));
    const review = screen.getByRole('dialog', { name: 'Declare the open result' });
    expect(review.querySelector('p')!.textContent).toBe('Declare 123 as the open result of Kalyan for 2026-11-23? Open ank 6: the result reads 123-6. 3 open bets of this session settle now.');
    expect(writes(calls)).toEqual([]);
    await click(within(review).getByRole('button', { name: 'Declare 123' }));
    expect(writes(calls)).toEqual([['/ops/matka/markets/5/result', { date: '2026-11-23', session: 'open', pana: '123' }]]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('declares the close result with the jodi it makes, and shows a refusal in the dialog', async () => {
    const d = draw({ result: '123-6*-***', open: session('open', { status: 'declared', pana: '123', open_bets: 0, run_id: '9', run_status: 'done' }) });
    const calls = server(d, () => fail(409, 'Declare the open result first'));
    show('agent');
    await click(await screen.findByRole('button', { name: 'Draw of Kalyan' }));
    await click(within(await screen.findByRole('row', { name: 'Close session' })).getByRole('button', { name: 'Declare result' }));
    const dialog = screen.getByRole('dialog', { name: 'Declare the close result' });
    fireEvent.change(within(dialog).getByLabelText('Close pana'), { target: { value: '459' } });
    expect(within(dialog).getByText('Makes ank 8, jodi 68')).toBeTruthy();
    await click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(screen.getByRole('dialog').querySelector('p')!.textContent).toBe(
      'Declare 459 as the close result of Kalyan for 2026-11-23? Close ank 8, jodi 68: the result reads 123-68-459. 2 open bets of this session settle now.',
    );
    await click(screen.getByRole('button', { name: 'Declare 459' }));
    expect(alerts()).toEqual(['Declare the open result first']);
    expect(writes(calls)).toEqual([['/ops/matka/markets/5/result', { date: '2026-11-23', session: 'close', pana: '459' }]]);
  });

  it('voids a session, resumes an interrupted settlement and (admins) rolls one back, each after a confirmation', async () => {
    const d = draw({
      open: session('open', { status: 'declared', pana: '123', run_id: '9', run_status: 'done' }),
      close: session('close', { status: 'declared', pana: '459', run_id: '10', run_status: 'running' }),
    });
    const calls = server(d, () => ok({ run_id: '9', postings: 3, already_rolled_back: false, draw: d }, 'done'));
    show('admin');
    await click(await screen.findByRole('button', { name: 'Draw of Kalyan' }));
    await click(within(await screen.findByRole('row', { name: 'Open session' })).getByRole('button', { name: 'Roll back' }));
    expect(screen.getByRole('dialog', { name: 'Roll back the open settlement?' }).querySelector('p')!.textContent).toBe(
      'Every payment of the open settlement of Kalyan on 2026-11-23 is taken back and its bets are open again, so a new result can be declared.',
    );
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Roll back' }));
    await click(within(screen.getByRole('row', { name: 'Close session' })).getByRole('button', { name: 'Resume settlement' }));
    await click(within(screen.getByRole('dialog', { name: 'Resume the settlement?' })).getByRole('button', { name: 'Resume settlement' }));
    expect(writes(calls)).toEqual([
      ['/ops/matka/markets/5/rollback', { date: '2026-11-23', session: 'open', run_id: '9' }],
      ['/ops/matka/markets/5/settle', { date: '2026-11-23', session: 'close' }],
    ]);
  });

  it('voids an open session after saying what is refunded', async () => {
    const calls = server(draw(), () => ok({ run_id: '3', bets: 3, players: 1, resumed: false, already_settled: false, draw: draw() }, 'Session void: 3 bets refunded'));
    show('agent');
    await click(await screen.findByRole('button', { name: 'Draw of Kalyan' }));
    await click(within(await screen.findByRole('row', { name: 'Open session' })).getByRole('button', { name: 'Void' }));
    expect(screen.getByRole('dialog', { name: 'Void the open session?' }).querySelector('p')!.textContent).toBe(
      'Every bet of the open session of Kalyan on 2026-11-23 is refunded (3 bets, ₹150.00 staked).',
    );
    await click(screen.getByRole('button', { name: 'Void session' }));
    expect(writes(calls)).toEqual([['/ops/matka/markets/5/void', { date: '2026-11-23', session: 'open' }]]);
  });
});
