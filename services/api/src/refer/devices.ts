import type { Queryable } from '../db/db';

/**
 * Notes that a player used a device (the browser's random id), for refer and earn's same-device check. Called at
 * sign-up, on the refer page and on the settings read the shell makes at every login; a repeat only moves last_seen.
 */
export async function recordDevice(q: Queryable, userId: string, deviceId: string | null, at: Date): Promise<void> {
  if (!deviceId) return;
  await q.query(
    `INSERT INTO player_devices (user_id, device_id, first_seen, last_seen) VALUES ($1, $2, $3, $3)
     ON CONFLICT (user_id, device_id) DO UPDATE SET last_seen = GREATEST(player_devices.last_seen, EXCLUDED.last_seen)`,
    [userId, deviceId, at],
  );
}
