import { APP_PATHS, PATHS } from '../routes/paths';

/**
 * The site's page paths for the server that serves the composed site (services/api src/web): every player page of
 * SPEC §2's route table, as react-router patterns ('/policies/:type'), from the one path list (routes/paths.ts), and
 * the operator console's prefix (everything under it is the console's own). A browser navigation to any other path
 * is answered with the 404 page and status 404.
 */
export const PAGE_PATTERNS: readonly string[] = [...new Set(Object.values(APP_PATHS).flat())];
export const CONSOLE_PREFIX: string = PATHS.backoffice;
