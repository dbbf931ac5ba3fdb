import { useEffect, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { auth$, RETURN_TO_KEY, safeReturnPath, useObservable } from '@khel/shared';

/**
 * The guard of login, sign-up and forgot-password: they are for logged-out visitors; a logged-in player goes Home,
 * or back to the page that sent them to log in (?next=).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { token } = useObservable(auth$);
  const navigate = useNavigate();
  const next = useSearchParams()[0].get(RETURN_TO_KEY);
  useEffect(() => {
    if (token) navigate(safeReturnPath(next), { replace: true });
  }, [token, navigate, next]);
  return children;
}
