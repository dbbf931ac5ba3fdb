import '../test/polyfills';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { clearSession } from '../api/session';
import { fail, fakeOps, ok, signInAs } from '../test/fakeOps';
import { Counts, COUNTS_POLL_MS, onCountsChange, refreshCounts } from './Counts';

beforeEach(() => {
  jest.useFakeTimers();
  signInAs('agent');
});
afterEach(() => {
  jest.useRealTimers();
  clearSession();
});

const tick = async (ms: number) => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
};

describe('request counts', () => {
  it('poll /ops/requests/counts every 10 s, keep the last numbers when a poll fails, and refresh on demand', async () => {
    let n = 1;
    let down = false;
    const changes: number[] = [];
    const stop = onCountsChange((c) => changes.push(c.pending_deposits));
    const calls = fakeOps(() => (down ? fail(500, 'Internal Server Error') : ok({ pending_deposits: n, pending_withdrawals: 2 * n, hold: 0 })));
    const { unmount } = render(
      <MemoryRouter>
        <Counts />
      </MemoryRouter>,
    );
    await tick(0);
    expect(screen.getByRole('link', { name: 'Pending deposits: 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pending withdrawals: 2' })).toBeTruthy();
    n = 4;
    await tick(COUNTS_POLL_MS - 1);
    expect(calls).toHaveLength(1);
    await tick(1);
    expect(calls.map((c) => c.url)).toEqual(['/ops/requests/counts', '/ops/requests/counts']);
    expect(screen.getByRole('link', { name: 'Pending deposits: 4' })).toBeTruthy();
    await tick(COUNTS_POLL_MS);
    expect(changes).toEqual([4]);
    down = true;
    await tick(COUNTS_POLL_MS);
    expect(screen.getByRole('link', { name: 'Pending deposits: 4' })).toBeTruthy();
    expect(screen.getByLabelText('Request counts').getAttribute('title')).toBe('Counts could not refresh');
    down = false;
    n = 5;
    await act(async () => refreshCounts());
    await tick(0);
    expect(screen.getByRole('link', { name: 'Pending deposits: 5' })).toBeTruthy();
    expect(calls).toHaveLength(5);
    expect(changes).toEqual([4, 5]);
    stop();
    unmount();
    await tick(3 * COUNTS_POLL_MS);
    expect(calls).toHaveLength(5);
  });
});
