import type { ComponentType } from 'react';
import { matchRoutes, type Params } from 'react-router-dom';
import { PATHS } from '@khel/shared';

/** A screen's chunk: the page, and optionally its first data read, started before React renders the page. */
export interface ScreenModule {
  default: ComponentType;
  prefetch?: (params: Params) => void;
}

export interface Screen {
  path: string;
  /** Downloads the screen's chunk (once). */
  load: () => Promise<ScreenModule>;
  /** The screen's module once its chunk is in: the page is then drawn without suspending. */
  module?: ScreenModule;
}

function screen(path: string, importer: () => Promise<ScreenModule>): Screen {
  let loading: Promise<ScreenModule> | null = null;
  const entry: Screen = {
    path,
    load: () =>
      (loading ??= importer().then(
        (module) => (entry.module = module),
        (error: unknown) => {
          loading = null; // tried again on the next load
          throw error;
        },
      )),
  };
  return entry;
}

/**
 * The games app's screens (SPEC §2): root-config's layout mounts @khel/games on exactly these paths
 * (APP_PATHS['@khel/games'] in @khel/shared; a test keeps the two equal). Each screen is a chunk of its own, so the
 * event page loads only its own code. Kept apart from the route table (routes.tsx) so the module's entry can start
 * the path's screen without waiting for the app's code.
 */
export const SCREENS: Screen[] = [
  screen(PATHS.sports, () => import('../sports/SportsScreen')),
  screen(PATHS.sportsLeague, () => import('../sports/SportsScreen')),
  screen(PATHS.sportsEventDetail, () => import('../event/EventScreen')),
  screen(PATHS.sportsBook, () => import('../book/SportsBookScreen')),
  screen(PATHS.myMarket, () => import('../my-market/MyMarketScreen')),
  screen(PATHS.racingCategory, () => import('../racing/RacingScreen')),
  screen(PATHS.casino, () => import('../casino/CasinoScreen')),
  screen(PATHS.matka, () => import('../matka/MatkaScreen')),
  screen(PATHS.matkaDetails, () => import('../matka/MatkaDetailsScreen')),
];

/**
 * Starts loading the screen for a path, and its first data read (the event page's) as soon as its chunk is in.
 * Resolves when the chunk is in, or failed (a failure shows when the screen renders: the chunk-error banner), or at
 * once when no screen has the path.
 */
export function preloadScreen(path: string, screens: Screen[] = SCREENS): Promise<void> {
  const found = matchRoutes(screens.map((s) => ({ path: s.path })), path)?.[0];
  const screen = found && screens.find((s) => s.path === found.route.path);
  if (!screen) return Promise.resolve();
  return screen
    .load()
    .then((module) => module.prefetch?.(found.params))
    .catch(() => undefined);
}
