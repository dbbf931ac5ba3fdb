import '../../test/polyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { clearSession, type Operator } from '../../api/session';
import { OperatorContext } from '../../app/operator';
import { fail, fakeOps, ok, signInAs, type Call } from '../../test/fakeOps';
import FantasyMatch from './FantasyMatch';
import FantasyMatches from './FantasyMatches';

const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};
const writes = (calls: Call[]) => calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body]);
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

const counts = { open: 1, matched: 3, settled: 0, refunded: 0, cancelled: 0, held: 700, commission: 0 };
const player = (team: 'a' | 'b', i: number, over: object = {}) => ({ id: `${team}${i}`, team, name: `${team.toUpperCase()} Player ${i}`, role: i === 0 ? 'keeper' : 'batter', runs: 0, balls: 0, out: false, ...over });
const match = (over: object = {}) => ({
  id: '5', code: 'fm-1', team_a: 'Pune Panthers', team_b: 'Goa Gulls', competition: 'Route Cup', venue: null, start_time: '2026-11-23T10:00:00.000Z', status: 'live', locked: true,
  open_fights: 1, feed: 'operator', sports_event_id: null, scores_version: 3, stale_settlement: false, settlement: null, fights: counts,
  contest_types: [{ kind: 'max_run', min_stake: 10, max_stake: 5000, commission_percent: 10, active: true }, { kind: 'max_ball', min_stake: 10, max_stake: 10000000, commission_percent: 5, active: true }],
  state: { innings: 1, score: '45/2', overs: '6.0', target: null, batting: 'a', striker: null }, players: [player('a', 0), player('a', 1), player('b', 0), player('b', 1)],
  pending_correction: null, ...over,
});

function show(role: 'admin' | 'agent', path: string) {
  signInAs(role);
  render(
    <OperatorContext.Provider value={{ username: role, role } as Operator}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/fantasy" element={<FantasyMatches />} />
          <Route path="/fantasy/matches/:id" element={<FantasyMatch />} />
        </Routes>
      </MemoryRouter>
    </OperatorContext.Provider>,
  );
}

afterEach(() => clearSession());

