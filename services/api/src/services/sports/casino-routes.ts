import type { FastifyInstance } from 'fastify';
import { CasinoLaunch, CasinoLaunchBody, CasinoLobby } from '@khel/shared/contracts';
import { casinoDemoPolicy } from '../../casino/demo-policy';
import { CASINO_SECTIONS, lobbyGames, SECTION_NAMES, type CasinoGame, type CasinoSection } from '../../casino/games';
import { launchGame, PROVIDER_DOWN_MESSAGE } from '../../casino/launch';
import { sweepRulesOf } from '../../casino/operator-sweep';
import { startRoundSweep } from '../../casino/sweep-timer';
import { requirePlayer } from '../../auth/player-guard';
import { unprocessable } from '../../http/errors';
import { ok } from '../../http/reply';
import { routeSchema } from '../../http/schemas/route';
import { bodyOf } from '../../ops/input';
import { domainFromQuery } from '../../site/site-repo';
import { casinoHouseRoutes } from './casino-house-routes';
import { casinoSeamlessRoutes } from './casino-seamless-routes';

const tile = (g: CasinoGame) => ({ id: g.id, provider: g.providerId, provider_name: g.providerName, code: g.code, name: g.name, section: g.section, thumbnail: g.thumbnail, rtp: g.rtpBp / 100 });

function lobbyQuery(query: unknown): { section?: CasinoSection; search?: string } {
  const q = (query ?? {}) as Record<string, unknown>;
  const section = q.section === undefined || q.section === '' ? undefined : q.section;
  if (section !== undefined && !CASINO_SECTIONS.includes(section as CasinoSection)) throw unprocessable([`section must be one of ${CASINO_SECTIONS.join(', ')}`]);
  const search = typeof q.q === 'string' && q.q.trim() ? q.q.trim() : undefined;
  if (search && search.length > 50) throw unprocessable(['q must be at most 50 characters']);
  return { section: section as CasinoSection | undefined, search };
}

/**
 * /sports/casino: the lobby and launch for players, the providers' seamless wallet (/seamless/:provider/*) and the
 * built-in provider's game server (/house/*). Where it runs, the round sweep closes rounds a crash left open
 * (KHEL_CASINO_SWEEP_MS; 0 turns it off).
 */
export async function casinoRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, secretBox } = app.deps;
  const domainOf = (query: unknown) => domainFromQuery(query, config.defaultDomain);

  app.get('/lobby', {
    schema: routeSchema({
      tags: ['casino'],
      summary: 'Sections and game tiles (one section, a search on game or provider name)',
      query: { section: CASINO_SECTIONS.join(', '), q: 'Part of a game or provider name', domain: 'The site (default: the configured one)' },
      data: CasinoLobby,
      refusals: { 422: 'section must be one of ...' },
    }),
  }, async (request) => {
    const filter = lobbyQuery(request.query);
    const domain = domainOf(request.query);
    const [games, all] = await Promise.all([lobbyGames(db, filter), lobbyGames(db)]);
    const sections = CASINO_SECTIONS.map((id) => ({ id, name: SECTION_NAMES[id], games: all.filter((g) => g.section === id).length }));
    return ok({ sections, games: games.map(tile), demo: await casinoDemoPolicy(db, domain) });
  });

  app.post('/launch', {
    preHandler: requirePlayer,
    schema: routeSchema({
      tags: ['casino'],
      summary: 'Open a game: a game session and the iframe URL carrying its token',
      security: 'player',
      query: { domain: 'The site (default: the configured one)' },
      body: CasinoLaunchBody,
      data: CasinoLaunch,
      refusals: { 403: 'Casino games are not available on a demo account', 404: 'Game not found', 422: 'game_id must be a game id', 503: PROVIDER_DOWN_MESSAGE },
    }),
  }, async (request) => {
    const body = bodyOf(request.body);
    const gameId = typeof body.game_id === 'number' ? String(body.game_id) : body.game_id;
    if (typeof gameId !== 'string' || !/^\d{1,18}$/.test(gameId)) throw unprocessable(['game_id must be a game id']);
    const lang = body.lang === undefined ? 'en' : body.lang;
    if (typeof lang !== 'string' || !/^[a-z]{2}$/.test(lang)) throw unprocessable(['lang must be a two-letter language code']);
    const player = request.player!;
    const launched = await launchGame(db, secretBox, {
      userId: player.userId, isDemo: player.isDemo, gameId, lang, domain: domainOf(request.query), lobbyUrl: '/casino', now: app.deps.now(),
    });
    return ok({ url: launched.url, game: tile(launched.game), expires_at: launched.expiresAt.toISOString(), play_money: launched.playMoney });
  });

  const seamlessPrefix = `${app.prefix}/seamless`;
  await app.register(casinoSeamlessRoutes, { prefix: '/seamless' });
  await app.register(casinoHouseRoutes, { prefix: '/house', seamlessPrefix });

  if (config.casino.sweepMs > 0) {
    const stop = startRoundSweep(db, { intervalMs: config.casino.sweepMs, rules: sweepRulesOf(config.casino), now: () => app.deps.now(), log: app.log });
    app.addHook('onClose', stop);
  }
}
