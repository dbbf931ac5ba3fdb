import { startSportsApp, bettor, type SportsApp } from './sports-routes-support';
import { dbKinds } from './test-db';

/** GET and PUT /user/api/click-bet (issue 30 item 3): one-click betting, off by default, kept per player. */

describe.each(dbKinds())('one-click betting setting on %s', (kind) => {
  let s: SportsApp;
  beforeAll(async () => {
    s = await startSportsApp(kind);
  });
  afterAll(async () => {
    await s.close();
  });

  const put = (token: string, payload: unknown) =>
    s.app.inject({ method: 'PUT', url: '/user/api/click-bet', headers: { authorization: `Bearer ${token}` }, payload: payload as Record<string, unknown> });
  const get = (token?: string) => s.app.inject({ method: 'GET', url: '/user/api/click-bet', headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('is off by default with 4 stakes, saves what is sent and keeps it in paise', async () => {
    const p = await bettor(s, 0);
    expect((await get(p.token)).json().data).toEqual({ click_bet_on: false, click_bet_values: [100, 500, 1000, 5000], click_bet_stake: 100 });
    const on = await put(p.token, { click_bet_on: true, click_bet_stake: 500 });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ message: 'One-click betting saved', data: { click_bet_on: true, click_bet_values: [100, 500, 1000, 5000], click_bet_stake: 500 } });
    // new values without a stake: the selected one kept when still there, else the first
    expect((await put(p.token, { click_bet_values: [200, 500, 700, 900] })).json().data).toEqual({ click_bet_on: true, click_bet_values: [200, 500, 700, 900], click_bet_stake: 500 });
    expect((await put(p.token, { click_bet_values: [300, 400, 600, 800] })).json().data.click_bet_stake).toBe(300);
    const row = (await s.testDb.db.query<{ on: boolean; v: string[]; st: string }>('SELECT click_bet_on AS on, click_bet_values::text[] AS v, click_bet_stake::text AS st FROM users WHERE id = $1', [p.userId])).rows[0]!;
    expect(row).toEqual({ on: true, v: ['30000', '40000', '60000', '80000'], st: '30000' });
    expect((await put(p.token, { click_bet_on: false })).json().data.click_bet_on).toBe(false);
    expect((await get(p.token)).json().data).toEqual({ click_bet_on: false, click_bet_values: [300, 400, 600, 800], click_bet_stake: 300 });
  });

  it('refuses bad input with 422 and its message, changing nothing; needs a login', async () => {
    const p = await bettor(s, 0);
    const refused = async (body: unknown, message: string) => {
      const res = await put(p.token, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(message);
    };
    await refused({ click_bet_on: 'yes' }, 'click_bet_on must be true or false');
    await refused({ click_bet_values: [100, 200, 300] }, 'Please enter 4 stake values');
    await refused({ click_bet_values: [100, 200, 300, 50] }, 'Stake value must be between 100 to 1Cr.');
    await refused({ click_bet_values: [100, 200, 300, 400.5] }, 'Stake value must be between 100 to 1Cr.');
    await refused({ click_bet_values: 'abc' }, 'Please enter 4 stake values');
    await refused({ click_bet_stake: '500' }, 'Stake value must be between 100 to 1Cr.');
    await refused({ click_bet_stake: 250 }, 'One-click stake must be one of your one-click values');
    expect((await get(p.token)).json().data).toEqual({ click_bet_on: false, click_bet_values: [100, 500, 1000, 5000], click_bet_stake: 100 });
    expect((await get()).statusCode).toBe(401);
    expect((await s.app.inject({ method: 'PUT', url: '/user/api/click-bet', payload: { click_bet_on: true } })).statusCode).toBe(401);
  });
});
