export { APP_PATHS, PATHS } from './paths';
export type { PathName, PlayerApp } from './paths';
export { NOT_FOUND_CLASS, NOT_FOUND_HTML, NOT_FOUND_LINK, NOT_FOUND_TITLE } from './not-found';
