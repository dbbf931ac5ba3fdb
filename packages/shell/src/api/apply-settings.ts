import { changeLanguage, i18n, setTimeZoneChoice } from '@khel/shared';
import { fetchPlayerSettings } from './refer';

/** Applies the player's server-kept time zone and language here (a failure keeps the local choice). */
export async function applyServerSettings(): Promise<void> {
  try {
    const s = await fetchPlayerSettings();
    setTimeZoneChoice(s.time_zone);
    if (s.language && s.language !== i18n.language) await changeLanguage(s.language).catch(() => undefined);
  } catch {
    // offline or logged out meanwhile: the local choice stands
  }
}
