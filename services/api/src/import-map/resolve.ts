import fs from 'node:fs';

/**
 * An import map as SystemJS reads it. `integrity` maps the URL a browser loads to its sha-384 (SystemJS sets it
 * on the script tag, so a file changed after its check is refused by the browser).
 */
export interface ImportMap {
  imports: Record<string, string>;
  scopes?: Record<string, Record<string, string>>;
  integrity?: Record<string, string>;
}

/** The web build's manifest: logical URL (/modules/shell/shell.js) -> content-hashed URL. */
export interface BuildManifest {
  modules: Record<string, string>;
  libs?: Record<string, string>;
}

/**
 * The operators' map as served: each logical URL the build produced becomes its hashed URL; others stay. Integrity
 * is published only for URLs the map still loads (a rebuilt module gets a new hashed URL, and its old entry goes).
 */
export function resolveImportMap(map: ImportMap, manifest: BuildManifest | null): ImportMap {
  const modules = manifest?.modules ?? {};
  const imports: Record<string, string> = {};
  for (const [name, url] of Object.entries(map.imports)) imports[name] = modules[url] ?? url;
  const { integrity: recorded, ...rest } = map;
  const loaded = new Set(Object.values(imports));
  const integrity = Object.fromEntries(Object.entries(recorded ?? {}).filter(([url]) => loaded.has(url)));
  return Object.keys(integrity).length ? { ...rest, imports, integrity } : { ...rest, imports };
}

export function parseImportMap(text: string): ImportMap {
  const parsed = JSON.parse(text) as Partial<ImportMap>;
  if (!parsed || typeof parsed !== 'object' || !parsed.imports || typeof parsed.imports !== 'object') {
    throw new Error('an import map needs an "imports" object');
  }
  for (const [name, url] of Object.entries(parsed.imports)) {
    if (typeof url !== 'string' || !url) throw new Error(`import map entry "${name}" has no URL`);
  }
  if (parsed.integrity !== undefined) {
    if (!parsed.integrity || typeof parsed.integrity !== 'object') throw new Error('an import map\'s "integrity" must be an object');
    for (const [url, value] of Object.entries(parsed.integrity)) {
      if (typeof value !== 'string' || !/^sha(256|384|512)-[A-Za-z0-9+/=]+$/.test(value)) throw new Error(`import map integrity for "${url}" is not a sha-256/384/512 value`);
    }
  }
  return parsed as ImportMap;
}

export function readImportMap(file: string): ImportMap {
  return parseImportMap(fs.readFileSync(file, 'utf8'));
}
