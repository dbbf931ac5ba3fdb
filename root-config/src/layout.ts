/**
 * The route table (SPEC §2): the one place that says which module owns which path.
 * Routes that belong to @khel/shell hold no application: the shell is mounted on every player route (it draws the
 * header and menus) and renders its own page for these paths; listing them here keeps them out of the 404 route.
 */
export const SHELL = '@khel/shell';

const shellPaths = [
  'login',
  'sign-up',
  'forget-password',
  'faq',
  'maintenance',
  'policies/:type',
  'setting',
  'time-setting',
  'change-password',
  'notifications',
  'refer-earn',
  'bonus',
  'search',
];

const modulePaths: Record<string, string[]> = {
  '@khel/wallet': ['deposit', 'withdrawal', 'transaction', 'transaction-details/:id'],
  '@khel/games': [
    'sports/:type/:id',
    'sports-event-detail/:event_id',
    'sports-book',
    'casino/:section',
    'matka',
    'matka-details/:itemDetail',
    'racing-category/:type',
  ],
  '@khel/reports': [
    'bets',
    'bet-history',
    'win-loss',
    'win-loss-details',
    'casino-win-loss-details',
    'account-statement',
    'transfer-statement',
  ],
  '@khel/fantasy': ['cricket-fight'],
};

/** Every module the layout can mount (the import map names them). */
export const LAYOUT_MODULES = [SHELL, ...Object.keys(modulePaths), '@khel/backoffice'];

export const NOT_FOUND_HTML =
  '<div class="khel-not-found"><h1>404 Not Found</h1><a href="/" data-khel-link>Go To Homepage</a></div>';

function route(path: string, inner: string, exact = false): string {
  return `<route path="${path}"${exact ? ' exact' : ''}>${inner}</route>`;
}

export function layoutHtml(): string {
  const moduleRoutes = Object.entries(modulePaths)
    .flatMap(([name, paths]) => paths.map((p) => route(p, `<application name="${name}"></application>`)))
    .join('');
  const shellRoutes = shellPaths.map((p) => route(p, '<div class="khel-shell-page"></div>')).join('');
  return `<single-spa-router>
<route path="backoffice"><application name="@khel/backoffice"></application></route>
<route default>
<div class="khel-chrome"><application name="${SHELL}"></application></div>
<main class="khel-main">
${route('/', '<div class="khel-shell-page"></div>', true)}${shellRoutes}${moduleRoutes}
<route default>${NOT_FOUND_HTML}</route>
</main>
</route>
</single-spa-router>`;
}
