import { REFRESH_GRACE_SECONDS } from '../src/auth/sessions';
import { getPlayerBalances } from '../src/ledger';
import { LIVE_MESSAGES } from '../src/live/protocol';
import { gameSession } from './casino-support';
import { LiveTestClient } from './sports-live-support';
import { bettor, startSportsApp, type SportsApp } from './sports-routes-support';

/**
 * Issue 27 M4, one session end: logout closes the player's sockets, ends their casino and built-in game sessions and
 * every token of the login; a refresh rotates the token and the old one stops working.
 */
describe('one session end', () => {
  let s: SportsApp;
  const clients: LiveTestClient[] = [];
  beforeAll(async () => {
    s = await startSportsApp('pglite', { sports: { flushMs: 10 } });
    await s.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await s.close();
  });

  const post = (url: string, token: string, payload: object = {}) => s.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });
  const info = (token: string) => s.app.inject({ method: 'GET', url: '/user/api/get-user-info', headers: { authorization: `Bearer ${token}` } });
  const play = (token: string) => s.app.inject({ method: 'POST', url: '/sports/casino/house/play', payload: { token, game: 'dice', amount: 1, params: { target: 50, over: true } } });
  const authed = async (token: string) => {
    const c = await LiveTestClient.connect(s.app);
    clients.push(c);
    c.send({ op: 'auth', token });
    await c.next((f) => f.t === 'authed' || f.t === 'err');
    return c;
  };

  it("logout: the socket authorised before it hears nothing more, the casino token is refused, every token of the login ends", async () => {
    const p = await bettor(s, 100);
    const socket = await authed(p.token);
    expect(socket.frames.at(-1)).toEqual({ t: 'authed' });
    socket.send({ op: 'sub', topics: ['me'] });
    await socket.next((f) => f.t === 'snap' && f.topic === 'me');
    const casino = await gameSession(s.app, p.userId);
    expect((await play(casino)).statusCode).toBe(200);
    const refreshed = (await post('/user/auth/refresh', p.token)).json().data.token as string;

    const out = await post('/user/auth/logout', refreshed);
    expect(out.statusCode).toBe(200);
    // the socket is told and closed; a notification for the player afterwards reaches no socket
    expect(await socket.next((f) => f.t === 'err')).toEqual({ t: 'err', message: LIVE_MESSAGES.ended });
    await socket.next(() => false).catch(() => undefined);
    expect(socket.closed).toBe(true);
    const seen = socket.frames.length;
    expect(await s.app.notifications.hub.publish({ userId: p.userId, frame: '{"t":"unread","unread":9}' })).toBe(false);
    expect(socket.frames.length).toBe(seen);
    // a new socket with the old token is refused
    const again = await authed(refreshed);
    expect(again.frames.at(-1)).toEqual({ t: 'err', message: LIVE_MESSAGES.authFailed });

    // the casino token plays no more with real money; the balance stays
    const before = (await getPlayerBalances(s.testDb.db, p.userId)).cash;
    expect((await play(casino)).statusCode).toBe(401);
    expect((await getPlayerBalances(s.testDb.db, p.userId)).cash).toBe(before);
    // both tokens of the login (before and after the refresh) are refused
    expect((await info(refreshed)).statusCode).toBe(401);
    expect((await post('/user/auth/refresh', p.token)).statusCode).toBe(401);
  });

  it('a refresh rotates the token: the old one cannot refresh again and stops working after the grace', async () => {
    const p = await bettor(s, 0);
    const res = await post('/user/auth/refresh', p.token);
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data.token as string;
    expect(fresh).not.toBe(p.token);
    // the old token cannot mint another
    const twice = await post('/user/auth/refresh', p.token);
    expect([twice.statusCode, twice.json().message]).toEqual([401, 'Your session has ended. Please log in again.']);
    // another tab's call with it a moment later still answers; after the grace it does not
    expect((await info(p.token)).statusCode).toBe(200);
    const realNow = s.app.deps.now;
    s.app.deps.now = () => new Date(realNow().getTime() + (REFRESH_GRACE_SECONDS + 1) * 1000);
    try {
      expect((await info(p.token)).statusCode).toBe(401);
      expect((await info(fresh)).statusCode).toBe(200);
    } finally {
      s.app.deps.now = realNow;
    }
  });

  it("a password change closes the player's sockets and ends their game sessions; the session that made it carries on", async () => {
    const p = await bettor(s, 100);
    const socket = await authed(p.token);
    const casino = await gameSession(s.app, p.userId);
    const res = await post('/user/auth/change-password', p.token, { current_password: 'Secret@123', new_password: 'Changed@1', confirm_password: 'Changed@1' });
    expect(res.statusCode).toBe(200);
    expect(await socket.next((f) => f.t === 'err')).toEqual({ t: 'err', message: LIVE_MESSAGES.ended });
    expect((await play(casino)).statusCode).toBe(401);
    expect((await info(p.token)).statusCode).toBe(200);
    // this device's page reconnects with its token and is authorised again
    expect((await authed(p.token)).frames.at(-1)).toEqual({ t: 'authed' });
  });
});
