import '../test-env';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { api, auth$, balance$, LOGGED_OUT, setPrefs } from '@khel/shared';
import { fail, fakeApi, ok, renderAt, type Call } from '../test-utils';
import MatkaDetailsScreen from './MatkaDetailsScreen';
import { panasOf } from './panas';
import { marketJson } from './test-fixtures';

const settle = () => act(async () => undefined);
const route = '/matka-details/:itemDetail';
const show = (path = '/matka-details/1') => renderAt(<MatkaDetailsScreen />, { path, route });
// Read by selector: getAllByRole over 120 buttons takes seconds in jsdom.
const numbers = () => [...screen.getByRole('group', { name: 'Numbers' }).querySelectorAll('button')].map((b) => b.textContent);
const slip = () => within(screen.getByRole('form', { name: 'Matka slip' }));
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** The market answer, and for POST /matka/slips `slipAnswer` (default: the slip taken). */
function serve(market: Record<string, unknown> = {}, slipAnswer?: (call: Call) => [number, unknown] | Promise<[number, unknown]>): Call[] {
  return fakeApi(api.sports, (call) => {
    if (call.method === 'POST') {
      if (slipAnswer) return slipAnswer(call);
      const bets = (call.body as { bets: Array<{ amount: number }> }).bets;
      return ok({ slip_id: 's1', market_id: '1', draw_date: '2026-11-23', total: bets.reduce((s, b) => s + b.amount, 0), bets: [] }, 'Bets placed');
    }
    if (call.url === '/matka/my/bets') return ok({ items: [], total: 0, page: 1 });
    return ok(marketJson(market));
  });
}

beforeEach(() => {
  sessionStorage.clear();
  setPrefs({ stakes: [100, 500, 1000, 5000] });
  auth$.next({ token: 'token', user: null });
  balance$.next({ bl: 10000, ex: 0, bc: 0, eb: 0 });
  fakeApi(api.user, () => [200, { success: true, bl: 9300, ex: -700, bc: 0, eb: 0 }]);
});
afterEach(() => {
  auth$.next(LOGGED_OUT);
  balance$.next(null);
});

