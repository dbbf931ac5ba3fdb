import { BehaviorSubject } from 'rxjs';
import { api } from '../api/clients';
import { auth$ } from '../bus/streams';
import type { ApiOk } from '../contracts/envelope';
import type { ClickBet } from '../contracts/settings';

/**
 * One-click betting, the common state's "click-bet values and on flag" (SPEC §3; issue 30): the player's setting
 * kept on the server (GET/PUT /user/api/click-bet), held here for the page: the header's badge, the settings page
 * and the event page's price cells read `clickBet$`. Part of @khel/shared/kit, so a logged-out Home never loads it.
 * Null while unknown (logged out, not read yet, or the read failed: one-click stays off).
 */
export type ClickBetState = ClickBet;

export const clickBet$ = new BehaviorSubject<ClickBetState | null>(null);

let readFor: string | null = null;

/** Reads the setting once per login (token); logged out it is forgotten. Quiet: one-click stays off on a failure. */
export function loadClickBet(): void {
  const { token } = auth$.value;
  if (!token) {
    readFor = null;
    if (clickBet$.value) clickBet$.next(null);
    return;
  }
  if (readFor === token) return;
  readFor = token;
  api.user.get<ApiOk<ClickBet>>('/api/click-bet', { quiet: true }).then(
    (res) => auth$.value.token === token && clickBet$.next(res.data.data),
    () => {
      readFor = null;
    },
  );
}

/** Saves a change (only the fields given) and publishes the saved setting; the API's refusal is thrown. */
export async function saveClickBet(change: Partial<ClickBet>): Promise<ClickBetState> {
  const res = await api.user.put<ApiOk<ClickBet>>('/api/click-bet', change);
  clickBet$.next(res.data.data);
  return res.data.data;
}
