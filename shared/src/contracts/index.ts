/**
 * The API's request-independent contracts: one class per answer, shared by the server (which derives each route's
 * response schema from it) and the browser clients (which turn the JSON into it with class-transformer).
 */
export * from './fields';
export * from './envelope';
export * from './site';
export * from './user';
export * from './notification';
export * from './wallet';
export * from './ops';
export * from './ops-config';
export * from './ops-approvals';
export * from './audit-changes';
export * from './sports';
export * from './my-market';
export * from './live';
export * from './ops-sports';
export * from './casino';
export * from './matka';
export * from './fantasy';
export * from './ops-casino';
export * from './bonus';
export * from './refer';
export * from './settings';
export * from './protection';
export * from './inbox';
export * from './reports';
export * from './reports-ops';
export * from './reports-messages';
export * from './search';
export * from './pages';
