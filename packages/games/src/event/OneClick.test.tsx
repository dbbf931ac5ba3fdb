import '../test-env';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { api, auth$, balance$, LOGGED_OUT, setPrefs } from '@khel/shared';
import { clickBet$ } from '@khel/shared/kit';
import type { Bet, LiveUpdate } from '../api/model';
import { betJson, collectToasts, eventJson, fail, fakeApi, ok, placedJson, positionJson, renderAt, sportEvent, type Call } from '../test-utils';
import EventScreen from './EventScreen';
import { DOUBLE_TAP_MS } from './useOneClick';

// One-click betting on the event page (issue 30): a tap on a price places the bet at the selected stake, no slip.
jest.mock('../api/live', () => ({ subscribeEvent: (_id: string, _m: string[], _on: (u: LiveUpdate) => void) => () => undefined }));

const toasts = collectToasts();
let calls: Call[];
const bet: Bet = { id: 'b9', marketId: 'm1', runnerId: 'r2', side: 'back', oddsX100: 220, line: null, stake: 500, liability: 500, status: 'matched', placedAt: '2026-11-23T10:05:00Z', selectionName: 'Delhi Chargers', exposureDelta: 500 };

function serve(post: (call: Call) => [number, unknown] | Promise<[number, unknown]>) {
  calls = fakeApi(api.sports, (call) => {
    if (call.method === 'POST' && call.url === '/bets') return post(call);
    if (call.url === '/event' && call.params?.event_id === 'e1') return ok(eventJson(sportEvent()));
    if (call.url === '/bets') return ok({ items: calls.some((c) => c.method === 'POST') ? [betJson(bet)] : [] });
    if (call.url === '/positions') return ok({ items: [positionJson({ marketId: 'm1', outcomes: [], exposure: 0 })] });
    return fail(404, 'Not Found');
  });
}
const show = async () => {
  renderAt(<EventScreen />, { path: '/sports-event-detail/e1', route: '/sports-event-detail/:event_id' });
  await act(async () => undefined);
};
const price = () => within(screen.getByRole('region', { name: 'Match Odds' })).getByRole('button', { name: 'Back Delhi Chargers at 2.2' });
const posts = () => calls.filter((c) => c.method === 'POST');

beforeEach(() => {
  sessionStorage.clear();
  setPrefs({ stakes: [100, 500, 1000, 5000] });
  auth$.next({ token: 't', user: null });
  balance$.next({ bl: 1000, ex: 0, bc: 0, eb: 0 });
  clickBet$.next({ click_bet_on: true, click_bet_values: [100, 500, 1000, 5000], click_bet_stake: 500 });
});
afterEach(() => {
  act(() => auth$.next(LOGGED_OUT));
  clickBet$.next(null);
});

describe('one-click betting', () => {
  it('places the bet at the one-click stake on a tap, with no slip, and says the bet was placed', async () => {
    serve(() => ok(placedJson(bet, { bl: 500, ex: -500, bc: 1, eb: 0 })));
    await show();
    expect(screen.getByRole('region', { name: 'One-click betting' }).textContent).toContain('One-click betting is on: a tap on a price places 500');
    fireEvent.click(price());
    expect(screen.queryByRole('form', { name: 'Bet slip' })).toBeNull();
    await act(async () => undefined);
    expect(posts()).toHaveLength(1);
    expect(posts()[0]).toMatchObject({ url: '/bets', body: { market_id: 'm1', runner_id: 'r2', side: 'back', stake: 500, odds: 2.2, accept_price: 'better' } });
    expect(String(posts()[0]!.headers['Idempotency-Key'])).toMatch(/\w{8,}/);
    expect(balance$.value).toEqual({ bl: 500, ex: -500, bc: 1, eb: 0 });
    expect(toasts).toContainEqual({ type: 'success', message: 'Bet placed' });
  });

  it('a double tap places one bet: a tap while one is under way does nothing, and a quick second tap reuses the key', async () => {
    let answer: (v: [number, unknown]) => void = () => undefined;
    serve(() => new Promise((resolve) => (answer = resolve)));
    await show();
    // the clock stands still: the second tap comes well within the double tap's window however slow the machine
    const clock = jest.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    fireEvent.click(price());
    fireEvent.click(price());
    await act(async () => undefined);
    expect(posts()).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Placing your bet');
    await act(async () => answer(ok(placedJson(bet, { bl: 500, ex: -500, bc: 1, eb: 0 }))));
    // a second tap right after the first one ended is the same tap: the same key, which the API replays
    fireEvent.click(price());
    await act(async () => undefined);
    expect(posts()).toHaveLength(2);
    expect(posts()[1]!.headers['Idempotency-Key']).toBe(posts()[0]!.headers['Idempotency-Key']);
    await act(async () => answer(ok(placedJson(bet, { bl: 500, ex: -500, bc: 1, eb: 0 })))); // the API's replay
    // later, a tap is a new bet with a key of its own
    clock.mockReturnValue(1_800_000_000_000 + DOUBLE_TAP_MS + 1);
    fireEvent.click(price());
    await act(async () => undefined);
    expect(posts()).toHaveLength(3);
    expect(posts()[2]!.headers['Idempotency-Key']).not.toBe(posts()[0]!.headers['Idempotency-Key']);
    clock.mockRestore();
  });

  it("shows the API's refusal as an error, as the slip would", async () => {
    serve(() => fail(400, 'Odds changed to 2.18'));
    await show();
    fireEvent.click(price());
    await act(async () => undefined);
    expect(toasts).toContainEqual({ type: 'error', message: 'Odds changed to 2.18' });
  });

  it('off, a tap opens the slip as before', async () => {
    clickBet$.next({ click_bet_on: false, click_bet_values: [100, 500, 1000, 5000], click_bet_stake: 500 });
    serve(() => ok(placedJson(bet, { bl: 500, ex: -500, bc: 1, eb: 0 })));
    await show();
    expect(screen.queryByRole('region', { name: 'One-click betting' })).toBeNull();
    fireEvent.click(price());
    expect(screen.getByRole('form', { name: 'Bet slip' })).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });
});
