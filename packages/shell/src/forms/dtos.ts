type Validation = typeof import('@khel/shared/validation');
type SystemLoader = { import(name: string): Promise<unknown> };

let loaded: Validation | null = null;
let loading: Promise<Validation> | null = null;

/**
 * The shared DTOs load with the form pages, not with Home: a static import would make @khel/shared/validation
 * (and class-validator) an eager dependency of the shell's entry. In the composed site SystemJS fetches it from
 * the import map; elsewhere (tests) a plain dynamic import.
 */
export function loadValidation(): Promise<Validation> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= (async () => {
    const System = (globalThis as { System?: SystemLoader }).System;
    const mod = (System ? await System.import('@khel/shared/validation') : await import(/* webpackIgnore: true */ '@khel/shared/validation')) as Validation;
    loaded = mod;
    return mod;
  })();
  loading.catch(() => (loading = null));
  return loading;
}

/** The DTO classes; only for components rendered after loadValidation() resolved (the form pages). */
export function dtos(): Validation {
  if (!loaded) throw new Error('@khel/shared/validation is not loaded yet');
  return loaded;
}
