import { auth$, LOGGED_OUT } from '@khel/shared';
import { startPlayerLiveOnLogin } from './on-login';

const started: number[] = [];
const stopped: number[] = [];
jest.mock('./player-live', () => ({
  startPlayerLive: () => {
    started.push(1);
    return () => stopped.push(1);
  },
}));

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('the player topic starts on login only', () => {
  it('loads and starts nothing while logged out; once on the first login; stops with the shell', async () => {
    auth$.next(LOGGED_OUT);
    const stop = startPlayerLiveOnLogin();
    await flush();
    expect(started).toEqual([]);
    auth$.next({ token: 'tok', user: null });
    auth$.next({ token: 'tok2', user: null });
    await flush();
    expect(started).toEqual([1]);
    stop();
    expect(stopped).toEqual([1]);
    auth$.next(LOGGED_OUT);
  });
});
