import { BehaviorSubject } from 'rxjs';
import type { AuthState } from '../bus/streams';
import { loadOnLogin } from './on-login';

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('loadOnLogin: a logged-in player’s module loads at the first token only', () => {
  it('loads nothing while logged out; loads and starts once at the first token, not again at later ones', async () => {
    const auth$ = new BehaviorSubject<AuthState>({ token: null, user: null });
    const started: string[] = [];
    let loads = 0;
    loadOnLogin(
      auth$,
      async () => {
        loads += 1;
        return { name: 'logged-in' };
      },
      (module) => {
        started.push(module.name);
      },
    );
    await flush();
    expect(loads).toBe(0);
    auth$.next({ token: 'a', user: null });
    auth$.next({ token: 'b', user: null });
    await flush();
    expect([loads, started]).toEqual([1, ['logged-in']]);
    auth$.next({ token: null, user: null });
    auth$.next({ token: 'c', user: null });
    await flush();
    expect([loads, started]).toEqual([1, ['logged-in']]);
    expect(auth$.observed).toBe(false);
  });

  it('starts at once for a page that already holds a token, and tries again with the next token after a failed load', async () => {
    const auth$ = new BehaviorSubject<AuthState>({ token: 'restored', user: null });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let loads = 0;
    const started: number[] = [];
    loadOnLogin(
      auth$,
      async () => {
        loads += 1;
        if (loads === 1) throw new Error('offline');
        return loads;
      },
      (n) => {
        started.push(n);
      },
      (error) => console.warn('[khel] logged-in services not loaded:', error),
    );
    await flush();
    expect([loads, started]).toEqual([1, []]);
    expect(warn).toHaveBeenCalledWith('[khel] logged-in services not loaded:', expect.any(Error));
    auth$.next({ token: 'next', user: null });
    await flush();
    expect([loads, started]).toEqual([2, [2]]);
    warn.mockRestore();
  });
});