describe('console: cricket fight', () => {
  it('lists matches with start (India time), feed, fights, money held and settlement; an agent cannot create', async () => {
    fakeOps(() => ok({ matches: [match({ status: 'completed', settlement: { run_id: '9', status: 'done', scores_version: 2, abandoned: false, actor: 'system', started_at: '2026-11-23T13:00:00.000Z', finished_at: null }, stale_settlement: true })], now: '2026-11-23T12:00:00.000Z' }));
    show('agent', '/fantasy');
    const row = await screen.findByRole('row', { name: 'Match Pune Panthers v Goa Gulls' });
    expect(cells(row)).toEqual(['Pune Panthers v Goa GullsRoute Cup', '03:30PM | 23 Nov 2026 IST', 'Operator', 'Completed', '1', '3', '0 / 0', '₹700.00', '₹0.00', 'Settled on scores v2; scores changed since: settle again']);
    expect(screen.queryByRole('button', { name: 'New match' })).toBeNull();
  });

  it('creates a match from the typed squads (name, role a line) with the contest types', async () => {
    const calls = fakeOps((c) =>
      c.method === 'POST' ? ok(match({ status: 'upcoming', locked: false }), 'Match Pune Panthers v Goa Gulls created')
      : c.url.endsWith('/fights') ? ok({ items: [], total: 0, page: 1 })
      : c.url.endsWith('/matches/5') ? ok(match({ status: 'upcoming', locked: false }))
      : ok({ matches: [], now: '2026-11-23T08:00:00.000Z' }),
    );
    show('admin', '/fantasy');
    await click(await screen.findByRole('button', { name: 'New match' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New fantasy match' }));
    fireEvent.change(dialog.getByLabelText('Team A (bats first in the simulator)'), { target: { value: 'Pune Panthers' } });
    fireEvent.change(dialog.getByLabelText('Team B'), { target: { value: 'Goa Gulls' } });
    fireEvent.change(dialog.getByLabelText('Start (India time)'), { target: { value: '2026-11-23T15:30' } });
    fireEvent.change(dialog.getByLabelText('Squad of team A'), { target: { value: 'Keeper A, wk\nOpener A, bat' } });
    fireEvent.change(dialog.getByLabelText('Squad of team B'), { target: { value: 'Keeper B, keeper\nSpin B' } });
    await click(dialog.getByRole('button', { name: 'Create match' }));
    expect(dialog.getByRole('alert').textContent).toBe('Team B, line 2: write "Name, role" (role: keeper, batter, all_rounder or bowler)');
    fireEvent.change(dialog.getByLabelText('Squad of team B'), { target: { value: 'Keeper B, keeper\nSpin B, bowler' } });
    fireEvent.change(dialog.getByLabelText('Max Run commission (% of the pot)'), { target: { value: '10' } });
    fireEvent.change(dialog.getByLabelText('Scores from'), { target: { value: 'simulator' } });
    await click(dialog.getByRole('button', { name: 'Create match' }));
    expect(writes(calls)).toEqual([[
      '/ops/fantasy/matches',
      {
        team_a: 'Pune Panthers', team_b: 'Goa Gulls', competition: '', venue: '', start_time: '2026-11-23T10:00:00.000Z', feed: 'simulator',
        players: [{ team: 'a', name: 'Keeper A', role: 'keeper' }, { team: 'a', name: 'Opener A', role: 'batter' }, { team: 'b', name: 'Keeper B', role: 'keeper' }, { team: 'b', name: 'Spin B', role: 'bowler' }],
        contest_types: [{ kind: 'max_run', min_stake: 10, max_stake: 10000000, commission_percent: 10, active: true }, { kind: 'max_ball', min_stake: 10, max_stake: 10000000, commission_percent: 5, active: true }],
      },
    ]]);
    // the new match's page opens
    expect(await screen.findByRole('heading', { name: 'Pune Panthers v Goa Gulls' })).toBeTruthy();
  });

  it('an agent enters scores of a live operator-fed match (only the changed players) and completes it after a confirmation', async () => {
    let status = 'live';
    const calls = fakeOps((c) => {
      if (c.url.endsWith('/fights')) return ok({ items: [], total: 0, page: 1 });
      if (c.url.endsWith('/status')) {
        status = 'completed';
        return ok({ run_id: '9', bets: 6, players: 6, resumed: false, already_settled: false, resettled: false, match: match({ status }) }, 'Match completed: 6 bets of 6 players settled');
      }
      if (c.method === 'POST') return ok(match(), 'Scores saved');
      return ok(match({ status }));
    });
    show('agent', '/fantasy/matches/5');
    fireEvent.change(await screen.findByLabelText('Runs of A Player 1'), { target: { value: '34' } });
    fireEvent.change(screen.getByLabelText('Balls of A Player 1'), { target: { value: '20' } });
    await click(screen.getByRole('button', { name: 'Save scores' }));
    expect(writes(calls)).toEqual([['/ops/fantasy/matches/5/scores', { scores: [{ player_id: 'a1', runs: 34, balls: 20, out: false }] }]]);
    expect(within(screen.getByRole('group', { name: 'Match actions' })).queryByRole('button', { name: 'Roll back settlement' })).toBeNull();
    await click(within(screen.getByRole('group', { name: 'Match actions' })).getByRole('button', { name: 'Complete' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Complete the match' }));
    expect(dialog.getByText(/Its 3 matched fights settle now/)).toBeTruthy();
    await click(dialog.getByRole('button', { name: 'Complete and settle' }));
    expect(writes(calls).at(-1)).toEqual(['/ops/fantasy/matches/5/status', { status: 'completed' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("an admin corrects a completed match's scores with a reason (settled again) and can roll the settlement back; a refusal is shown", async () => {
    const settled = match({ status: 'completed', settlement: { run_id: '9', status: 'done', scores_version: 3, abandoned: false, actor: 'system', started_at: '2026-11-23T13:00:00.000Z', finished_at: '2026-11-23T13:00:01.000Z' } });
    const calls = fakeOps((c) => {
      if (c.url.endsWith('/fights')) return ok({ items: [], total: 0, page: 1 });
      if (c.url.endsWith('/rollback')) return fail(409, 'Player 12 no longer holds the settled amount; the result cannot be rolled back');
      if (c.method === 'POST') return ok({ run_id: '10', bets: 6, players: 6, resumed: false, already_settled: false, resettled: true, match: settled }, '1 players corrected: 6 bets of 6 players settled again');
      return ok(settled);
    });
    show('admin', '/fantasy/matches/5');
    fireEvent.change(await screen.findByLabelText('Runs of B Player 0'), { target: { value: '7' } });
    await click(screen.getByRole('button', { name: 'Correct and settle again' }));
    expect(screen.getByRole('alert').textContent).toBe('Say why the scores change (kept in the audit)');
    fireEvent.change(screen.getByLabelText('Reason for the correction'), { target: { value: 'scorer missed a four' } });
    await click(screen.getByRole('button', { name: 'Correct and settle again' }));
    expect(writes(calls)).toEqual([['/ops/fantasy/matches/5/corrections', { scores: [{ player_id: 'b0', runs: 7, balls: 0, out: false }], reason: 'scorer missed a four' }]]);
    await click(within(screen.getByRole('group', { name: 'Match actions' })).getByRole('button', { name: 'Roll back settlement' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Roll the settlement back' }));
    await click(dialog.getByRole('button', { name: 'Roll back' }));
    expect(dialog.getByRole('alert').textContent).toBe('Player 12 no longer holds the settled amount; the result cannot be rolled back');
    expect(writes(calls).at(-1)).toEqual(['/ops/fantasy/matches/5/rollback', { run_id: '9' }]);
  });

  it('shows a correction waiting for a second admin, which another admin confirms by sending the same correction', async () => {
    const pending = { proposed_by: 'root', proposed_at: '2026-11-23T13:10:00.000Z', reason: 'runs missed', moves: 228000, scores_version: 3, scores: [{ player_id: 'b1', runs: 70, balls: 40, out: null }] };
    const settled = match({ status: 'completed', pending_correction: pending, settlement: { run_id: '9', status: 'done', scores_version: 3, abandoned: false, actor: 'system', started_at: '2026-11-23T13:00:00.000Z', finished_at: null } });
    const calls = fakeOps((c) => (c.url.endsWith('/fights') ? ok({ items: [], total: 0, page: 1 }) : c.method === 'POST' ? ok({ resettled: true, match: settled }, '1 players corrected: 2 bets of 2 players settled again') : ok(settled)));
    show('admin', '/fantasy/matches/5');
    const box = within(await screen.findByRole('region', { name: 'Pending correction' }));
    expect(box.getByText(/root proposed it 06:40PM \| 23 Nov 2026 IST \(scores v3\): it moves ₹2,28,000.00\. Reason: runs missed/)).toBeTruthy();
    expect(box.getByText('B Player 1: 70 runs, 40 balls')).toBeTruthy();
    await click(box.getByRole('button', { name: 'Confirm correction and settle again' }));
    expect(writes(calls)).toEqual([['/ops/fantasy/matches/5/corrections', { scores: [{ player_id: 'b1', runs: 70, balls: 40 }], reason: 'runs missed' }]]);
  });
});
