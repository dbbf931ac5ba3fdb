import type { FastifyInstance } from 'fastify';
import { RecentSearches, SearchResults } from '@khel/shared/contracts';
import { RecentSearchDto, SEARCH_MESSAGES, SearchQueryDto } from '@khel/shared/validation';
import { requirePlayer } from '../../auth/player-guard';
import { ok } from '../../http/reply';
import { routeSchema, type RouteSpec } from '../../http/schemas/route';
import { parseBody } from '../../http/validate';
import { clearSearches, recentSearches, rememberSearch } from '../../search/recent';
import { normaliseQuery, search, SEARCH_PER_KIND } from '../../search/search';

/**
 * GET /site/search (anyone: the site's events, competitions, teams, casino games, matka markets and fantasy matches
 * by English or Hindi name) and the player's recent searches (GET /site/search/recent, POST to add one, POST
 * /site/search/recent/clear).
 */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const tags = ['site'];
  const schema = (spec: Omit<RouteSpec, 'tags'>) => ({ schema: routeSchema({ tags, ...spec }) });
  const player = (spec: Omit<RouteSpec, 'tags' | 'security'>) => ({ preHandler: requirePlayer, ...schema({ security: 'player', ...spec }) });

  app.get(
    '/search',
    schema({
      summary: `Find events, competitions, teams, casino games, matka markets and fantasy matches by name (English or Hindi; misspellings within an edit or two; the last word as a prefix): at most ${SEARCH_PER_KIND} of each kind, events first, in-play first`,
      query: { q: `The search text, 1 to 60 characters` },
      data: SearchResults,
      refusals: { 422: SEARCH_MESSAGES.q },
    }),
    async (request) => {
      const { q } = await parseBody(SearchQueryDto, request.query);
      return ok({ q: normaliseQuery(q), groups: await search(db, q) });
    },
  );

  app.get('/search/recent', player({ summary: "The player's recent searches, newest first (at most 10)", data: RecentSearches }), async (request) =>
    ok({ items: await recentSearches(db, request.player!.userId) }),
  );

  app.post('/search/recent', player({ summary: "Keep a search among the player's recent ones (the oldest beyond 10 goes)", body: RecentSearchDto, data: RecentSearches, refusals: { 422: SEARCH_MESSAGES.q } }), async (request) => {
    const { q } = await parseBody(RecentSearchDto, request.body);
    return ok({ items: await db.tx((t) => rememberSearch(t, request.player!.userId, q, app.deps.now())) });
  });

  app.post('/search/recent/clear', player({ summary: "Forget the player's recent searches", body: { type: 'object', description: 'Empty' }, data: RecentSearches }), async (request) => {
    await clearSearches(db, request.player!.userId);
    return ok({ items: [] });
  });
}
