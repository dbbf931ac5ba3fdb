import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { checkSystemModule, type ModuleCheck } from './check-module';
import { parseImportMap, type ImportMap } from './resolve';

/**
 * The operators' import map on disk: every change is checked, written atomically (temp file + rename) and leaves
 * the map it replaced in a history folder beside it (`import-map.history/`), newest last; rollback restores the
 * newest one and removes it from the history, so repeated rollbacks walk back in time.
 */
export interface HistoryEntry {
  file: string;
  at: string;
  action: string;
  detail: string;
  map: ImportMap;
}

export class ImportMapError extends Error {}

export interface SetOptions {
  /** Base for site-relative URLs when checking them (e.g. http://localhost:9000). */
  baseUrl?: string;
  /** Skip the lifecycle check (tests of the store itself, or an operator who insists). */
  skipCheck?: boolean;
  check?: (url: string) => Promise<ModuleCheck>;
}

const MODULE_NAME = /^@[a-z0-9-]+\/[a-z0-9-]+(\/[a-z0-9-]+)?$|^[a-z0-9@][a-z0-9./@-]*$/i;

export class ImportMapStore {
  readonly historyDir: string;

  constructor(readonly file: string) {
    this.historyDir = path.join(path.dirname(file), `${path.basename(file, '.json')}.history`);
  }

  async read(): Promise<ImportMap> {
    return parseImportMap(await fs.readFile(this.file, 'utf8'));
  }

  /** Points a module at a URL after checking the URL serves a System module with single-spa lifecycles. */
  async set(name: string, url: string, options: SetOptions = {}): Promise<{ previous: string | undefined; check?: ModuleCheck }> {
    if (!MODULE_NAME.test(name)) throw new ImportMapError(`"${name}" is not a module name`);
    const absolute = toAbsolute(url, options.baseUrl);
    let check: ModuleCheck | undefined;
    if (!options.skipCheck) {
      check = await (options.check ?? checkSystemModule)(absolute);
      if (!check.ok) throw new ImportMapError(`refused: ${check.reason}`);
    }
    return this.withLock(async () => {
      const current = await this.read();
      const previous = current.imports[name];
      const next: ImportMap = { ...current, imports: { ...current.imports, [name]: url } };
      await this.remember(current, 'set', `${name} ${previous ?? '(none)'} -> ${url}`);
      await writeAtomically(this.file, next);
      return { previous, check };
    });
  }

  /** Restores the map as it was before the last change. */
  async rollback(): Promise<HistoryEntry> {
    return this.withLock(async () => {
      const entries = await this.history();
      const last = entries.at(-1);
      if (!last) throw new ImportMapError('no earlier import map to roll back to');
      await writeAtomically(this.file, last.map);
      await fs.rm(path.join(this.historyDir, last.file));
      return last;
    });
  }

  /** Oldest first. */
  async history(): Promise<HistoryEntry[]> {
    let files: string[];
    try {
      files = (await fs.readdir(this.historyDir)).filter((f) => f.endsWith('.json')).sort();
    } catch {
      return [];
    }
    const entries: HistoryEntry[] = [];
    for (const file of files) {
      const saved = JSON.parse(await fs.readFile(path.join(this.historyDir, file), 'utf8')) as Omit<HistoryEntry, 'file'>;
      entries.push({ file, ...saved });
    }
    return entries;
  }

  private async remember(map: ImportMap, action: string, detail: string): Promise<void> {
    await fs.mkdir(this.historyDir, { recursive: true });
    const at = new Date();
    const file = `${String(at.getTime()).padStart(14, '0')}-${randomBytes(3).toString('hex')}.json`;
    await writeAtomically(path.join(this.historyDir, file), { at: at.toISOString(), action, detail, map });
  }

  /** One writer at a time across processes (CLI and console): a lock directory, taken over when stale. */
  private async withLock<T>(fn: () => Promise<T>): Promise<T> {
    const lock = `${this.file}.lock`;
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        await fs.mkdir(lock);
        break;
      } catch {
        const stat = await fs.stat(lock).catch(() => null);
        if (stat && Date.now() - stat.mtimeMs > 30_000) await fs.rm(lock, { recursive: true, force: true });
        else if (Date.now() > deadline) throw new ImportMapError(`the import map is locked (${lock})`);
        else await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    try {
      return await fn();
    } finally {
      await fs.rm(lock, { recursive: true, force: true });
    }
  }
}

export async function writeAtomically(file: string, value: unknown): Promise<void> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  const handle = await fs.open(temp, 'w');
  try {
    await handle.writeFile(`${JSON.stringify(value, null, 2)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(temp, file);
}

function toAbsolute(url: string, baseUrl?: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  if (!url.startsWith('/')) throw new ImportMapError(`"${url}" is neither an http(s) URL nor a site path`);
  if (!baseUrl) throw new ImportMapError(`"${url}" is a site path: give the site's base URL to check it`);
  return new URL(url, baseUrl).href;
}
