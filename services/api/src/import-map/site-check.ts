import type { ModuleChecker } from './check-module';
import { isCoreModule, needsLifecycles } from './core-modules';
import type { ImportMap } from './resolve';

/**
 * Whether the composed site can still start with a map: the entries the page boots from are there, every entry's
 * file is reachable and passes the static check (apps export their lifecycles), every bare dependency a module
 * registers is named in the map, and each file still has the integrity the map publishes. A failing core module
 * (root config, shared, shell, console, vendor) is a problem: the page cannot start. A failing application is a
 * warning: the page starts and shows that application's error panel (root-config/src/app-frame.ts), as it does
 * for an app the build skipped. (The import-map command adds a headless-browser load with --browser.)
 */
export const BOOT_MODULES = ['@khel/root-config', '@khel/shell'];

export async function checkComposedSite(map: ImportMap, checker: ModuleChecker, concurrency = 4): Promise<{ problems: string[]; warnings: string[] }> {
  const problems: string[] = [];
  const warnings: string[] = [];
  for (const name of BOOT_MODULES) if (!map.imports[name]) problems.push(`the import map does not name ${name}, which the page starts from`);
  const entries = Object.entries(map.imports);
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const [name, url] = entries[next++];
      const found = isCoreModule(name) ? problems : warnings;
      const check = await checker(url, { lifecycles: needsLifecycles(name) });
      if (!check.ok) {
        found.push(`${name}: ${check.reason}`);
        continue;
      }
      for (const dep of check.dependencies ?? []) {
        const bare = !/^(\.{0,2}\/|[a-z][a-z0-9+.-]*:)/i.test(dep);
        if (bare && !map.imports[dep]) found.push(`${name} depends on "${dep}", which the import map does not name`);
      }
      const published = check.servedUrl ? map.integrity?.[check.servedUrl] : undefined;
      if (published && published !== check.integrity) found.push(`${name}: ${check.servedUrl} changed since it was checked (browsers will refuse it: integrity ${published})`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, entries.length) }, worker));
  return { problems: problems.sort(), warnings: warnings.sort() };
}
