import { lazy, Suspense } from 'react';
import { auth$, modal$, useObservable } from '@khel/shared';
import { OFFER_MODAL } from './offer';

/**
 * The chrome a logged-out Home never shows, as lazy chunks of the shell (Home's chunk does not carry them): the
 * account panel, loaded once a player is logged in, and the offer poster, loaded when root-config opens it.
 */
const AccountSidebar = lazy(async () => ({ default: (await import('./AccountSidebar')).AccountSidebar }));
const OfferModal = lazy(async () => ({ default: (await import('./OfferModal')).OfferModal }));

export function AccountSidebarSlot({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { token } = useObservable(auth$);
  if (!token) return null;
  return (
    <Suspense fallback={null}>
      <AccountSidebar open={open} onClose={onClose} />
    </Suspense>
  );
}

export function OfferModalSlot() {
  const modal = useObservable(modal$);
  if (modal?.id !== OFFER_MODAL) return null;
  return (
    <Suspense fallback={null}>
      <OfferModal />
    </Suspense>
  );
}
