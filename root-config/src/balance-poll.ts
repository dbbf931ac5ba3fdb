import type { Observable } from 'rxjs';
import type { AuthState, Balance } from '@khel/shared';
import { BALANCE_POLL_MS, isUsableBalance } from './player-rules';

/**
 * Balance polling (SPEC §4): every 2 s while logged in, each poll's figures go to balance$; a poll that fails or
 * returns nothing logs out. One poll at a time; the next starts 2 s after the previous one answered.
 */
export interface BalancePollDeps {
  auth$: Observable<AuthState>;
  fetchBalance(): Promise<unknown>;
  publish(balance: Balance): void;
  logout(): void;
  intervalMs?: number;
}

export function startBalancePolling(deps: BalancePollDeps): () => void {
  const interval = deps.intervalMs ?? BALANCE_POLL_MS;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let token: string | null = null;

  const stop = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const poll = async (forToken: string) => {
    timer = null;
    let body: unknown;
    try {
      body = await deps.fetchBalance();
    } catch {
      body = null;
    }
    if (token !== forToken) return; // logged out or another session meanwhile
    if (!isUsableBalance(body)) {
      stop();
      deps.logout();
      return;
    }
    deps.publish({ bl: body.bl, ex: body.ex, bc: body.bc, eb: body.eb });
    timer = setTimeout(() => void poll(forToken), interval);
  };

  const subscription = deps.auth$.subscribe(({ token: next }) => {
    if (next === token) return;
    stop();
    token = next;
    if (next) void poll(next);
  });
  return () => {
    stop();
    token = null;
    subscription.unsubscribe();
  };
}
