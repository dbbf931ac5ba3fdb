import type { SiteSettingsResponse } from '@khel/shared';
import { OFFER_DELAY_MS, OFFER_MODAL_ID, shouldOpenOffer } from './player-rules';

/** SPEC §4 offer popup: 0.5 s after load, if its conditions hold then, the shell's offer modal opens. */
export interface OfferDeps {
  loggedIn(): boolean;
  settings(): SiteSettingsResponse | null;
  offerSeen(): boolean;
  openModal(modal: { id: string }): void;
}

export function scheduleOfferPopup(deps: OfferDeps): () => void {
  const timer = setTimeout(() => {
    if (shouldOpenOffer({ loggedIn: deps.loggedIn(), settings: deps.settings(), offerSeen: deps.offerSeen() })) {
      deps.openModal({ id: OFFER_MODAL_ID });
    }
  }, OFFER_DELAY_MS);
  return () => clearTimeout(timer);
}
