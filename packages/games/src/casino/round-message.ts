/**
 * The message the built-in provider's page (packages/house-games) posts to the lobby after each round, to this
 * site's origin only: `{ type: 'khel:casino-round', balance }`. The balance in it is not trusted; the lobby re-reads
 * the wallet.
 */
export const ROUND_MESSAGE = 'khel:casino-round';

export const isRoundMessage = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === ROUND_MESSAGE;
