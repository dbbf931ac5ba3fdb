import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import {
  HouseGameList, HousePlayBody, HousePlayResult, HouseRotateBody, HouseRoundList, HouseSeeds, HouseSessionBody, HouseVerifyBody, HouseVerifyResult,
} from '@khel/shared/contracts';
import { loadProvider } from '../../casino/providers';
import { ApiError, unauthorized } from '../../http/errors';
import { ok } from '../../http/reply';
import { routeSchema, type RouteSpec } from '../../http/schemas/route';
import { bodyOf } from '../../ops/input';
import { HOUSE_GAMES } from '../../house-games/games';
import { playerRounds, playRound } from '../../house-games/rounds';
import { clientSeedInput, currentSeeds, rotateSeeds, type RevealedSeed, type SeedPair } from '../../house-games/seeds';
import { verifyRound } from '../../house-games/verify';
import { fetchTransport, httpWalletClient, WalletCallError } from '../../house-games/wallet-client';

const HOUSE = 'house';
const spec = (s: Omit<RouteSpec, 'tags'>) => ({ schema: routeSchema({ tags: ['casino-house'], ...s }) });
const SESSION = { 401: 'The game session has ended. Open the game again.' };
const seedsView = (s: SeedPair) => ({ server_seed_hash: s.serverSeedHash, client_seed: s.clientSeed, next_nonce: s.nextNonce });
const revealed = (r: RevealedSeed | null) => (r ? { server_seed: r.serverSeed, server_seed_hash: r.serverSeedHash, client_seed: r.clientSeed, rounds: r.rounds } : null);

/**
 * /sports/casino/house/*: the built-in provider's game server (issue 14 item 2) for its iframe app. The player is
 * known by the game session token of the launch URL, which the provider resolves through the seamless balance call;
 * money moves only through the seamless API, over HTTP on this process's own address, signed like any provider.
 */
export async function casinoHouseRoutes(app: FastifyInstance, opts: { seamlessPrefix: string }): Promise<void> {
  const { db, secretBox } = app.deps;
  // Over the network to this process's own address; a process that is not listening (tests calling inject) sends
  // the same signed request through Fastify's inject, which runs the same HTTP route.
  const network = fetchTransport(() => {
    const address = app.server.address() as AddressInfo;
    const host = address.family === 'IPv6' ? `[${address.address === '::' ? '::1' : address.address}]` : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
    return `http://${host}:${address.port}${opts.seamlessPrefix}/${HOUSE}`;
  });
  const wallet = httpWalletClient({
    transport: async (action, headers, body) => {
      if (app.server.listening && typeof app.server.address() === 'object') return network(action, headers, body);
      const res = await app.inject({ method: 'POST', url: `${opts.seamlessPrefix}/${HOUSE}/${action}`, headers, payload: body });
      return { status: res.statusCode, json: res.json() as unknown };
    },
    secret: async () => (await loadProvider(db, secretBox, HOUSE))!.secret,
    now: () => app.deps.now(),
  });

  // token -> player, kept a minute so a round costs one wallet call per side, not three.
  const sessions = new Map<string, { playerId: string; at: number }>();
  async function player(raw: unknown): Promise<{ playerId: string; token: string }> {
    const token = bodyOf(raw).token;
    if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,200}$/.test(token)) throw unauthorized(SESSION[401]);
    const hit = sessions.get(token);
    if (hit && Date.now() - hit.at < 60_000) return { playerId: hit.playerId, token };
    try {
      const answer = await wallet.call('balance', { session_token: token });
      if (sessions.size > 10_000) sessions.clear();
      sessions.set(token, { playerId: String(answer.player_id), at: Date.now() });
      return { playerId: String(answer.player_id), token };
    } catch (error) {
      if (error instanceof WalletCallError && error.statusCode === 401) throw unauthorized(SESSION[401]);
      throw new ApiError(503, 'The wallet could not be reached. Please try again.');
    }
  }

  app.get('/games', spec({ summary: 'The built-in games with their declared RTP and rules', data: HouseGameList }), async () =>
    ok({ games: Object.values(HOUSE_GAMES).map((g) => ({ code: g.code, name: g.name, rtp: g.rtpBp / 100, rules: g.rules, version: g.version })) }),
  );

  app.post('/seeds', spec({ summary: "The player's seed pair: the server seed's SHA-256, client seed and next nonce", body: HouseSessionBody, data: HouseSeeds, refusals: SESSION }), async (request) => {
    const { playerId } = await player(request.body);
    return ok({ current: seedsView(await currentSeeds(db, playerId)), previous: null });
  });

  app.post('/seeds/rotate', spec({ summary: 'Retire the seed pair (its server seed revealed) and start a new one with the client seed given', body: HouseRotateBody, data: HouseSeeds, refusals: { ...SESSION, 422: 'client_seed must be 1 to 64 letters, digits, _ or -' } }), async (request) => {
    const { playerId } = await player(request.body);
    const clientSeed = clientSeedInput(bodyOf(request.body).client_seed);
    const r = await rotateSeeds(db, playerId, clientSeed, app.deps.now());
    return ok({ current: seedsView(r.current), previous: revealed(r.previous) });
  });

  app.post('/play', spec({
    summary: 'Play one round: debit, outcome from the seeds, credit (through the seamless wallet)',
    body: HousePlayBody,
    data: HousePlayResult,
    refusals: { ...SESSION, 400: 'Insufficient Balance', 422: 'amount / params refusals naming the field', 503: 'The wallet could not be reached' },
  }), async (request) => {
    const { playerId, token } = await player(request.body);
    const body = bodyOf(request.body);
    const result = await playRound(db, wallet, { playerId, token, game: body.game, amount: body.amount, params: body.params });
    return ok({ ...result, seeds: seedsView(await currentSeeds(db, playerId)) });
  });

  app.post('/rounds', spec({ summary: "The player's last 50 rounds, server seeds shown once rotated", body: HouseSessionBody, data: HouseRoundList, refusals: SESSION }), async (request) => {
    const { playerId } = await player(request.body);
    return ok({ rounds: await playerRounds(db, playerId) });
  });

  app.post('/verify', spec({ summary: 'Recompute any round from its seeds, nonce and parameters', body: HouseVerifyBody, data: HouseVerifyResult, refusals: { 422: 'the field that is wrong' } }), async (request) =>
    ok(verifyRound(bodyOf(request.body))),
  );
}
