import '../test-env';
import { Profiler } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { api, auth$, balance$, LOGGED_OUT, setPrefs } from '@khel/shared';
import type { LiveUpdate } from '../api/model';
import type { Bet } from '../api/model';
import { betJson, bookmaker, collectToasts, eventJson, fail, fakeApi, fancy, matchOdds, ok, placedJson, positionJson, renderAt, sportEvent, type Call } from '../test-utils';
import EventScreen from './EventScreen';

// The live channel, driven by the test: every subscriber's listener.
const listeners: Array<(u: LiveUpdate) => void> = [];
jest.mock('../api/live', () => ({
  subscribeEvent: (_id: string, _markets: string[], onUpdate: (u: LiveUpdate) => void) => {
    listeners.push(onUpdate);
    return () => listeners.splice(listeners.indexOf(onUpdate), 1);
  },
}));
// Every price drawn, to see which cells a live update draws again.
const drawn: string[] = [];
// Every amount drawn (a card's Min / Max, a fancy line's limits, a runner's P&L), to see which cards are drawn again.
const amounts: number[] = [];
jest.mock('../common/odds', () => {
  const actual = jest.requireActual('../common/odds');
  return {
    ...actual,
    priceText: (kind: string, odds: number) => (drawn.push(`${kind} ${odds}`), actual.priceText(kind, odds)),
    amountText: (value: number) => (amounts.push(value), actual.amountText(value)),
  };
});
const push = (u: LiveUpdate) => act(() => listeners.forEach((l) => l(u)));

const toasts = collectToasts();
let calls: Call[];
const POSITION = { marketId: 'm1', outcomes: [{ runnerId: 'r1', pnl: 80 }, { runnerId: 'r2', pnl: -100 }], exposure: 100 };

type Reply = [number, unknown] | Promise<[number, unknown]>;
function serve(extra: (call: Call) => Reply | undefined = () => undefined) {
  calls = fakeApi(api.sports, (call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.url === '/event' && call.params?.event_id === 'e1') return ok(eventJson(sportEvent()));
    if (call.url === '/bets' && call.method === 'GET') return ok({ items: [] });
    if (call.url === '/positions') return ok({ items: [positionJson(POSITION)] });
    return fail(404, 'Not Found');
  });
}
const show = async () => {
  renderAt(<EventScreen />, { path: '/sports-event-detail/e1', route: '/sports-event-detail/:event_id' });
  await act(async () => undefined);
};
const market = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  sessionStorage.clear();
  setPrefs({ stakes: [100, 500, 1000, 5000] });
  auth$.next({ token: 't', user: null });
  balance$.next({ bl: 1000, ex: 0, bc: 0, eb: 0 });
  serve();
});
afterEach(() => act(() => auth$.next(LOGGED_OUT)));

