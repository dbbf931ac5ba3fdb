/** The one implementation of import-map changes, used by `npm run import-map` and the operator console. */
export { ImportMapStore, ImportMapError, writeAtomically } from './store';
export type { HistoryEntry, SetOptions } from './store';
export { checkSystemModule } from './check-module';
export type { ModuleCheck } from './check-module';
export { resolveImportMap, parseImportMap, readImportMap } from './resolve';
export type { ImportMap, BuildManifest } from './resolve';
