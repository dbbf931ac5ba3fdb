import { useEffect } from 'react';
import { auth$, useObservable } from '@khel/shared';
import { go } from './location';

/** Login, sign-up and forgot-password are for logged-out visitors: a logged-in player goes Home. */
export function useGuestOnly(): void {
  const { token } = useObservable(auth$);
  useEffect(() => {
    if (token) go('/');
  }, [token]);
}
