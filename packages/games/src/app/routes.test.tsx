import '../test-env';
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, matchRoutes, useRoutes } from 'react-router-dom';
import { APP_PATHS } from '@khel/shared';
import { GAMES_ROUTES, gamesRouteObjects, screenPage } from './routes';
import { SCREENS, preloadScreen, type Screen } from './screens';

describe('games route table', () => {
  it("routes exactly the paths root-config's layout gives the games app", () => {
    expect(GAMES_ROUTES.map((r) => r.path).sort()).toEqual([...APP_PATHS['@khel/games']].sort());
    expect(SCREENS.map((s) => s.path)).toEqual(GAMES_ROUTES.map((r) => r.path));
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
});

/** A screen whose chunk answers when the test says. */
function deferredScreen(path: string) {
  let resolve!: () => void;
  const importer = jest.fn(
    () =>
      new Promise<{ default: () => ReactElement; prefetch: jest.Mock }>((done) => {
        resolve = () => done({ default: () => <p>the screen</p>, prefetch });
      }),
  );
  const prefetch = jest.fn();
  const screenEntry: Screen = { path, load: () => importer().then((module) => (screenEntry.module = module)) };
  return { screen: screenEntry, importer, prefetch, arrive: () => resolve() };
}

function Routes({ screens }: { screens: Screen[] }) {
  return useRoutes(gamesRouteObjects(screens.map(screenPage)));
}

describe('preloadScreen', () => {
  it('starts loading only the screen of the path (the event page on /sports-event-detail/:id)', () => {
    const screens = SCREENS.map((s) => ({ ...s, load: jest.fn(() => new Promise<never>(() => undefined)) }));
    const started = () => screens.filter((s) => s.load.mock.calls.length > 0).map((s) => s.path);
    void preloadScreen('/sports-event-detail/42', screens);
    expect(started()).toEqual(['/sports-event-detail/:event_id']);
    void preloadScreen('/', screens);
    void preloadScreen('/wallet', screens);
    expect(started()).toEqual(['/sports-event-detail/:event_id']);
  });

  it("starts the screen's first read with the path's parameters once its chunk is in, and then resolves", async () => {
    const { screen: event, prefetch, arrive } = deferredScreen('/sports-event-detail/:event_id');
    let ready = false;
    const done = preloadScreen('/sports-event-detail/42', [event]).then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    expect(prefetch).not.toHaveBeenCalled();
    arrive();
    await done;
    expect(prefetch).toHaveBeenCalledWith({ event_id: '42' });
  });

  it('resolves on a failed load (the screen reports it when it renders), with no unhandled rejection', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const load = jest.fn(() => Promise.reject(new Error('chunk')));
      await expect(preloadScreen('/sports/cricket/4', [{ path: '/sports/:type/:id', load }])).resolves.toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('SCREENS load a chunk once and keep its module', async () => {
    const sportsBook = SCREENS.find((s) => s.path === '/sports-book')!;
    const first = sportsBook.load();
    expect(sportsBook.load()).toBe(first);
    const module = await first;
    expect(sportsBook.module).toBe(module);
  });
});

describe('a route page', () => {
  const spinner = (container: HTMLElement) => container.querySelector('.g-center');

  it('is drawn in the first render, with no spinner, when its screen was preloaded', async () => {
    const { screen: book, arrive } = deferredScreen('/sports-book');
    const preloaded = preloadScreen('/sports-book', [book]);
    arrive();
    await preloaded;
    const view = render(
      <MemoryRouter initialEntries={['/sports-book']}>
        <Routes screens={[book]} />
      </MemoryRouter>,
    );
    // in the DOM as render() returns: no Suspense fallback was committed first
    expect(view.getByText('the screen')).toBeTruthy();
    expect(spinner(view.container)).toBeNull();
  });

  it('shows the spinner while a screen that was not preloaded loads, then the screen', async () => {
    const { screen: late, arrive } = deferredScreen('/sports/:type/:id');
    const view = render(
      <MemoryRouter initialEntries={['/sports/cricket/4']}>
        <Routes screens={[late]} />
      </MemoryRouter>,
    );
    expect(spinner(view.container)).not.toBeNull();
    expect(view.queryByText('the screen')).toBeNull();
    arrive();
    expect(await screen.findByText('the screen')).toBeTruthy();
  });
});
