/**
 * The games app's texts (sports, racing): English key -> Hindi. english-keys.ts and translations-hi.ts take every
 * area file in texts/, so each app's texts live in one file its team owns.
 */
export const GAMES_TEXTS: Record<string, string> = {};
