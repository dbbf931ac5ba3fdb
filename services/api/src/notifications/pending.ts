/**
 * Notifications written in this process whose transaction may not have committed yet: notify() marks them, the
 * relay (relay.ts) takes a player's marks when that player's change is told after a commit, reads which rows are
 * really there, and delivers those. A mark whose row never appears (the transaction rolled back) expires.
 */
const PENDING_TTL_MS = 120_000;

const pending = new Map<string, Map<string, number>>();

/** A player's marks (id -> when marked), made on first use. */
function marksOf(userId: string): Map<string, number> {
  let mine = pending.get(userId);
  if (!mine) pending.set(userId, (mine = new Map()));
  return mine;
}

/** Drops a player's expired marks; returns whether any are left (none: the player is forgotten). */
function dropExpired(userId: string, mine: Map<string, number>, now = Date.now()): boolean {
  for (const [id, at] of mine) if (now - at > PENDING_TTL_MS) mine.delete(id);
  if (!mine.size) pending.delete(userId);
  return mine.size > 0;
}

export function markPending(userId: string, notificationId: string): void {
  marksOf(userId).set(notificationId, Date.now());
}

/** The marked ids of these players (left marked: a delivery takes them with takePending). */
export function pendingFor(userIds: readonly string[]): Array<{ userId: string; ids: string[] }> {
  const out: Array<{ userId: string; ids: string[] }> = [];
  for (const userId of userIds) {
    const mine = pending.get(userId);
    if (mine && dropExpired(userId, mine)) out.push({ userId, ids: [...mine.keys()] });
  }
  return out;
}

/**
 * Takes a player's live marks for delivery, so no other delivery in this process (another app's relay on the same
 * process, as in the tests' two-process suites) reads them too; restorePending() gives back what was not delivered.
 */
export function takePending(userId: string): Map<string, number> {
  const mine = pending.get(userId) ?? new Map<string, number>();
  dropExpired(userId, mine);
  pending.delete(userId);
  return mine;
}

/** Marks again, with their first time (they still expire), what takePending() took and could not deliver. */
export function restorePending(userId: string, marks: Map<string, number>): void {
  if (!marks.size) return;
  const mine = marksOf(userId);
  for (const [id, at] of marks) if (!mine.has(id)) mine.set(id, at);
}
