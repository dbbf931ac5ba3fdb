import { act, fireEvent, screen, within } from '@testing-library/react';
import { api, auth$, balance$, LOGGED_OUT } from '@khel/shared';
import { fail, fakeApi, ok, renderAt } from '../test-utils';
import { contestJson, doneJson, matchJson, NOW, openFightJson } from '../test-fixtures';
import PlaceBetScreen from './PlaceBetScreen';

const settle = () => act(async () => undefined);
const ROUTE = '/cricket-fight/:id/place-bet';
const pick = (name: string) => fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${name} `) }));
const slip = () => within(screen.getByRole('form', { name: 'Fight slip' }));

describe('/cricket-fight/:id/place-bet, the team builder', () => {
  beforeEach(() => {
    sessionStorage.clear();
    auth$.next({ token: 't', user: null });
    balance$.next({ bl: 1000, ex: 0, bc: 0, eb: 0 });
    jest.useFakeTimers({ now: Date.parse(NOW), doNotFake: ['queueMicrotask', 'setTimeout'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });
  afterAll(() => auth$.next(LOGGED_OUT));

  it('builds a team by role, up to 6, checks the stake against the contest, and posts once with the wallet figures on balance$', async () => {
    const calls = fakeApi(api.fantasy, (c) => (c.method === 'GET' ? ok(matchJson()) : ok(doneJson(contestJson({ status: 'open' })), 'Fight posted')));
    renderAt(<PlaceBetScreen />, { path: '/cricket-fight/7/place-bet', route: ROUTE });
    await settle();
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual(['Wicket-keepers', 'Batters', 'All-rounders', 'Bowlers', 'Contest type']);
    for (const n of [1, 2, 3, 4, 5, 6]) pick(`Mumbai Player ${n}`);
    expect(screen.getByText('6 of 1 to 6 picked')).toBeTruthy();
    expect(screen.getByText('Your team is full: at most 6 players.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Delhi Player 1 Delhi Chargers' }) as HTMLButtonElement).disabled).toBe(true);
    pick('Mumbai Player 6');
    pick('Delhi Player 1');
    fireEvent.click(slip().getByRole('button', { name: 'Max Ball' }));
    fireEvent.change(slip().getByLabelText('Stake (₹10.00 to ₹5,000.00)'), { target: { value: '6000' } });
    fireEvent.click(slip().getByRole('button', { name: 'Post fight' }));
    expect(slip().getByRole('alert').textContent).toBe('Stake must be between ₹10.00 and ₹5,000.00');
    fireEvent.change(slip().getByLabelText('Stake (₹10.00 to ₹5,000.00)'), { target: { value: '100' } });
    expect(slip().getByText('₹190.00')).toBeTruthy();
    fireEvent.click(slip().getByRole('button', { name: 'Post fight' }));
    fireEvent.click(slip().getByRole('button', { name: 'Post fight' }));
    await settle();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [c.url, c.body])).toEqual([['/fights', { match_id: '7', kind: 'max_ball', stake: 100, players: ['a0', 'a1', 'a2', 'a3', 'a4', 'b0'] }]]);
    expect(posts[0]!.headers['Idempotency-Key']).toMatch(/.+/);
    expect(balance$.value).toEqual({ bl: 900, ex: -100, bc: 1, eb: 0 });
    expect(screen.getByTestId('where').textContent).toBe('/cricket-fight/my-contests/31');
    expect(sessionStorage.length).toBe(0);
  });

  it("refuses a team of none, shows the server's refusal, and keeps the draft over a reload", async () => {
    fakeApi(api.fantasy, (c) => (c.method === 'GET' ? ok(matchJson()) : fail(400, 'Insufficient Balance')));
    const first = renderAt(<PlaceBetScreen />, { path: '/cricket-fight/7/place-bet?mode=pair', route: ROUTE });
    await settle();
    fireEvent.change(slip().getByLabelText(/^Stake/), { target: { value: '250' } });
    fireEvent.click(slip().getByRole('button', { name: 'Pair me' }));
    expect(slip().getByRole('alert').textContent).toBe('Pick 1 to 6 players');
    pick('Delhi Player 3');
    fireEvent.click(slip().getByRole('button', { name: 'Pair me' }));
    await settle();
    expect(slip().getByRole('alert').textContent).toBe('Insufficient Balance');
    first.unmount();
    renderAt(<PlaceBetScreen />, { path: '/cricket-fight/7/place-bet?mode=pair', route: ROUTE });
    await settle();
    expect(screen.getByRole('button', { name: 'Delhi Player 3 Delhi Chargers' }).getAttribute('aria-pressed')).toBe('true');
    expect((slip().getByLabelText(/^Stake/) as HTMLInputElement).value).toBe('250');
  });

  it("takes an open fight: its size is fixed and said; a fight already gone says so", async () => {
    const calls = fakeApi(api.fantasy, (c) =>
      c.url === '/matches/7' ? ok(matchJson()) : c.url === '/matches/7/fights' ? ok({ fights: [openFightJson()] }) : ok(doneJson(contestJson({ side: 'taker' }), true), 'Fight taken'),
    );
    renderAt(<PlaceBetScreen />, { path: '/cricket-fight/7/place-bet?fight=31', route: ROUTE });
    await settle();
    expect(screen.getByText('0 of 2 picked')).toBeTruthy();
    expect(slip().getByText('Stake ₹100.00')).toBeTruthy();
    pick('Delhi Player 1');
    fireEvent.click(slip().getByRole('button', { name: 'Take fight' }));
    expect(slip().getByRole('alert').textContent).toBe('Pick 2 players: the fight is 2 a side');
    pick('Delhi Player 2');
    fireEvent.click(slip().getByRole('button', { name: 'Take fight' }));
    await settle();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([['/fights/31/take', { players: ['b0', 'b1'] }]]);

    fakeApi(api.fantasy, (c) => (c.url === '/matches/7' ? ok(matchJson()) : ok({ fights: [] })));
    renderAt(<PlaceBetScreen />, { path: '/cricket-fight/7/place-bet?fight=31', route: ROUTE });
    await settle();
    expect(screen.getByText('This fight has already been taken')).toBeTruthy();
  });

  it('says teams are locked once the match has started, and asks a logged-out visitor to log in', async () => {
    fakeApi(api.fantasy, () => ok(matchJson({ status: 'live', locked: true })));
    const view = renderAt(<PlaceBetScreen />, { path: '/cricket-fight/7/place-bet', route: ROUTE });
    await settle();
    expect(screen.getByText('Teams are locked: the match has started')).toBeTruthy();
    view.unmount();
    act(() => auth$.next(LOGGED_OUT));
    renderAt(<PlaceBetScreen />, { path: '/cricket-fight/7/place-bet', route: ROUTE });
    await settle();
    expect(screen.getByText('Please log in to play.')).toBeTruthy();
  });
});
