import { lazy, Suspense } from 'react';
import { auth$, useObservable } from '@khel/shared';

const RealityCheck = lazy(async () => ({ default: (await import('./RealityCheck')).RealityCheck }));

/** Mounted once by the shell (App.tsx): the reality check's code loads only for a logged-in player, after the page. */
export function RealityCheckSlot() {
  const { token } = useObservable(auth$);
  if (!token) return null;
  return (
    <Suspense fallback={null}>
      {/* mounted while logged in (a token refresh keeps it): a new login mounts it afresh and starts its own count */}
      <RealityCheck />
    </Suspense>
  );
}
