type SystemLoader = { import(name: string): Promise<unknown> };

/**
 * A module of the import map by its name, loaded when first asked for: through SystemJS in the composed site (the
 * page holds one copy of it), a plain dynamic import elsewhere (tests). webpackIgnore keeps webpack from bundling
 * it or making it an eager dependency of the caller's entry. The one way @khel/shared and the apps load a System
 * module lazily.
 */
export async function importByName<T>(name: string): Promise<T> {
  const System = (globalThis as { System?: SystemLoader }).System;
  return (System ? await System.import(name) : await import(/* webpackIgnore: true */ name)) as T;
}
