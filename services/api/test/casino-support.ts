import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadProvider } from '../src/casino/providers';
import { createGameSession } from '../src/casino/sessions';
import { signSeamless, type SeamlessAction } from '../src/casino/signature';

/** Helpers for the casino suites: a signed seamless call as a provider makes it, and a game session. */

export async function houseSecret(app: FastifyInstance): Promise<string> {
  const p = await loadProvider(app.deps.db, app.deps.secretBox, 'house');
  return p!.secret;
}

export async function houseGameId(app: FastifyInstance, code = 'dice'): Promise<string> {
  const { rows } = await app.deps.db.query<{ id: string }>("SELECT id::text FROM casino_games WHERE provider_id = 'house' AND code = $1", [code]);
  return rows[0]!.id;
}

export async function gameSession(app: FastifyInstance, userId: string, code = 'dice'): Promise<string> {
  const s = await createGameSession(app.deps.db, { userId, providerId: 'house', gameId: await houseGameId(app, code), playMoney: false, now: app.deps.now() });
  return s.token;
}

export interface SeamlessCallOptions {
  /** Sign as another action (a captured debit presented as a credit). */
  signAs?: SeamlessAction;
  /** Send this signature instead of the right one. */
  signature?: string;
  /** The X-Casino-Timestamp sent and signed (default: the app's clock now, in Unix seconds); null sends none. */
  timestamp?: string | null;
  /** The provider called (default the built-in one). */
  provider?: string;
}

/** A seamless call as a provider signs it: HMAC of "<action>\n<timestamp>\n<raw body>" with the timestamp header. */
export function seamless(app: FastifyInstance, secret: string, action: SeamlessAction, body: Record<string, unknown>, opts: SeamlessCallOptions = {}): Promise<LightMyRequestResponse> {
  const raw = JSON.stringify(body);
  const timestamp = opts.timestamp === undefined ? unixSeconds(app.deps.now()) : opts.timestamp;
  return app.inject({
    method: 'POST',
    url: `/sports/casino/seamless/${opts.provider ?? 'house'}/${action}`,
    headers: {
      'content-type': 'application/json',
      'x-casino-signature': opts.signature ?? signSeamless(secret, opts.signAs ?? action, raw, timestamp ?? ''),
      ...(timestamp === null ? {} : { 'x-casino-timestamp': timestamp }),
    },
    payload: raw,
  });
}

export const unixSeconds = (at: Date): string => String(Math.floor(at.getTime() / 1000));

/** The refusal code of a seamless error answer ("INSUFFICIENT_FUNDS: ..."). */
export const codeOf = (res: LightMyRequestResponse): string => String((res.json() as { message: string }).message).split(':', 1)[0]!;
