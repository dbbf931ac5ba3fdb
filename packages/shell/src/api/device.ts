import { api } from '@khel/shared';

/**
 * A random id this browser keeps (localStorage), sent as X-Khel-Device with the sign-up call, the refer page's read
 * and the settings read made at every login: refer and earn refuses a reward between two players who used one
 * device. It identifies the browser, nothing about the person.
 */
export const DEVICE_KEY = 'khel_device';
export const DEVICE_HEADER = 'X-Khel-Device';

export function deviceId(): string {
  try {
    const kept = localStorage.getItem(DEVICE_KEY);
    if (kept && /^[A-Za-z0-9_-]{8,64}$/.test(kept)) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    return crypto.randomUUID(); // storage blocked: a fresh id (no match is ever made from it)
  }
}

/** The user-service calls that carry it (paths under the user base URL). */
const DEVICE_CALLS = ['/auth/register', '/refer', '/api/settings'];

let installed = false;
/** Adds the header to those calls (once; SignUp and the refer and settings API import this module). */
export function sendDeviceOnSignUp(): void {
  if (installed) return;
  installed = true;
  api.user.interceptors.request.use((config) => {
    if (DEVICE_CALLS.includes(String(config.url))) config.headers.set(DEVICE_HEADER, deviceId());
    return config;
  });
}
sendDeviceOnSignUp();
