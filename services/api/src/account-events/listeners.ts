import type { AccountListener } from './events';

/** Every part that reacts to account events, in the order they run (one line each). */
export const ACCOUNT_LISTENERS: readonly AccountListener[] = [];