describe('/matka-details betting page', () => {
  it('offers exactly the valid panas of each patti kind, and 0-9 and 00-99 for single and jodi', async () => {
    serve();
    show();
    await settle();
    expect(numbers()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    press('Jodi Rate 90');
    expect(numbers()).toEqual(Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')));
    press('Single Patti Rate 140');
    expect(numbers()).toHaveLength(120);
    expect([...numbers()].sort()).toEqual([...panasOf('single_patti')].sort());
    expect(screen.getByRole('group', { name: 'Ank 6' }).textContent).toContain('123');
    press('Double Patti Rate 280');
    expect([...numbers()].sort()).toEqual([...panasOf('double_patti')].sort());
    expect(numbers()).toHaveLength(90);
    press('Triple Patti Rate 700');
    expect(numbers()).toEqual(['111', '222', '333', '444', '555', '666', '777', '888', '999', '000']);
  });

  it('after the open time: jodi and the open session are closed, the close session still plays', async () => {
    serve({ open_session_open: false, open_pana: '123', result: '123-6*-***' });
    show();
    await settle();
    expect(screen.getByRole('button', { name: 'Jodi Closed' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open until 11:00PM' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Close until 11:55PM' }).getAttribute('aria-pressed')).toBe('true');
    expect(numbers()).toHaveLength(10);
    press('Jodi Closed');
    expect(screen.getByRole('status').textContent).toBe('Jodi bets closed at the open time, 11:00PM.');
    expect(screen.queryByRole('group', { name: 'Numbers' })).toBeNull();
  });

  it('takes many numbers at once, each with its own stake, and adds up the total', async () => {
    serve();
    show();
    await settle();
    fireEvent.click(slip().getByRole('button', { name: '500' }));
    press('5');
    press('7');
    press('Jodi Rate 90');
    press('68');
    expect(slip().getByText('Numbers: 3')).toBeTruthy();
    expect(screen.getByTestId('matka-total').textContent).toBe('₹1,500.00');
    // The bar that keeps the count and total in sight above the numbers, and takes the keyboard to the slip.
    expect(document.querySelector('.m-bar span')!.textContent).toBe('Numbers: 3 · ₹1,500.00');
    fireEvent.click(screen.getByRole('button', { name: 'Go to slip' }));
    expect(document.activeElement).toBe(slip().getByLabelText('Stake for new numbers'));
    fireEvent.change(slip().getByLabelText('Stake for Single 7 · Open'), { target: { value: '200' } });
    fireEvent.click(slip().getByRole('button', { name: 'Remove Jodi 68' }));
    expect(screen.getByTestId('matka-total').textContent).toBe('₹700.00');
    fireEvent.change(slip().getByLabelText('Stake for Single 5 · Open'), { target: { value: '5' } });
    expect(slip().getByText('Stake must be between 10 and 1,00,000')).toBeTruthy();
    expect(slip().getByRole('button', { name: 'Place Bets' }).hasAttribute('disabled')).toBe(true);
  });

  it('places the slip once with its Idempotency-Key however often it is pressed, and moves the header balance', async () => {
    let answer: (v: [number, unknown]) => void = () => undefined;
    const calls = serve({}, () => new Promise((resolve) => (answer = resolve)));
    show();
    await settle();
    fireEvent.click(slip().getByRole('button', { name: '500' }));
    press('5');
    press('Jodi Rate 90');
    fireEvent.click(slip().getByRole('button', { name: '100' }));
    press('68');
    const place = slip().getByRole('button', { name: 'Place Bets' });
    fireEvent.click(place);
    fireEvent.click(place);
    await settle();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url).toBe('/matka/slips');
    expect(posts[0]!.body).toEqual({ market_id: '1', bets: [{ type: 'single', session: 'open', number: '5', amount: 500 }, { type: 'jodi', number: '68', amount: 100 }] });
    const key = posts[0]!.headers['Idempotency-Key'];
    expect(key).toMatch(/\S{16,}/);
    const seen: number[] = [];
    const sub = balance$.subscribe((b) => b && seen.push(b.bl));
    await act(async () => answer(ok({ slip_id: 's1', market_id: '1', draw_date: '2026-11-23', total: 600, bets: [] }, 'Bets placed')));
    await settle();
    sub.unsubscribe();
    expect(seen).toEqual([10000, 9400, 9300]);
    expect(balance$.value).toEqual({ bl: 9300, ex: -700, bc: 0, eb: 0 });
    expect(slip().getByText('Numbers: 0')).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('khel_matka_slip:1')!).key).not.toBe(key);
  });

  it("shows the API's refusal and keeps the slip", async () => {
    serve({}, () => fail(400, 'Open session is closed for bets'));
    show();
    await settle();
    press('3');
    fireEvent.click(slip().getByRole('button', { name: 'Place Bets' }));
    await settle();
    expect(slip().getByRole('alert').textContent).toBe('Open session is closed for bets');
    expect(slip().getByText('Numbers: 1')).toBeTruthy();
    press('4');
    expect(slip().queryByRole('alert')).toBeNull();
  });

  it('keeps the slip, its key, and the chosen type across a reload', async () => {
    serve();
    const first = show('/matka-details/1?type=double_patti&session=close');
    await settle();
    expect(screen.getByRole('button', { name: 'Double Patti Rate 280' }).getAttribute('aria-pressed')).toBe('true');
    press('112');
    const stored = JSON.parse(sessionStorage.getItem('khel_matka_slip:1')!);
    expect(stored.lines).toEqual([{ type: 'double_patti', session: 'close', number: '112', stake: '100' }]);
    first.unmount();
    show('/matka-details/1?type=double_patti&session=close');
    await settle();
    expect(slip().getByLabelText('Stake for Double Patti 112 · Close')).toBeTruthy();
    expect(screen.getByRole('button', { name: '112' }).getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(sessionStorage.getItem('khel_matka_slip:1')!).key).toBe(stored.key);
  });

  it('a number whose session closed while it sat on the slip is marked, and the slip waits until it is removed', async () => {
    sessionStorage.setItem(
      'khel_matka_slip:1',
      JSON.stringify({ drawDate: '2026-11-23', stake: '100', key: 'k1', lines: [{ type: 'single', session: 'open', number: '5', stake: '100' }, { type: 'single', session: 'close', number: '7', stake: '100' }] }),
    );
    serve({ open_session_open: false, open_pana: '123', result: '123-6*-***' });
    show();
    await settle();
    expect(slip().getByText('Closed for bets: remove it to place the others')).toBeTruthy();
    expect(slip().getByRole('button', { name: 'Place Bets' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(slip().getByRole('button', { name: 'Remove Single 5 · Open' }));
    expect(slip().queryByText('Closed for bets: remove it to place the others')).toBeNull();
    expect(slip().getByRole('button', { name: 'Place Bets' }).hasAttribute('disabled')).toBe(false);
  });

  it('logged out, the slip leads to the login page; a closed market shows no picker', async () => {
    auth$.next(LOGGED_OUT);
    serve();
    const first = show();
    await settle();
    press('1');
    expect(slip().getByRole('link', { name: 'Login to place bets' }).getAttribute('href')).toBe('/login');
    first.unmount();
    serve({ open_session_open: false, close_session_open: false, status: 'result', open_pana: '123', close_pana: '459', result: '123-68-459' });
    show();
    await settle();
    expect(screen.getByText('Betting is closed for today')).toBeTruthy();
    expect(document.querySelector('.m-result')!.textContent).toBe("Today's result 123-68-459");
  });
});
