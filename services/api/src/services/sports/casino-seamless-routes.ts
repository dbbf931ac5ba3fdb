import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SeamlessBalance, SeamlessBalanceBody, SeamlessCreditBody, SeamlessDebitBody, SeamlessResult, SeamlessRollbackBody } from '@khel/shared/contracts';
import { SeamlessError, SEAMLESS_REFUSALS } from '../../casino/errors';
import { loadProvider, type Provider } from '../../casino/providers';
import { balanceRequest, creditRequest, debitRequest, rollbackRequest } from '../../casino/seamless-input';
import { freshTimestamp, SIGNATURE_HEADER, TIMESTAMP_HEADER, verifySeamless, type SeamlessAction } from '../../casino/signature';
import { seamlessBalance, seamlessCredit, seamlessDebit, seamlessRollback, type WalletAnswer } from '../../casino/wallet';
import { ApiError } from '../../http/errors';
import { ok } from '../../http/reply';
import { routeSchema } from '../../http/schemas/route';
import type { Ctor } from '../../http/schemas/from-class';

declare module 'fastify' {
  interface FastifyRequest {
    casinoRawBody?: string;
  }
}

const PROVIDER_ID = /^[a-z0-9][a-z0-9-]{1,31}$/;
const refusals = Object.fromEntries(
  Object.entries(SEAMLESS_REFUSALS).reduce((by, [code, [status, text]]) => by.set(status, [...(by.get(status) ?? []), `${code}: ${text}`]), new Map<number, string[]>()).entries(),
) as Record<number, string[]>;
const refusalNotes = (codes: number[]) => Object.fromEntries(codes.map((c) => [c, (refusals[c] ?? []).join('; ')]));

const schema = (action: SeamlessAction, body: Ctor, data: Ctor, summary: string, codes: number[]) => ({
  schema: routeSchema({
    tags: ['casino-seamless'],
    summary,
    description: `Called by a provider. Headers ${TIMESTAMP_HEADER}: Unix seconds when sent (refused outside the replay window, KHEL_CASINO_REPLAY_WINDOW_S, default 300 s either side); ${SIGNATURE_HEADER}: hex HMAC-SHA256 under the provider's secret of "${action}\\n<timestamp>\\n<raw body>". Every answer is safe to repeat: the same transaction_id with the same fields answers the first result again; with any field changed it is refused (409).`,
    params: { provider: 'The provider id' },
    body,
    data,
    refusals: refusalNotes([401, 422, ...codes]),
  }),
});

const answer = (a: WalletAnswer, txId: string) => ok({ player_id: a.playerId, balance: Number(a.balance) / 100, currency: 'INR', transaction_id: txId, status: a.status });

/**
 * /sports/casino/seamless/:provider/*: the wallet a provider calls (issue 14 item 1). The body is read as text so
 * the signature is checked over the exact bytes sent; nothing is read or written before it matches.
 */
export async function casinoSeamlessRoutes(app: FastifyInstance): Promise<void> {
  const { db, secretBox } = app.deps;
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (request, body, done) => {
    const text = body as string;
    request.casinoRawBody = text;
    try {
      done(null, text === '' ? {} : (JSON.parse(text) as unknown));
    } catch {
      done(new ApiError(400, 'Request body is not valid JSON'), undefined);
    }
  });

  const now = () => app.deps.now();
  async function signed(request: FastifyRequest<{ Params: { provider: string } }>, action: SeamlessAction, forNewMoney: boolean): Promise<Provider> {
    const id = request.params.provider;
    const provider = PROVIDER_ID.test(id) ? await loadProvider(db, secretBox, id) : null;
    if (!provider) throw new SeamlessError('UNKNOWN_PROVIDER');
    // A captured call is worthless once the window has passed (issue 26 finding 7): the timestamp is signed too.
    const timestamp = request.headers[TIMESTAMP_HEADER];
    if (!freshTimestamp(timestamp, now(), app.deps.config.casino.replayWindowS)) throw new SeamlessError('STALE_REQUEST');
    if (!verifySeamless(provider.secret, action, request.casinoRawBody ?? '', timestamp, request.headers[SIGNATURE_HEADER])) throw new SeamlessError('BAD_SIGNATURE');
    // A disabled provider takes no new bets but may still settle and roll back what it took (providers retry for hours).
    if (forNewMoney && !provider.enabled) throw new SeamlessError('UNKNOWN_PROVIDER');
    return provider;
  }
  type Req = FastifyRequest<{ Params: { provider: string } }>;

  app.post('/:provider/balance', schema('balance', SeamlessBalanceBody, SeamlessBalance, "The player's cash balance, by session token or by player id while a game session of this provider is open", []), async (request: Req) => {
    const provider = await signed(request, 'balance', false);
    const b = await seamlessBalance(db, provider, balanceRequest(request.body), now());
    return ok({ player_id: b.playerId, user_name: b.userName, balance: Number(b.balance) / 100, currency: 'INR' });
  });
  app.post('/:provider/debit', schema('debit', SeamlessDebitBody, SeamlessResult, 'A bet: cash -> house:casino, opening or adding to the round', [402, 404, 409]), async (request: Req) => {
    const provider = await signed(request, 'debit', true);
    const req = debitRequest(request.body);
    return answer(await seamlessDebit(db, provider, req, now()), req.txId);
  });
  app.post('/:provider/credit', schema('credit', SeamlessCreditBody, SeamlessResult, "A win (0 for a loss): house:casino -> cash; settles the round", [404, 409]), async (request: Req) => {
    const provider = await signed(request, 'credit', false);
    const req = creditRequest(request.body);
    return answer(await seamlessCredit(db, provider, req, now()), req.txId);
  });
  app.post('/:provider/rollback', schema('rollback', SeamlessRollbackBody, SeamlessResult, 'Cancels a debit of an open round (refunds it once); an unknown debit of a player of this provider is remembered and refused later', [404, 409]), async (request: Req) => {
    const provider = await signed(request, 'rollback', false);
    const req = rollbackRequest(request.body);
    return answer(await seamlessRollback(db, provider, req, now()), req.txId);
  });
}
