import { BehaviorSubject, Subject } from 'rxjs';
import { initI18n, LOGGED_OUT, type AuthState, type Toast } from '@khel/shared';
import type { PlayerLiveMessage } from '@khel/shared/contracts';
import { notes$, unread$ } from './player-feed';
import { startPlayerLive, type PlayerChannel } from './player-live';

beforeAll(() => initI18n('en'));

function fakeChannel() {
  const messages = new Subject<PlayerLiveMessage>();
  const tokens: Array<string | null> = [];
  let followers = 0;
  const channel: PlayerChannel = {
    setPlayerToken: (token) => void tokens.push(token),
    playerMessages: () => {
      followers += 1;
      return messages.asObservable();
    },
  };
  return { channel, messages, tokens, followers: () => followers };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('the shell follows the player topic while logged in', () => {
  it('passes the token on, toasts each notification in the page language, keeps the unread count, and leaves on logout', async () => {
    const auth = new BehaviorSubject<AuthState>(LOGGED_OUT);
    const fake = fakeChannel();
    const toasts: Toast[] = [];
    const heard: string[] = [];
    notes$.subscribe((n) => heard.push(n.id));
    let loads = 0;
    const stop = startPlayerLive({ auth, channel: async () => (loads++, fake.channel), toast: (x) => void toasts.push(x) });
    await flush();
    expect(loads).toBe(0); // logged out: the kit is not even loaded

    auth.next({ token: 'tok1', user: null });
    await flush();
    expect(fake.tokens).toEqual(['tok1']);
    fake.messages.next({ t: 'snap', topic: 'me', unread: 2 });
    expect(unread$.value).toBe(2);
    const n = {
      id: '9',
      kind: 'deposit' as const,
      title: 'Deposit rejected',
      body: 'Your deposit of ₹250.50 was rejected. Reason: UTR does not match',
      data: { outcome: 'rejected', t: { title: 'Deposit rejected', body: 'Your deposit of {{amount}} was rejected. Reason: {{remark}}', params: { amount: '₹250.50', remark: 'UTR does not match' } } },
      created_at: '2026-11-23T10:00:00.000Z',
      read: false,
    };
    fake.messages.next({ t: 'note', notification: n as never, unread: 3 });
    expect(toasts).toEqual([{ type: 'error', message: 'Deposit rejected: Your deposit of ₹250.50 was rejected. Reason: UTR does not match' }]);
    expect(unread$.value).toBe(3);
    expect(heard).toEqual(['9']);

    auth.next({ token: 'tok2', user: null }); // a refreshed token
    await flush();
    auth.next(LOGGED_OUT);
    await flush();
    expect(fake.tokens).toEqual(['tok1', 'tok2', null]);
    expect(unread$.value).toBeNull();
    expect(loads).toBe(1);
    expect(fake.followers()).toBe(1);
    stop();
  });
});
