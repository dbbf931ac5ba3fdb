export { APP_PATHS, PATHS } from './paths';
export type { PathName, PlayerApp } from './paths';
