/** The one implementation of import-map changes, used by `npm run import-map` and the operator console. */
export { ImportMapStore, ImportMapError, writeAtomically } from './store';
export type { HistoryEntry, SetOptions, AuditLine, RefusalKind } from './store';
export { checkSystemModule, moduleChecker, sitePathOf } from './check-module';
export type { ModuleCheck, ModuleChecker, CheckOptions } from './check-module';
export { checkModuleSource } from './static-check';
export { fetchModule, FetchRefused } from './fetch-module';
export { publicAddressesOnly, publicOrLoopback, systemResolver } from './address-policy';
export type { AddressPolicy, Resolver } from './address-policy';
export { allowedModuleOrigins, moduleHostOrigins } from './allowed-hosts';
export { isCoreModule, needsLifecycles } from './core-modules';
export { checkComposedSite } from './site-check';
export { runImportMapCli } from './cli';
export type { CliIo } from './cli';
export { databaseAudit, insertCliAuditRow } from './cli-audit';
export { resolveImportMap, parseImportMap, readImportMap } from './resolve';
export type { ImportMap, BuildManifest } from './resolve';
