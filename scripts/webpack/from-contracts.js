/** What @khel/shared/console-contracts takes from @khel/shared/contracts (see consoleFromContracts in module-config.js). */
export * from '@khel/shared/contracts';
