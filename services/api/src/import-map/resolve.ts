import fs from 'node:fs';

/** An import map as SystemJS reads it. */
export interface ImportMap {
  imports: Record<string, string>;
  scopes?: Record<string, Record<string, string>>;
}

/** The web build's manifest: logical URL (/modules/shell/shell.js) -> content-hashed URL. */
export interface BuildManifest {
  modules: Record<string, string>;
  libs?: Record<string, string>;
}

/** The operators' map as served: each logical URL the build produced becomes its hashed URL; others stay. */
export function resolveImportMap(map: ImportMap, manifest: BuildManifest | null): ImportMap {
  const modules = manifest?.modules ?? {};
  const imports: Record<string, string> = {};
  for (const [name, url] of Object.entries(map.imports)) imports[name] = modules[url] ?? url;
  return { ...map, imports };
}

export function parseImportMap(text: string): ImportMap {
  const parsed = JSON.parse(text) as Partial<ImportMap>;
  if (!parsed || typeof parsed !== 'object' || !parsed.imports || typeof parsed.imports !== 'object') {
    throw new Error('an import map needs an "imports" object');
  }
  for (const [name, url] of Object.entries(parsed.imports)) {
    if (typeof url !== 'string' || !url) throw new Error(`import map entry "${name}" has no URL`);
  }
  return parsed as ImportMap;
}

export function readImportMap(file: string): ImportMap {
  return parseImportMap(fs.readFileSync(file, 'utf8'));
}
