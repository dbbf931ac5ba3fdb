import { APP_PATHS, PATHS } from '../routes/paths';

/**
 * Pages only a logged-in player can use (react-router patterns): the wallet's, and cricket-fight's team builder and
 * contests (a match list and a match page are public). A logged-out visit goes to the login page with the page in
 * `next` (root-config's guard), and the login returns there. My Market is the player's own money at stake. (The reports app, not built yet, can add its paths
 * here once it exists.)
 */
export const LOGIN_REQUIRED_PATHS: readonly string[] = [
  ...APP_PATHS['@khel/wallet'],
  PATHS.cricketFightPlaceBet,
  PATHS.cricketFightMyContests,
  PATHS.cricketFightMyContest,
  PATHS.myMarket,
];

/** The query key the login page reads its way back from. */
export const RETURN_TO_KEY = 'next';

const AUTH_PAGES: readonly string[] = [PATHS.login, PATHS.signUp, PATHS.forgetPassword];

/** The login page that returns to `path` (path + query) afterwards. */
export function loginUrlFor(path: string): string {
  return `${PATHS.login}?${new URLSearchParams({ [RETURN_TO_KEY]: path }).toString()}`;
}

/**
 * Where to go after logging in: `next` when it is a page of this site (never another origin, never back to a login
 * page), otherwise Home.
 */
export function safeReturnPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return PATHS.home;
  try {
    const base = 'https://khel.invalid';
    const url = new URL(next, base);
    if (url.origin !== base) return PATHS.home;
    const pathname = url.pathname.replace(/\/+$/, '') || '/';
    if (AUTH_PAGES.includes(pathname)) return PATHS.home;
    return url.pathname + url.search + url.hash;
  } catch {
    return PATHS.home;
  }
}
