import { emitAccountEvent } from '../src/account-events/emit';
import type { AccountListener } from '../src/account-events/events';
import type { Queryable } from '../src/db/db';

describe('account events', () => {
  const q = {} as Queryable;
  const at = new Date('2026-11-23T10:00:00Z');

  it('tells each listener that handles the kind, in order, and skips the others', async () => {
    const heard: string[] = [];
    const listeners: AccountListener[] = [
      { name: 'a', betsSettled: async (_q, e) => void heard.push(`a:${e.product}:${e.userIds.join(',')}`) },
      { name: 'b', depositDecided: async () => void heard.push('b') },
      { name: 'c', betsSettled: async (_q, e) => void heard.push(`c:${e.runId}`) },
    ];
    await emitAccountEvent(q, 'betsSettled', { product: 'matka', userIds: ['7', '9'], runId: '3', at }, listeners);
    expect(heard).toEqual(['a:matka:7,9', 'c:3']);
  });

  it("a listener's failure reaches the writer, so its transaction rolls back", async () => {
    const listeners: AccountListener[] = [{ name: 'x', withdrawalDecided: async () => { throw new Error('boom'); } }];
    await expect(
      emitAccountEvent(q, 'withdrawalDecided', { outcome: 'paid', userId: '1', siteId: null, requestId: '2', amountPaise: 100n, remark: null, at }, listeners),
    ).rejects.toThrow('boom');
  });
});
