import { getMatch } from '../src/fantasy/matches';
import { makeMatch } from './fantasy-fixtures';
import { LiveTestClient } from './sports-live-support';
import { startSportsApp, type SportsApp } from './sports-routes-support';

/** A fantasy match's scores on the live channel (topic fantasy:<matchId> of GET /sports/live). */
describe('fantasy scores on the live channel (PGlite)', () => {
  let s: SportsApp;
  let client: LiveTestClient;
  beforeAll(async () => {
    s = await startSportsApp('pglite', { config: { services: ['site', 'user', 'sports', 'fantasy', 'ops'] }, sports: { flushMs: 10 } });
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    client = await LiveTestClient.connect(s.app);
  });
  afterAll(async () => {
    client.close();
    await s.close();
  });

  it('a subscriber gets the scorecard snapshot, then each change the operator feed applies, and gone for no match', async () => {
    const m = await makeMatch(s.testDb.db);
    client.send({ op: 'sub', topics: [`fantasy:${m.id}`, 'fantasy:99999999'] });
    const snap = await client.next((f) => f.t === 'snap' && f.topic === `fantasy:${m.id}`);
    expect(snap.fantasy).toMatchObject({ match_id: m.id, status: 'upcoming', scores_version: 0 });
    expect((snap.fantasy as { scores: unknown[] }).scores).toHaveLength(16);
    await client.next((f) => f.t === 'gone' && f.topic === 'fantasy:99999999');

    const from = client.frames.length;
    await s.app.fantasy.operator.enter({ matchId: m.id, status: 'live', state: { innings: 1, score: '12/0', overs: '1.4' }, lines: [{ playerId: m.a[1]!.id, runs: 12, balls: 10 }] });
    const batch = await client.next((f) => f.t === 'batch', from);
    const item = (batch.items as Array<{ topic: string; fantasy: { status: string; scores_version: number; state: Record<string, unknown>; scores: Array<[string, number, number, boolean]> } }>)[0]!;
    expect(item.topic).toBe(`fantasy:${m.id}`);
    expect(item.fantasy).toMatchObject({ status: 'live', scores_version: 1, state: { innings: 1, score: '12/0', overs: '1.4' } });
    expect(item.fantasy.scores).toContainEqual([m.a[1]!.id, 12, 10, false]);
    expect((await getMatch(s.testDb.db, m.id)).scoresVersion).toBe(1);
  });

  it('refuses a malformed fantasy topic', async () => {
    const from = client.frames.length;
    client.send({ op: 'sub', topics: ['fantasy:abc'] });
    const err = await client.next((f) => f.t === 'err', from);
    expect(err.message).toBe('Unknown topic "fantasy:abc": market:<id>, event:<id>, fantasy:<id> or me');
  });
});
