import type { Queryable } from '../db/db';
import type { AccountEvents, AccountListener } from './events';
import { ACCOUNT_LISTENERS } from './listeners';

/** Tells every listener (events.ts), in order, inside the caller's transaction; a listener's error rolls it back. */
export async function emitAccountEvent<K extends keyof AccountEvents>(
  q: Queryable,
  kind: K,
  event: AccountEvents[K],
  listeners: readonly AccountListener[] = ACCOUNT_LISTENERS,
): Promise<void> {
  for (const listener of listeners) {
    const handle = listener[kind] as ((q: Queryable, e: AccountEvents[K]) => Promise<void>) | undefined;
    if (handle) await handle(q, event);
  }
}
