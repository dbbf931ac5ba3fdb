import { importByName } from '@khel/shared';

type Contracts = typeof import('@khel/shared/contracts');

let loading: Promise<Contracts> | null = null;

/**
 * @khel/shared/contracts, loaded on first use. A value import of it anywhere in the shell would make it a
 * dependency of the shell's entry (webpack lists a System module's externals on its entry, lazy chunks' included),
 * so its 17 KB would be part of Home's first load; the shell's API files decode through this instead (type imports
 * are free). In the composed site it comes from the import map through SystemJS; elsewhere (tests) a plain import.
 */
export function contracts(): Promise<Contracts> {
  loading ??= importByName<Contracts>('@khel/shared/contracts');
  loading.catch(() => (loading = null));
  return loading;
}
