import type { Queryable } from '../db/db';
import { ApiError, forbidden, notFound } from '../http/errors';
import type { SecretBox } from '../lib/secret-box';
import { casinoDemoPolicy, DEMO_BARRED_MESSAGE } from './demo-policy';
import { gameById } from './games';
import { loadProvider } from './providers';
import { createGameSession } from './sessions';
import { refuseIfOnBreak } from '../protection/enforce';
import { protectionStanding } from '../protection/standing';

export const PROVIDER_DOWN_MESSAGE = 'This game is not available right now. Please try another game.';

export interface LaunchInput {
  userId: string;
  isDemo: boolean;
  gameId: string;
  lang: string;
  domain: string;
  lobbyUrl: string;
  now: Date;
}

/** Fills the provider's launch URL template: {token}, {game}, {lang}, {lobby}, each URL-encoded. */
export function launchUrl(template: string, values: Record<'token' | 'game' | 'lang' | 'lobby', string>): string {
  return template.replace(/\{(token|game|lang|lobby)\}/g, (_, k: keyof typeof values) => encodeURIComponent(values[k]));
}

/** A player opens a game: a game session for the provider and the iframe URL carrying its token. */
export async function launchGame(q: Queryable, box: SecretBox, input: LaunchInput) {
  const game = await gameById(q, input.gameId);
  if (!game || !game.enabled) throw notFound('Game not found');
  if (!game.providerEnabled) throw new ApiError(503, PROVIDER_DOWN_MESSAGE);
  const provider = await loadProvider(q, box, game.providerId);
  if (!provider) throw notFound('Game not found');
  // A time-out or self-exclusion closes the games (issue 15 part 5); the wallet's debit refuses too.
  refuseIfOnBreak(await protectionStanding(q, input.userId, input.now));
  let playMoney = false;
  if (input.isDemo) {
    if ((await casinoDemoPolicy(q, input.domain)) === 'barred') throw forbidden(DEMO_BARRED_MESSAGE);
    playMoney = true;
  }
  const session = await createGameSession(q, { userId: input.userId, providerId: game.providerId, gameId: game.id, playMoney, now: input.now });
  return {
    game,
    url: launchUrl(provider.launchUrl, { token: session.token, game: game.code, lang: input.lang, lobby: input.lobbyUrl }),
    token: session.token,
    expiresAt: session.expiresAt,
    playMoney,
  };
}
