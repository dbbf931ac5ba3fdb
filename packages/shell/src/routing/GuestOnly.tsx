import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { auth$, PATHS, useObservable } from '@khel/shared';

/** The guard of login, sign-up and forgot-password: they are for logged-out visitors; a logged-in player goes Home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { token } = useObservable(auth$);
  const navigate = useNavigate();
  useEffect(() => {
    if (token) navigate(PATHS.home);
  }, [token, navigate]);
  return children;
}
