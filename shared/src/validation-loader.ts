import { importByName } from './import-by-name';

type Validation = typeof import('./validation');

let loaded: Validation | null = null;
let loading: Promise<Validation> | null = null;

/**
 * Loads @khel/shared/validation (the DTOs and class-validator) when a form needs it, not with Home. In the
 * composed site SystemJS fetches it from the import map, so the page holds one copy; in tests a plain import.
 */
export function loadValidation(): Promise<Validation> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= (async () => {
    const mod = await importByName<Validation>('@khel/shared/validation');
    loaded = mod;
    return mod;
  })();
  loading.catch(() => (loading = null));
  return loading;
}

/** The loaded validation module, or null before loadValidation() resolved. */
export function loadedValidation(): Validation | null {
  return loaded;
}
