import type { PlayerSettingsDto } from '@khel/shared/validation';
import type { TimeZoneChoice } from '@khel/shared/contracts';
import type { Queryable } from '../db/db';

export interface PlayerSettingsRow {
  time_zone: TimeZoneChoice;
  language: string | null;
  notifications_enabled: boolean;
}

export async function getPlayerSettings(q: Queryable, userId: string): Promise<PlayerSettingsRow | undefined> {
  const { rows } = await q.query<PlayerSettingsRow>('SELECT time_zone, language, notifications_enabled FROM users WHERE id = $1', [userId]);
  return rows[0];
}

/** Saves the fields sent (the others keep their values) and answers all of them. */
export async function savePlayerSettings(q: Queryable, userId: string, change: PlayerSettingsDto): Promise<PlayerSettingsRow | undefined> {
  const { rows } = await q.query<PlayerSettingsRow>(
    `UPDATE users SET time_zone = COALESCE($2, time_zone), language = COALESCE($3, language),
       notifications_enabled = COALESCE($4, notifications_enabled)
     WHERE id = $1 RETURNING time_zone, language, notifications_enabled`,
    [userId, change.time_zone ?? null, change.language ?? null, change.notifications_enabled ?? null],
  );
  return rows[0];
}
