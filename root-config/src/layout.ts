import { matchPath } from 'react-router-dom';
import { APP_PATHS, NOT_FOUND_HTML, PATHS } from '@khel/shared';

/**
 * The layout (SPEC §2): which module owns which path, from the one path list in @khel/shared (APP_PATHS), which the
 * apps' route tables use too, matched with react-router's matchPath (the apps' own routers match the same patterns
 * the same way: case-insensitive, a trailing slash allowed). @khel/shell is mounted on every player route (it draws
 * the header and menus) and renders its own pages into the .khel-shell-page slot left on its paths. Every route is
 * exact: a path no app lists, a sub-path like /deposit/x included, is the 404 page. /backoffice and everything under
 * it is the operator console alone. layout-dom.ts puts this on the page; app-frame.ts gives each module its loader
 * and error panel.
 */
export const SHELL = '@khel/shell';
export const CONSOLE = '@khel/backoffice';

const { [SHELL]: shellPaths, ...modulePaths } = APP_PATHS;

/** Every module the layout can mount (the import map names them). */
export const LAYOUT_MODULES = [SHELL, ...Object.keys(modulePaths), CONSOLE];

/** The 404 page's markup: one copy in @khel/shared, which an app's own router shows too. */
export { NOT_FOUND_HTML };

/** What the page shows at a path. */
export interface LayoutAt {
  /** The modules mounted, in page order: the console alone, or the shell then the module owning the path. */
  apps: string[];
  /** The shell's page slot (.khel-shell-page) is on the page: the path is one of the shell's own pages. */
  shellPage: boolean;
  /** Nobody owns the path: the 404 page, under the header. */
  notFound: boolean;
}

const matches = (patterns: readonly string[], path: string) => patterns.some((pattern) => matchPath(pattern, path) !== null);

export function layoutAt(path: string): LayoutAt {
  if (matchPath({ path: PATHS.backoffice, end: false }, path)) return { apps: [CONSOLE], shellPage: false, notFound: false };
  const shellPage = matches(shellPaths, path);
  const owners = Object.entries(modulePaths)
    .filter(([, paths]) => matches(paths, path))
    .map(([name]) => name);
  return { apps: [SHELL, ...owners], shellPage, notFound: !shellPage && owners.length === 0 };
}

/** single-spa's activity function for a module: whether the layout mounts it at this location. */
export const activeWhen =
  (name: string) =>
  (location: Location): boolean =>
    layoutAt(location.pathname).apps.includes(name);
