/**
 * The API's request-independent contracts: one class per answer, shared by the server (which derives each route's
 * response schema from it) and the browser clients (which turn the JSON into it with class-transformer). The
 * console's answers are @khel/shared/console-contracts (shared/src/console-contracts.ts), off every player's page.
 */
export * from './fields';
export * from './envelope';
export * from './site';
export * from './user';
export * from './notification';
export * from './wallet';
export * from './sports';
export * from './my-market';
export * from './live';
export * from './casino';
export * from './matka';
export * from './fantasy';
export * from './bonus';
export * from './refer';
export * from './settings';
export * from './protection';
export * from './inbox';
export * from './reports';
export * from './reports-messages';
export * from './search';
export * from './pages';
