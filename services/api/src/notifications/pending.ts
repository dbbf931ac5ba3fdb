/**
 * Notifications written in this process whose transaction may not have committed yet: notify() marks them, the
 * relay (relay.ts) takes a player's marks when that player's change is told after a commit, reads which rows are
 * really there, and delivers those. A mark whose row never appears (the transaction rolled back) expires.
 */
const PENDING_TTL_MS = 120_000;

const pending = new Map<string, Map<string, number>>();

export function markPending(userId: string, notificationId: string): void {
  let mine = pending.get(userId);
  if (!mine) pending.set(userId, (mine = new Map()));
  mine.set(notificationId, Date.now());
}

/** The marked ids of these players (left marked: the caller unmarks what it delivered or found expired). */
export function pendingFor(userIds: readonly string[]): Array<{ userId: string; ids: string[] }> {
  const out: Array<{ userId: string; ids: string[] }> = [];
  const now = Date.now();
  for (const userId of userIds) {
    const mine = pending.get(userId);
    if (!mine) continue;
    for (const [id, at] of mine) if (now - at > PENDING_TTL_MS) mine.delete(id);
    if (!mine.size) pending.delete(userId);
    else out.push({ userId, ids: [...mine.keys()] });
  }
  return out;
}

export function unmark(userId: string, ids: Iterable<string>): void {
  const mine = pending.get(userId);
  if (!mine) return;
  for (const id of ids) mine.delete(id);
  if (!mine.size) pending.delete(userId);
}
