import { APP_PATHS, PATHS } from '@khel/shared';

/**
 * The layout (SPEC §2): which module owns which path, from the one path list in @khel/shared (APP_PATHS), which the
 * apps' route tables use too. @khel/shell is mounted on every player route (it draws the header and menus) and
 * renders its own pages into the .khel-shell-page slot left on its paths. Every route is exact: a path no app
 * lists, a sub-path like /deposit/x included, is the 404 page.
 */
export const SHELL = '@khel/shell';

const { [SHELL]: shellPaths, ...modulePaths } = APP_PATHS;

/** Every module the layout can mount (the import map names them). */
export const LAYOUT_MODULES = [SHELL, ...Object.keys(modulePaths), '@khel/backoffice'];

export const NOT_FOUND_HTML =
  '<div class="khel-not-found"><h1>404 Not Found</h1><a href="/" data-khel-link>Go To Homepage</a></div>';

/** single-spa-layout paths are relative to the router: 'policies/:type'. */
function route(path: string, inner: string): string {
  return `<route path="${path.replace(/^\//, '') || '/'}" exact>${inner}</route>`;
}

/** Whether `pattern` matches every path `path` matches ('/cricket-fight/:id' covers '/cricket-fight/my-contests'). */
function covers(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.split('/');
  return pattern !== path && a.length === b.length && a.every((s, i) => s === b[i] || (s.startsWith(':') && !b[i]!.startsWith(':')));
}

/** A module's paths less those another of its paths already matches (single-spa-layout mounts every matching route). */
const distinct = (paths: readonly string[]) => paths.filter((p) => !paths.some((other) => covers(other, p)));

export function layoutHtml(): string {
  const moduleRoutes = Object.entries(modulePaths)
    .flatMap(([name, paths]) => distinct(paths).map((p) => route(p, `<application name="${name}"></application>`)))
    .join('');
  const shellRoutes = shellPaths.map((p) => route(p, '<div class="khel-shell-page"></div>')).join('');
  return `<single-spa-router>
<route path="${PATHS.backoffice.slice(1)}"><application name="@khel/backoffice"></application></route>
<route default>
<div class="khel-chrome"><application name="${SHELL}"></application></div>
<main class="khel-main">
${shellRoutes}${moduleRoutes}
<route default>${NOT_FOUND_HTML}</route>
</main>
</route>
</single-spa-router>`;
}