describe('event page', () => {
  it('shows match odds (back blue, lay pink), bookmaker in Indian odds and fancy No/Yes lines, with the score', async () => {
    await show();
    expect(screen.getByRole('heading', { name: 'Mumbai Strikers v Delhi Chargers' })).toBeTruthy();
    expect(screen.getByText('45/1')).toBeTruthy();
    expect(screen.getByText('5.2 ov')).toBeTruthy();
    const mo = market('Match Odds');
    const back = within(mo).getByRole('button', { name: 'Back Mumbai Strikers at 1.8' });
    expect(back.className).toContain('g-cell-back');
    expect(within(mo).getByRole('button', { name: 'Lay Mumbai Strikers at 1.82' }).className).toContain('g-cell-lay');
    // three levels each side (the deeper ones from 600 px)
    expect(within(mo).getByRole('button', { name: 'Back Mumbai Strikers at 1.78' })).toBeTruthy();
    expect(within(mo).getByRole('button', { name: 'Lay Mumbai Strikers at 1.84' })).toBeTruthy();
    expect(within(market('Bookmaker')).getByRole('button', { name: 'Back Mumbai Strikers at 45' }).textContent).toBe('45');
    expect(within(market('Bookmaker')).getByRole('button', { name: 'Lay Mumbai Strikers at 48' }).textContent).toBe('48');
    const f = market('Fancy');
    expect(within(f).getByRole('button', { name: 'No 10 over runs MS at 78, rate 90' }).textContent).toBe('7890');
    expect(within(f).getByRole('button', { name: 'Yes 10 over runs MS at 80, rate 100' }).textContent).toBe('80100');
    // the player's P&L if each runner wins
    expect(within(mo).getByText('80').className).toContain('g-plus');
    expect(within(mo).getByText('-100').className).toContain('g-minus');
  });

  it('keeps Cash Out on a suspended market (waiting for it to reopen) and offers none on a position flat within a min stake', async () => {
    const positions = [positionJson(POSITION)];
    serve((call) => (call.url === '/positions' ? ok({ items: positions }) : undefined));
    await show();
    const cash = () => within(market('Match Odds')).queryByRole('button', { name: 'Cash Out' }) as HTMLButtonElement | null;
    expect(cash()!.disabled).toBe(false);
    push({ marketId: 'm1', status: 'suspended' });
    expect(cash()!.disabled).toBe(true);
    push({ marketId: 'm1', status: 'open' });
    expect(cash()!.disabled).toBe(false);
    // cashed out: the outcomes differ by a few paise, far below the min stake of 100
    positions[0] = positionJson({ marketId: 'm1', outcomes: [{ runnerId: 'r1', pnl: 94.74 }, { runnerId: 'r2', pnl: 94.73 }], exposure: 0 });
    push({ marketId: 'm1', status: 'settled' });
    await act(async () => undefined);
    expect(cash()).toBeNull();
  });

  it('flashes a price that moves (green up, red down) and covers a suspended market', async () => {
    await show();
    push({ marketId: 'm1', version: 2, runners: [{ runnerId: 'r1', back: [{ odds: 184 }], lay: [{ odds: 186 }] }, { runnerId: 'r2', back: [{ odds: 216 }], lay: [{ odds: 224 }] }] });
    const mo = market('Match Odds');
    expect(within(mo).getByRole('button', { name: 'Back Mumbai Strikers at 1.84' }).className).toContain('g-flash-up');
    expect(within(mo).getByRole('button', { name: 'Back Delhi Chargers at 2.16' }).className).toContain('g-flash-down');
    expect(within(mo).getByRole('button', { name: 'Lay Delhi Chargers at 2.24' }).className).not.toContain('g-flash');
    // moving again while it flashes, the same button (focus stays on it) starts its flash over
    const up = within(mo).getByRole('button', { name: 'Back Mumbai Strikers at 1.84' });
    expect(up.className).not.toContain('g-flash-again');
    push({ marketId: 'm1', version: 3, runners: [{ runnerId: 'r1', back: [{ odds: 185 }], lay: [{ odds: 186 }] }] });
    expect(within(mo).getByRole('button', { name: 'Back Mumbai Strikers at 1.85' })).toBe(up);
    expect(up.className).toContain('g-flash-up g-flash-again');
    push({ marketId: 'b1', status: 'suspended' });
    expect(within(market('Bookmaker')).getByRole('status').textContent).toBe('SUSPENDED');
    expect((within(market('Bookmaker')).getByRole('button', { name: 'Back Mumbai Strikers at 45' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(mo).queryByRole('status')).toBeNull();
    push({ eventId: 'e1', eventState: { sport: 'cricket', score: '52/2', overs: '6.1' } });
    expect(screen.getByText('52/2')).toBeTruthy();
  });

  it('keeps unmoved price cells as they were on a live update, and a pick after it uses the new price and session', async () => {
    await show();
    const mo = market('Match Odds');
    drawn.length = 0;
    // the same prices for r2 (new objects, as every update brings), new best prices for r1
    push({ marketId: 'm1', version: 2, runners: [{ runnerId: 'r1', back: [{ odds: 184 }], lay: [{ odds: 186 }] }, { runnerId: 'r2', back: [{ odds: 220, size: 500 }], lay: [{ odds: 224, size: 400 }] }] });
    // only the cells whose price changed are drawn again, r1's best back and lay (its deeper levels, gone from the
    // update, become empty cells): not r2's, nor any bookmaker or fancy cell
    expect(drawn).toEqual(['match_odds 184', 'match_odds 186']);
    fireEvent.click(within(mo).getByRole('button', { name: 'Back Mumbai Strikers at 1.84' }));
    const slip = screen.getByRole('form', { name: 'Bet slip' });
    expect((within(slip).getByLabelText('Odds') as HTMLInputElement).value).toBe('1.84');
    fireEvent.click(within(slip).getByRole('button', { name: 'Cancel' }));
    // logged out after the page drew its cells: a pick asks to log in
    act(() => auth$.next(LOGGED_OUT));
    fireEvent.click(within(mo).getByRole('button', { name: 'Back Mumbai Strikers at 1.84' }));
    expect(toasts).toContainEqual({ type: 'error', message: 'Please log in to place a bet' });
    expect(screen.queryByRole('form', { name: 'Bet slip' })).toBeNull();
  });

  it('draws again only the card a live update brings, and ends the flashes of one message together', async () => {
    jest.useFakeTimers();
    try {
      // each card's maximum its own, to tell which cards are drawn
      const markets = [matchOdds({ maxStake: 11000 }), bookmaker({ maxStake: 22000 }), fancy({ maxStake: 33000 }), fancy({ id: 'f2', name: '6 over runs DC', maxStake: 44000, runners: [{ id: 'f2r', name: '6 over runs DC', back: [{ odds: 200, line: 50 }], lay: [{ odds: 190, line: 48 }] }] })];
      serve((call) => (call.url === '/event' ? ok(eventJson(sportEvent({ markets }))) : undefined));
      let commits = 0;
      renderAt(
        <Profiler id="event" onRender={() => (commits += 1)}>
          <EventScreen />
        </Profiler>,
        { path: '/sports-event-detail/e1', route: '/sports-event-detail/:event_id' },
      );
      await act(async () => undefined);
      expect(amounts).toEqual(expect.arrayContaining([11000, 22000, 33000, 44000]));
      amounts.length = 0;
      push({ marketId: 'm1', version: 2, runners: [{ runnerId: 'r1', back: [{ odds: 184 }], lay: [{ odds: 186 }] }, { runnerId: 'r2', back: [{ odds: 220 }], lay: [{ odds: 224 }] }] });
      expect(amounts).toContain(11000);
      expect(amounts).not.toEqual(expect.arrayContaining([22000]));
      expect(amounts.filter((a) => a === 33000 || a === 44000)).toEqual([]);
      amounts.length = 0;
      push({ marketId: 'f2', version: 2, runners: [{ runnerId: 'f2r', back: [{ odds: 200, line: 51 }], lay: [{ odds: 190, line: 49 }] }] });
      expect(amounts.filter((a) => a >= 11000)).toEqual([44000]);
      act(() => jest.advanceTimersByTime(900));
      // two markets' moves in one message of the live channel: they flash together and stop together
      act(() => {
        for (const l of listeners) {
          l({ marketId: 'm1', version: 3, runners: [{ runnerId: 'r1', back: [{ odds: 185 }], lay: [{ odds: 187 }] }] });
          l({ marketId: 'b1', version: 2, runners: [{ runnerId: 'b1r1', back: [{ odds: 140 }], lay: [{ odds: 148 }] }] });
        }
      });
      const flashing = () => document.querySelectorAll('.g-flash-up, .g-flash-down').length;
      expect(within(market('Match Odds')).getByRole('button', { name: 'Back Mumbai Strikers at 1.85' }).className).toContain('g-flash-up');
      expect(within(market('Bookmaker')).getByRole('button', { name: 'Back Mumbai Strikers at 40' }).className).toContain('g-flash-down');
      const before = flashing();
      expect(before).toBe(3);
      act(() => jest.advanceTimersByTime(899));
      expect(flashing()).toBe(before);
      amounts.length = 0;
      commits = 0;
      act(() => jest.advanceTimersByTime(1));
      expect(flashing()).toBe(0);
      // one render ended them (not one per market of the message), drawing each of the two cards once
      expect(commits).toBe(1);
      expect(amounts.filter((a) => a === 11000)).toHaveLength(1);
      expect(amounts.filter((a) => a === 22000)).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens the slip from a price and shows each runner P&L before and after the bet', async () => {
    await show();
    const mo = market('Match Odds');
    fireEvent.click(within(mo).getByRole('button', { name: 'Back Delhi Chargers at 2.2' }));
    const slip = screen.getByRole('form', { name: 'Bet slip' });
    expect(within(slip).getByRole('heading').textContent).toBe('Back Delhi Chargers');
    expect((within(slip).getByLabelText('Odds') as HTMLInputElement).value).toBe('2.2');
    fireEvent.click(within(slip).getByRole('button', { name: '500' }));
    expect((within(slip).getByLabelText('Stake') as HTMLInputElement).value).toBe('500');
    expect(within(slip).getByText('Profit:').querySelector('strong')!.textContent).toBe('600');
    expect(within(slip).getByText('Liability:').querySelector('strong')!.textContent).toBe('500');
    // Mumbai: 80 now, 80 - 500 after; Delhi: -100 now, -100 + 600 after.
    const after = [...mo.querySelectorAll('.g-pnl-after')];
    expect(after.map((e) => [e.textContent, e.className])).toEqual([
      ['after this bet: > -420', 'g-pnl-after g-minus'],
      ['after this bet: > 500', 'g-pnl-after g-plus'],
    ]);
    // the stepper moves one tick of the ladder (0.02 between 2 and 3)
    fireEvent.click(within(slip).getByRole('button', { name: 'Higher odds' }));
    expect((within(slip).getByLabelText('Odds') as HTMLInputElement).value).toBe('2.22');
    fireEvent.change(within(slip).getByLabelText('Stake'), { target: { value: '50' } });
    expect(within(slip).getByRole('alert').textContent).toBe('Stake must be between 100 and 100000');
    expect((within(slip).getByRole('button', { name: 'Place Bet' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('places once per press with the slip key, pushes the new balance to the header and lists the bet', async () => {
    let answer: (v: [number, unknown]) => void = () => undefined;
    const bet: Bet = { id: 'b9', marketId: 'm1', runnerId: 'r2', side: 'back', oddsX100: 220, line: null, stake: 500, liability: 500, status: 'matched', placedAt: '2026-11-23T10:05:00Z', selectionName: 'Delhi Chargers', exposureDelta: 400 };
    serve((call) => {
      if (call.method === 'POST' && call.url === '/bets') return new Promise((resolve) => (answer = resolve));
      if (call.url === '/bets' && calls.some((c) => c.method === 'POST')) return ok({ items: [betJson(bet)] });
      return undefined;
    });
    await show();
    fireEvent.click(within(market('Match Odds')).getByRole('button', { name: 'Back Delhi Chargers at 2.2' }));
    const slip = screen.getByRole('form', { name: 'Bet slip' });
    // a new player's price choice is the exchanges' rule: their odds or better (issue 31)
    expect(within(slip).getByRole('button', { name: 'Better odds' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(slip).getByRole('button', { name: '500' }));
    const place = within(slip).getByRole('button', { name: 'Place Bet' });
    fireEvent.click(place);
    fireEvent.click(place);
    fireEvent.submit(slip);
    await act(async () => undefined);
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ url: '/bets', body: { market_id: 'm1', runner_id: 'r2', side: 'back', stake: 500, odds: 2.2, accept_price: 'better' } });
    expect(String(posts[0]!.headers['Idempotency-Key'])).toMatch(/\w{8,}/);
    await act(async () => answer(ok(placedJson(bet, { bl: 600, ex: -400, bc: 1, eb: 0 }))));
    expect(balance$.value).toEqual({ bl: 600, ex: -400, bc: 1, eb: 0 });
    expect(toasts).toContainEqual({ type: 'success', message: 'Bet placed' });
    expect(screen.queryByRole('form', { name: 'Bet slip' })).toBeNull();
    await act(async () => undefined);
    expect(within(screen.getByRole('region', { name: 'My Bets' })).getByText('Delhi Chargers')).toBeTruthy();
  });

  it("shows the API's refusal in the slip and keeps it open", async () => {
    serve((call) => (call.method === 'POST' ? fail(400, 'Odds changed to 2.18') : undefined));
    await show();
    fireEvent.click(within(market('Match Odds')).getByRole('button', { name: 'Back Delhi Chargers at 2.2' }));
    const slip = screen.getByRole('form', { name: 'Bet slip' });
    fireEvent.click(within(slip).getByRole('button', { name: '100' }));
    fireEvent.click(within(slip).getByRole('button', { name: 'Any odds' }));
    fireEvent.click(within(slip).getByRole('button', { name: 'Place Bet' }));
    await act(async () => undefined);
    expect(within(slip).getByRole('alert').textContent).toBe('Odds changed to 2.18');
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ accept_price: 'any' });
    expect(balance$.value!.bl).toBe(1000);
  });

  it('keeps the slip over a reload', async () => {
    const first = await (async () => {
      await show();
      fireEvent.click(within(market('Bookmaker')).getByRole('button', { name: 'Lay Mumbai Strikers at 48' }));
      fireEvent.click(within(screen.getByRole('form', { name: 'Bet slip' })).getByRole('button', { name: '1,000' }));
      return screen;
    })();
    first.getByRole('form', { name: 'Bet slip' });
    document.body.innerHTML = '';
    await show();
    const slip = screen.getByRole('form', { name: 'Bet slip' });
    expect(within(slip).getByRole('heading').textContent).toBe('Lay Mumbai Strikers');
    expect((within(slip).getByLabelText('Stake') as HTMLInputElement).value).toBe('1000');
    expect((within(slip).getByLabelText('Odds') as HTMLInputElement).value).toBe('48');
  });

  it('reads the bets and positions again when a market is settled', async () => {
    await show();
    const reads = () => calls.filter((c) => c.url === '/positions').length;
    expect(reads()).toBe(1);
    push({ marketId: 'b1', status: 'suspended' });
    await act(async () => undefined);
    expect(reads()).toBe(1);
    push({ marketId: 'm1', status: 'settled' });
    await act(async () => undefined);
    expect(reads()).toBe(2);
    expect(within(market('Match Odds')).getByRole('status').textContent).toBe('CLOSED');
  });

  it('sends a logged-out visitor to log in instead of opening the slip', async () => {
    act(() => auth$.next(LOGGED_OUT));
    await show();
    fireEvent.click(within(market('Match Odds')).getByRole('button', { name: 'Back Delhi Chargers at 2.2' }));
    expect(screen.queryByRole('form', { name: 'Bet slip' })).toBeNull();
    expect(toasts).toContainEqual({ type: 'error', message: 'Please log in to place a bet' });
  });
});
