import { useEffect, useState } from 'react';
import { onSessionChange, readSession, type OpsSession } from '../api/session';

/** The signed-in operator, following sign-in, sign-out and a 401 that ends the session. */
export function useOpsSession(): OpsSession | null {
  const [session, setSession] = useState<OpsSession | null>(() => readSession());
  useEffect(() => onSessionChange(setSession), []);
  return session;
}
