/** What @khel/shared/contracts takes from @khel/shared (see contractsFromShared in module-config.js). */
export * from '@khel/shared';
