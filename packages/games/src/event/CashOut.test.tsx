import '../test-env';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { api, balance$ } from '@khel/shared';
import { collectToasts, fail, fakeApi, ok, type Call } from '../test-utils';
import { CashOut } from './CashOut';

const toasts = collectToasts();
const quote = (profit: number | null, available = true) => ok({ market_id: 'm1', available, profit, hedges: [] });
const cashed = (profit: number) => ok({ profit, bets: [], balance: { bl: 1000 + profit, ex: 0, bc: 2, eb: 0 } });
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');

beforeEach(() => {
  balance$.next({ bl: 1000, ex: -500, bc: 1, eb: 0 });
  localStorage.clear();
});

async function openQuote() {
  fireEvent.click(screen.getByRole('button', { name: 'Cash Out' }));
  await act(async () => undefined);
  return screen.getByRole('dialog');
}

describe('cash out', () => {
  it('shows the amount before confirming, cashes out once with it, and updates the header', async () => {
    const done = jest.fn();
    const calls = fakeApi(api.sports, (call) => (call.method === 'GET' ? quote(42.5) : cashed(42.5)));
    render(<CashOut marketId="m1" open delaySeconds={0} onDone={done} />);
    const dialog = await openQuote();
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/cash-out', params: { market_id: 'm1' } });
    expect(dialog.textContent).toContain('Cash out now and get 42.50 whatever the result.');
    // a new player's tolerance: this amount or more
    expect(within(dialog).getByRole('button', { name: 'This amount or more' }).getAttribute('aria-pressed')).toBe('true');
    expect(posts(calls)).toHaveLength(0);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await act(async () => undefined);
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]).toMatchObject({ url: '/cash-out', body: { market_id: 'm1', min_profit: 42.5 } });
    expect(String(posts(calls)[0]!.headers['Idempotency-Key'])).toMatch(/\w{8,}/);
    expect(balance$.value).toEqual({ bl: 1042.5, ex: 0, bc: 2, eb: 0 });
    expect(toasts).toContainEqual({ type: 'success', message: 'Cashed out 42.50' });
    expect(done).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says when there is nothing to cash out, and shows the API's refusal in the dialog", async () => {
    let n = 0;
    fakeApi(api.sports, (call) => (call.method === 'GET' ? (++n === 1 ? quote(null, false) : quote(-20)) : fail(400, 'Insufficient Balance')));
    render(<CashOut marketId="m1" open delaySeconds={0} onDone={() => undefined} />);
    expect(within(await openQuote()).getByRole('alert').textContent).toBe('Cash out is not available right now');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await act(async () => undefined);
    expect(screen.getByRole('dialog').textContent).toContain('-20');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await act(async () => undefined);
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe('Insufficient Balance');
    expect(balance$.value!.bl).toBe(1000);
  });

  it('in play: counts the delay down; an amount that moved beyond the tolerance is offered again in one tap', async () => {
    jest.useFakeTimers();
    try {
      let gets = 0;
      let release!: () => void;
      const calls = fakeApi(api.sports, async (call) => {
        if (call.method === 'GET') return quote(++gets === 1 ? -374 : -390.2);
        if (posts(calls).length === 1) {
          await new Promise<void>((r) => (release = r));
          return fail(400, 'Cash out amount changed to -390.20');
        }
        return cashed(-390.2);
      });
      render(<CashOut marketId="m1" open delaySeconds={5} onDone={() => undefined} />);
      await openQuote();
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      await act(async () => undefined);
      expect(screen.getByRole('status').textContent).toBe('Your cash-out is taken in 5 s');
      await act(async () => {
        jest.advanceTimersByTime(5_000);
      });
      expect(screen.getByRole('status').textContent).toBe('Checking your cash-out');
      await act(async () => release());
      // the dialog never closed: the new amount, and one tap takes it
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByRole('alert').textContent).toBe('The amount changed while your cash-out waited.');
      expect(dialog.textContent).toContain('-390.20');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cash out for -390.20' }));
      await act(async () => undefined);
      expect(posts(calls).map((c) => c.body)).toEqual([{ market_id: 'm1', min_profit: -374 }, { market_id: 'm1', min_profit: -390.2 }]);
      expect(posts(calls)[0]!.headers['Idempotency-Key']).not.toBe(posts(calls)[1]!.headers['Idempotency-Key']);
      expect(toasts).toContainEqual({ type: 'success', message: 'Cashed out -390.20' });
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends the least amount the chosen tolerance accepts, remembered for the next cash-out', async () => {
    const calls = fakeApi(api.sports, (call) => (call.method === 'GET' ? quote(-374) : cashed(-374)));
    const view = render(<CashOut marketId="m1" open delaySeconds={0} onDone={() => undefined} />);
    await openQuote();
    fireEvent.click(screen.getByRole('button', { name: 'Up to 2% less' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await act(async () => undefined);
    await openQuote();
    expect(screen.getByRole('button', { name: 'Up to 2% less' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Any amount' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await act(async () => undefined);
    // 2 % of 374 is 7.48
    expect(posts(calls).map((c) => c.body)).toEqual([{ market_id: 'm1', min_profit: -381.48 }, { market_id: 'm1', accept_any: true }]);
    view.unmount();
  });

  it('a market suspended during the request: the dialog stays and says why; the button waits for the market to reopen', async () => {
    let release!: () => void;
    fakeApi(api.sports, async (call) => {
      if (call.method === 'GET') return quote(12);
      await new Promise<void>((r) => (release = r));
      return fail(400, 'The market was suspended, so nothing was cashed out. Try again when it reopens.');
    });
    const view = render(<CashOut marketId="m1" open delaySeconds={3} onDone={() => undefined} />);
    await openQuote();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await act(async () => undefined);
    // the live channel says the market is suspended: the page keeps the component, the request carries on
    view.rerender(<CashOut marketId="m1" open={false} delaySeconds={3} onDone={() => undefined} />);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await act(async () => release());
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('alert').textContent).toBe('The market was suspended, so nothing was cashed out. Try again when it reopens.');
    expect((within(dialog).getByRole('button', { name: 'Retry' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByRole('button', { name: 'Cash Out' }) as HTMLButtonElement).disabled).toBe(true);
    expect(balance$.value!.bl).toBe(1000);
  });
});
