import { logout, logoutCall } from '@khel/shared';

/** Ends the session (the account panel's Logout, the reality check's): the server told, the local session cleared, Home. */
export async function logOutNow(go: (to: string) => void): Promise<void> {
  await logoutCall().catch(() => undefined); // the session ends locally whatever the server says
  logout();
  go('/');
}
