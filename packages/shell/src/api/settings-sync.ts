import { auth$ } from '@khel/shared';

/**
 * When a player becomes logged in (a session restored at start-up, or a login), their settings saved on the server
 * are applied in this browser: time zone and language, so a choice made on another device follows them. A
 * refreshed token is the same player and applies nothing. The call loads on demand, never on Home's first load.
 */
export function startSettingsSync(): () => void {
  let loggedIn = false;
  const sub = auth$.subscribe(({ token }) => {
    const now = Boolean(token);
    if (now && !loggedIn) void import('./apply-settings').then((m) => m.applyServerSettings(), () => undefined);
    loggedIn = now;
  });
  return () => sub.unsubscribe();
}
