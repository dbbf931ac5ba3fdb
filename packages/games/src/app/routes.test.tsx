import '../test-env';
import { matchRoutes } from 'react-router-dom';
import { APP_PATHS } from '@khel/shared';
import { GAMES_ROUTES, gamesRouteObjects, preloadScreen, type GamesRoute } from './routes';

describe('games route table', () => {
  it("routes exactly the paths root-config's layout gives the games app", () => {
    expect(GAMES_ROUTES.map((r) => r.path).sort()).toEqual([...APP_PATHS['@khel/games']].sort());
  });

  it.each([
    ['/sports/cricket/4', '/sports/:type/:id'],
    ['/sports/cricket/4/12', '/sports/:type/:id/:league_id'],
    ['/sports-event-detail/42', '/sports-event-detail/:event_id'],
    ['/sports-book', '/sports-book'],
    ['/racing-category/horse', '/racing-category/:type'],
    ['/casino/live', '/casino/:section'],
    ['/matka', '/matka'],
    ['/matka-details/kalyan', '/matka-details/:itemDetail'],
  ])('%s is the screen at %s, inside the games area', (path, pattern) => {
    const match = matchRoutes(gamesRouteObjects(), path)!;
    expect(match).toHaveLength(2);
    expect(match[1]!.route.path).toBe(pattern);
  });

  it.each(['/sports/cricket', '/sports-event-detail', '/racing-category', '/'])('%s is no games screen', (path) => {
    const match = matchRoutes(gamesRouteObjects(), path)!;
    expect(match.map((m) => m.route.path)).toEqual(['*']);
  });

  it('preloadScreen starts loading only the screen of the path (the event page on /sports-event-detail/:id)', () => {
    const routes: GamesRoute[] = GAMES_ROUTES.map((r) => ({ ...r, load: jest.fn(() => Promise.resolve({ default: r.Page })) }));
    const loaded = () => routes.filter((r) => (r.load as jest.Mock).mock.calls.length > 0).map((r) => r.path);
    preloadScreen('/sports-event-detail/42', routes);
    expect(loaded()).toEqual(['/sports-event-detail/:event_id']);
    preloadScreen('/', routes);
    preloadScreen('/wallet', routes);
    expect(loaded()).toEqual(['/sports-event-detail/:event_id']);
  });

  it("preloadScreen starts the screen's first read with the path's parameters once its chunk is in", async () => {
    const prefetch = jest.fn();
    const event = GAMES_ROUTES.find((r) => r.path === '/sports-event-detail/:event_id')!;
    preloadScreen('/sports-event-detail/42', [{ ...event, load: () => Promise.resolve({ default: event.Page, prefetch }) }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prefetch).toHaveBeenCalledWith({ event_id: '42' });
  });

  it('preloadScreen swallows a failed load (the screen reports it when it renders)', async () => {
    const load = jest.fn(() => Promise.reject(new Error('chunk')));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      expect(() => preloadScreen('/sports/cricket/4', [{ ...GAMES_ROUTES[0]!, load }])).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      process.off('unhandledRejection', unhandled);
    }
    expect(load).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
