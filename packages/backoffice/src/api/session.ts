/**
 * The operator's session, kept apart from the player's AUTH_TOKEN: its own sessionStorage keys, so an operator
 * and a player can be signed in in the same browser without touching each other.
 */
export type { Operator, OpsSession, Role } from '@khel/shared/console-contracts';
import type { OpsSession } from '@khel/shared/console-contracts';

export const OPS_TOKEN_KEY = 'KHEL_OPS_TOKEN';
export const OPS_SESSION_KEY = 'KHEL_OPS_SESSION';

type Listener = (session: OpsSession | null) => void;
const listeners = new Set<Listener>();

function store(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readSession(): OpsSession | null {
  const s = store();
  const token = s?.getItem(OPS_TOKEN_KEY);
  const raw = s?.getItem(OPS_SESSION_KEY);
  if (!token || !raw) return null;
  try {
    const rest = JSON.parse(raw) as Omit<OpsSession, 'token'>;
    if (rest.exp && rest.exp * 1000 < Date.now()) return null;
    return { token, ...rest };
  } catch {
    return null;
  }
}

export function opsToken(): string | null {
  return readSession()?.token ?? null;
}

export function saveSession(session: OpsSession): void {
  const s = store();
  s?.setItem(OPS_TOKEN_KEY, session.token);
  s?.setItem(OPS_SESSION_KEY, JSON.stringify({ exp: session.exp, operator: session.operator }));
  listeners.forEach((l) => l(session));
}

export function clearSession(): void {
  const s = store();
  s?.removeItem(OPS_TOKEN_KEY);
  s?.removeItem(OPS_SESSION_KEY);
  listeners.forEach((l) => l(null));
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
