import { BehaviorSubject } from 'rxjs';
import type { AuthState } from '../bus/streams';
import { startTokenRefreshOnLogin } from './token-refresh-on-login';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (claims: object) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.sig`;
const flush = () => new Promise((r) => setTimeout(r, 20));
/** Waits (up to 2 s) for the lazy import and the refresh it schedules. */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !done(); i++) await flush();
}
const nowS = () => Math.floor(Date.now() / 1000);

describe('the token refresh starts on login only', () => {
  it('loads nothing while logged out; loads once on login and refreshes a token that is due; stops with its stop', async () => {
    const auth$ = new BehaviorSubject<AuthState>({ token: null, user: null });
    let loads = 0;
    const refreshed: string[] = [];
    const fresh = jwt({ iat: nowS(), exp: nowS() + 7 * 24 * 3600 });
    const stop = startTokenRefreshOnLogin(
      {
        auth$,
        refresh: async () => ({ token: fresh, exp: nowS() + 7 * 24 * 3600 }),
        saveToken: (token) => {
          refreshed.push(token);
          auth$.next({ token, user: null });
        },
        sharedToken: () => null,
        withLock: (_name, task) => task(),
        onWake: () => () => undefined,
      },
      () => {
        loads += 1;
        return import('./token-refresh');
      },
    );
    await flush();
    expect(loads).toBe(0);
    // a token 30 s from its end (its refresh margin): due now
    auth$.next({ token: jwt({ iat: nowS() - 100, exp: nowS() + 30 }), user: null });
    auth$.next({ token: jwt({ iat: nowS() - 100, exp: nowS() + 30 }), user: null });
    await until(() => refreshed.length > 0);
    expect(loads).toBe(1);
    expect(refreshed).toEqual([fresh]);
    stop();
    expect(auth$.observed).toBe(false);
  });

  it('tries the load again with the next token when the chunk failed to load', async () => {
    const auth$ = new BehaviorSubject<AuthState>({ token: 'a.b.c', user: null });
    let loads = 0;
    const stop = startTokenRefreshOnLogin({ auth$, refresh: () => Promise.reject(new Error('unused')) }, () => {
      loads += 1;
      return Promise.reject(new Error('chunk failed'));
    });
    await flush();
    auth$.next({ token: 'd.e.f', user: null });
    await flush();
    expect(loads).toBe(2);
    stop();
  });
});
