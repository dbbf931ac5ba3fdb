import '../test-env';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { api, balance$ } from '@khel/shared';
import { collectToasts, fail, fakeApi, ok, type Call } from '../test-utils';
import { CashOut } from './CashOut';

const toasts = collectToasts();
const quote = (profit: number | null, available = true) => ok({ market_id: 'm1', available, profit, hedges: [] });

beforeEach(() => balance$.next({ bl: 1000, ex: -500, bc: 1, eb: 0 }));

describe('cash out', () => {
  it('shows the amount before confirming, cashes out once with it, and updates the header', async () => {
    let calls: Call[] = [];
    const done = jest.fn();
    calls = fakeApi(api.sports, (call) =>
      call.method === 'GET' ? quote(42.5) : ok({ profit: 42.5, bets: [], balance: { bl: 1542.5, ex: 0, bc: 2, eb: 0 } }),
    );
    render(<CashOut marketId="m1" onDone={done} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cash Out' }));
    await act(async () => undefined);
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/cash-out', params: { market_id: 'm1' } });
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Cash out now and get 42.50 whatever the result.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await act(async () => undefined);
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ url: '/cash-out', body: { market_id: 'm1', min_profit: 42.5 } });
    expect(String(posts[0]!.headers['Idempotency-Key'])).toMatch(/\w{8,}/);
    expect(balance$.value).toEqual({ bl: 1542.5, ex: 0, bc: 2, eb: 0 });
    expect(toasts).toContainEqual({ type: 'success', message: 'Cashed out 42.50' });
    expect(done).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says when there is nothing to cash out, and shows the API's refusal", async () => {
    let n = 0;
    fakeApi(api.sports, (call) => (call.method === 'GET' ? (++n === 1 ? quote(null, false) : quote(-20)) : fail(400, 'Cash out would now pay less than -20')));
    render(<CashOut marketId="m1" onDone={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cash Out' }));
    await act(async () => undefined);
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe('Cash out is not available right now');
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Cash Out' }));
    await act(async () => undefined);
    expect(screen.getByRole('dialog').textContent).toContain('-20');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await act(async () => undefined);
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe('Cash out would now pay less than -20');
    expect(balance$.value!.bl).toBe(1000);
  });
});
