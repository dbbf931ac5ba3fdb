/** class-validator DTOs of SPEC §5, shared by the forms and the API. */
export * from './user';
export * from './wallet';
export * from './withdraw-password';
export * from './messages';
export * from './text';
export * from './shape';
export * from '../money';
export { clockAtOffset, formatAtOffset, IST_OFFSET_MINUTES } from '../format/at-offset';
export * from './operators';
export * from './operator-permissions';
export * from './settings';
export * from './protection';
export * from './notifications';
export * from './search';
