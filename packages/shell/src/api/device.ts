import { api } from '@khel/shared';

/**
 * A random id this browser keeps (localStorage), sent with the sign-up call as X-Khel-Device: refer and earn refuses a
 * reward between two players who signed up on one device. It identifies the browser, nothing about the person.
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

let installed = false;
/** Adds the header to the user service's register call (once; SignUp imports this module). */
export function sendDeviceOnSignUp(): void {
  if (installed) return;
  installed = true;
  api.user.interceptors.request.use((config) => {
    if (config.url === '/auth/register') config.headers.set(DEVICE_HEADER, deviceId());
    return config;
  });
}
sendDeviceOnSignUp();
