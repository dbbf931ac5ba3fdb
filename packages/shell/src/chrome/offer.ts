/** The offer popup's modal$ id (root-config opens it, root-config/src/player-rules.ts) and the device's seen flag. */
export const OFFER_MODAL = 'offer';
export const OFFER_SEEN_KEY = 'is_offer';
