/**
 * @khel/shared/console-contracts: the operators' console's answers (the /ops routes), a System module of its own so
 * a player's page does not evaluate their ~500 field decorators (a third of all answers'). Built with every other
 * answer and the field decorators taken from @khel/shared/contracts (scripts/webpack/module-config.js), so the page
 * holds one class-transformer registry and one class per answer.
 */
export * from './contracts/ops';
export * from './contracts/ops-config';
export * from './contracts/ops-approvals';
export * from './contracts/audit-changes';
export * from './contracts/ops-sports';
export * from './contracts/ops-casino';
export * from './contracts/reports-ops';
