import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router-dom';
import { PATHS } from '@khel/shared';

/** A screen's chunk. */
export interface ScreenModule {
  default: ComponentType;
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

const bets = () => import('../bets/BetsScreen');
const statement = () => import('../statement/StatementScreen');

/**
 * The reports app's screens (SPEC §2): root-config's layout mounts @khel/reports on exactly these paths
 * (APP_PATHS['@khel/reports']; a test keeps the two equal). bets and bet-history are one screen, as are the account
 * and transfer statements. Each screen is a chunk of its own; the chart and the downloads are chunks of theirs.
 */
export const SCREENS: Screen[] = [
  screen(PATHS.bets, bets),
  screen(PATHS.betHistory, bets),
  screen(PATHS.winLoss, () => import('../winloss/WinLossScreen')),
  screen(PATHS.winLossDetails, () => import('../winloss/WinLossDetailsScreen')),
  screen(PATHS.casinoWinLossDetails, () => import('../winloss/CasinoWinLossScreen')),
  screen(PATHS.accountStatement, statement),
  screen(PATHS.transferStatement, statement),
];

/** Starts loading the screen of a path; resolves when its chunk is in, or failed, or at once when none has the path. */
export function preloadScreen(path: string, screens: Screen[] = SCREENS): Promise<void> {
  const found = matchRoutes(screens.map((s) => ({ path: s.path })), path)?.[0];
  const match = found && screens.find((s) => s.path === found.route.path);
  if (!match) return Promise.resolve();
  return match
    .load()
    .then(() => undefined)
    .catch(() => undefined);
}
