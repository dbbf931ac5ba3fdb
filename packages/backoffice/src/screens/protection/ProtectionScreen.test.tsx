import '../../test/polyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { clearSession } from '../../api/session';
import { OperatorContext } from '../../app/operator';
import { fail, fakeOps, ok, signInAs, type Call } from '../../test/fakeOps';
import ProtectionScreen from './ProtectionScreen';

const VIEW = {
  user_id: '12',
  user_name: 'KH00000012',
  date_of_birth: null,
  limits: [{ kind: 'deposit', period: '7d', amount: 1000, pending_amount: 2000, pending_removal: false, confirmable_at: '2026-11-24T04:00:00.000Z', used: 400 }],
  time_out_until: null,
  self_excluded_until: '2027-05-23T04:00:00.000Z',
  reality_check_minutes: 60,
  can_bet: false,
  can_receive_offers: false,
  history: [
    { id: '3', action: 'self_exclusion', detail: '{"months":6}', operator_name: 'agent', created_at: '2026-11-23T04:00:00.000Z' },
    { id: '2', action: 'limit_increase_requested', detail: '{"kind":"deposit"}', operator_name: null, created_at: '2026-11-23T03:00:00.000Z' },
  ],
};

let calls: Call[] = [];
function show(path: string, write: (c: Call) => [number, unknown] = () => fail(500, 'no')) {
  calls = fakeOps((c) => (c.method === 'GET' ? (c.url === '/ops/players/KH00000012/protection' || c.url === '/ops/players/12/protection' ? ok(VIEW) : fail(404, 'Player not found')) : write(c)));
  signInAs('agent');
  render(
    <OperatorContext.Provider value={{ id: 1, username: 'agent', role: 'agent' } as never}>
      <MemoryRouter initialEntries={[path]}>
        <ProtectionScreen />
      </MemoryRouter>
    </OperatorContext.Provider>,
  );
}
const cells = (name: string) => [...screen.getByRole('row', { name }).querySelectorAll('td')].map((td) => td.textContent);

afterEach(() => clearSession());

describe('player protection screen', () => {
  it('asks for a player first', async () => {
    show('/protection');
    await act(async () => undefined); // the screen's load of no player settles (to nothing) inside the test
    expect(screen.getByText('Find a player by id, user name or mobile.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("shows a player's standing, limits with the waiting increase, and the history", async () => {
    show('/protection?player=KH00000012');
    expect((await screen.findByTestId('standing', {}, { timeout: 5000 })).textContent).toBe('Self-excluded until 09:30AM | 23 May 2027 IST');
    expect(screen.getByText('Not given (signed up before it was asked)')).toBeTruthy();
    expect(cells('Deposit limit, 7 days')).toEqual(['Deposit', '7 days', '₹1,000.00', '₹400.00', 'Increase to ₹2,000.00', '09:30AM | 24 Nov 2026 IST']);
    const history = within(screen.getByRole('table', { name: 'Protection history' })).getAllByRole('row').slice(1).map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent));
    expect(history).toEqual([
      ['09:30AM | 23 Nov 2026 IST', 'Self-exclusion', '{"months":6}', 'agent'],
      ['08:30AM | 23 Nov 2026 IST', 'Increase asked for', '{"kind":"deposit"}', 'Player'],
    ]);
    expect(screen.queryByRole('button', { name: /lift|remove|cancel/i })).toBeNull();
  });

  it('applies a time-out with a reason through a dialog that says only an admin corrects it', async () => {
    show('/protection?player=KH00000012', (c) => (c.url === '/ops/players/12/protection/time-out' ? ok({ message: 'Your time-out runs until 09:30AM | 30 Nov 2026 IST.', until: '2026-11-30T04:00:00.000Z' }, 'Your time-out runs until 09:30AM | 30 Nov 2026 IST.') : fail(500, 'no')));
    await screen.findByTestId('standing', {}, { timeout: 5000 });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Apply a time-out' })));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('note').textContent).toBe('The player cannot bet or deposit until it ends; withdrawals stay open. Only an admin can correct a mistake, within 24 hours.');
    fireEvent.change(within(dialog).getByLabelText('Days'), { target: { value: '7' } });
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Apply time-out' })));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please give a reason of 3 to 500 characters');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Asked on chat' } });
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Apply time-out' })));
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([['/ops/players/12/protection/time-out', { days: 7, reason: 'Asked on chat' }]]);
    expect((await screen.findByRole('status')).textContent).toBe('Your time-out runs until 09:30AM | 30 Nov 2026 IST.');
  });
});
