import { BehaviorSubject } from 'rxjs';
import type { AuthState, Balance } from '@khel/shared';
import { startBalancePolling } from './balance-poll';

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('balance polling', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup(answers: Array<unknown | Error>) {
    const auth$ = new BehaviorSubject<AuthState>({ token: null, user: null });
    const published: Balance[] = [];
    const calls: number[] = [];
    let loggedOut = 0;
    const stop = startBalancePolling({
      auth$,
      fetchBalance: async () => {
        calls.push(Date.now());
        const next = answers.shift();
        if (next instanceof Error) throw next;
        return next;
      },
      publish: (b) => published.push(b),
      logout: () => {
        loggedOut += 1;
        auth$.next({ token: null, user: null });
      },
    });
    return { auth$, published, calls, loggedOut: () => loggedOut, stop };
  }

  it('does not poll while logged out', async () => {
    const s = setup([]);
    jest.advanceTimersByTime(10_000);
    await flush();
    expect(s.calls).toHaveLength(0);
  });

  it('polls at once on login, then every 2 s, feeding balance$', async () => {
    const s = setup([
      { success: true, bl: 100, ex: 5, bc: 1, eb: 0 },
      { success: true, bl: 250.5, ex: 0, bc: 2, eb: 10 },
      { success: true, bl: 90, ex: 0, bc: 2, eb: 10 },
    ]);
    s.auth$.next({ token: 't1', user: null });
    await flush();
    expect(s.published).toEqual([{ bl: 100, ex: 5, bc: 1, eb: 0 }]);
    jest.advanceTimersByTime(1_999);
    await flush();
    expect(s.calls).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await flush();
    expect(s.published.at(-1)).toEqual({ bl: 250.5, ex: 0, bc: 2, eb: 10 });
    jest.advanceTimersByTime(2_000);
    await flush();
    expect(s.published).toHaveLength(3);
    s.stop();
  });

  it('a failed poll logs out and polling stops', async () => {
    const s = setup([{ bl: 1, ex: 0, bc: 0, eb: 0 }, new Error('401')]);
    s.auth$.next({ token: 't1', user: null });
    await flush();
    jest.advanceTimersByTime(2_000);
    await flush();
    expect(s.loggedOut()).toBe(1);
    jest.advanceTimersByTime(10_000);
    await flush();
    expect(s.calls).toHaveLength(2);
  });

  it('an empty poll logs out', async () => {
    const s = setup(['']);
    s.auth$.next({ token: 't1', user: null });
    await flush();
    expect(s.loggedOut()).toBe(1);
    expect(s.published).toHaveLength(0);
  });

  it('stops polling on logout', async () => {
    const s = setup([{ bl: 1, ex: 0, bc: 0, eb: 0 }, { bl: 2, ex: 0, bc: 0, eb: 0 }]);
    s.auth$.next({ token: 't1', user: null });
    await flush();
    s.auth$.next({ token: null, user: null });
    jest.advanceTimersByTime(10_000);
    await flush();
    expect(s.calls).toHaveLength(1);
    expect(s.loggedOut()).toBe(0);
  });
});
