import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ModuleCheck, ModuleChecker } from './check-module';
import { isCoreModule, needsLifecycles } from './core-modules';
import { withFileLock, writeAtomically } from './files';
import { parseImportMap, type ImportMap } from './resolve';

/**
 * The operators' import map on disk. Every change is checked, written atomically and leaves the map it replaced in
 * a history folder beside it (`import-map.history/`, newest last). Rollback undoes the newest change not yet
 * undone and records itself as a change: nothing leaves the history, so a rolled-back version can be applied again
 * (`reapply`). Every change and every refusal is appended to `import-map.audit.jsonl` beside the map, with who
 * asked (an operator's name, or `cli:<OS user>`).
 */
export interface HistoryEntry {
  file: string;
  at: string;
  action: 'set' | 'rollback' | string;
  detail: string;
  /** The map as it was before this change. */
  map: ImportMap;
  name?: string;
  url?: string;
  previous?: string | null;
  actor?: string;
  /** Set when a rollback undid this change. */
  undone_at?: string;
  undone_by?: string;
}

export type RefusalKind = 'core' | 'unknown' | 'check' | 'input' | 'state';

export class ImportMapError extends Error {
  constructor(
    message: string,
    readonly kind: RefusalKind = 'input',
  ) {
    super(message);
  }
}

export interface SetOptions {
  /** Who asks: an operator's name or `cli:<OS user>`. */
  actor?: string;
  /** Only the import-map command with --i-understand-core. */
  allowCore?: boolean;
  /** Add a name the map does not have yet (the import-map command's --new). */
  allowNew?: boolean;
  /** Skip the module check (tests of the store itself). */
  skipCheck?: boolean;
  check?: ModuleChecker;
}

export interface AuditLine {
  at: string;
  actor: string;
  action: string;
  outcome: 'done' | 'refused';
  detail: Record<string, unknown>;
}

const MODULE_NAME = /^@[a-z0-9-]+\/[a-z0-9-]+(\/[a-z0-9-]+)?$|^[a-z0-9@][a-z0-9./@-]*$/i;

export class ImportMapStore {
  readonly historyDir: string;
  readonly auditFile: string;

  /**
   * `auditFile`: where the audit lines go (Config.importMapAuditFile: under KHEL_DATA_DIR when it is set, issue 27
   * L5); by default beside the map.
   */
  constructor(
    readonly file: string,
    private readonly checker?: ModuleChecker,
    options: { auditFile?: string } = {},
  ) {
    const base = path.join(path.dirname(file), path.basename(file, '.json'));
    this.historyDir = `${base}.history`;
    this.auditFile = options.auditFile ?? `${base}.audit.jsonl`;
  }

  async read(): Promise<ImportMap> {
    return parseImportMap(await fs.readFile(this.file, 'utf8'));
  }

  /** Points a module at a URL after checking the URL serves a System module with single-spa lifecycles. */
  async set(name: string, url: string, options: SetOptions = {}): Promise<{ previous: string | undefined; check?: ModuleCheck; entry: HistoryEntry }> {
    const actor = options.actor ?? 'unknown';
    try {
      if (!MODULE_NAME.test(name)) throw new ImportMapError(`"${name}" is not a module name`, 'input');
      if (isCoreModule(name) && !options.allowCore) {
        throw new ImportMapError(`${name} is a core module: it cannot be swapped from the console (the import-map command can, with --i-understand-core)`, 'core');
      }
      const known = (await this.read()).imports[name] !== undefined;
      if (!known && !options.allowNew) throw new ImportMapError(`${name} is not a module of this site's import map`, 'unknown');
      let check: ModuleCheck | undefined;
      if (!options.skipCheck) {
        const checker = options.check ?? this.checker;
        if (!checker) throw new ImportMapError('no module checker configured', 'state');
        check = await checker(url, { lifecycles: needsLifecycles(name) });
        if (!check.ok) throw new ImportMapError(`refused: ${check.reason}`, 'check');
      }
      const result = await this.lock(async () => {
        const current = await this.read();
        const previous = current.imports[name];
        const imports = { ...current.imports, [name]: url };
        const integrity = { ...(current.integrity ?? {}) };
        if (previous !== undefined && !Object.values(imports).includes(previous)) delete integrity[previous];
        if (check?.servedUrl && check.integrity) integrity[check.servedUrl] = check.integrity;
        const next: ImportMap = { ...current, imports };
        if (Object.keys(integrity).length) next.integrity = integrity;
        else delete next.integrity;
        const entry = await this.remember(current, { action: 'set', detail: `${name} ${previous ?? '(none)'} -> ${url}`, name, url, previous: previous ?? null, actor });
        await writeAtomically(this.file, next);
        return { previous, check, entry };
      });
      await this.audit(actor, 'set', 'done', { name, url, previous: result.previous ?? null, integrity: check?.integrity ?? null, history_file: result.entry.file });
      return result;
    } catch (error) {
      await this.audit(actor, 'set', 'refused', { name, url, reason: (error as Error).message });
      throw error;
    }
  }

  /** Undoes the newest change not yet undone; the undone change stays in the history, marked. */
  async rollback(actor = 'unknown', only?: { file: string }): Promise<HistoryEntry> {
    try {
      const undone = await this.lock(async () => {
        const entries = await this.history();
        const last = [...entries].reverse().find((e) => e.action !== 'rollback' && !e.undone_at);
        if (!last) throw new ImportMapError('no earlier import map to roll back to', 'state');
        if (only && last.file !== only.file) throw new ImportMapError(`another change (${last.detail}) came after ${only.file}; roll back by hand`, 'state');
        const current = await this.read();
        const at = new Date().toISOString();
        await this.remember(current, { action: 'rollback', detail: `undid ${last.detail}`, name: last.name, url: last.previous ?? undefined, previous: last.url ?? null, actor });
        await writeAtomically(path.join(this.historyDir, last.file), { ...withoutFile(last), undone_at: at, undone_by: actor });
        await writeAtomically(this.file, last.map);
        return { ...last, undone_at: at, undone_by: actor };
      });
      await this.audit(actor, 'rollback', 'done', { undid: undone.detail, history_file: undone.file });
      return undone;
    } catch (error) {
      await this.audit(actor, 'rollback', 'refused', { reason: (error as Error).message });
      throw error;
    }
  }

  /** Applies a past change again (after its rollback), with every check a new change gets. */
  async reapply(historyFile: string, options: SetOptions = {}) {
    const entry = (await this.history()).find((e) => e.file === historyFile);
    if (!entry || entry.action !== 'set' || !entry.name || !entry.url) {
      await this.audit(options.actor ?? 'unknown', 'reapply', 'refused', { history_file: historyFile, reason: 'no such change' });
      throw new ImportMapError(`${historyFile} is not a module change in the history`, 'input');
    }
    return this.set(entry.name, entry.url, options);
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
      entries.push({ ...saved, file });
    }
    return entries;
  }

  /** The audit lines, oldest first. */
  async auditLines(): Promise<AuditLine[]> {
    const text = await fs.readFile(this.auditFile, 'utf8').catch(() => '');
    return text.split('\n').filter(Boolean).map((l) => JSON.parse(l) as AuditLine);
  }

  private async audit(actor: string, action: string, outcome: AuditLine['outcome'], detail: Record<string, unknown>): Promise<void> {
    const line: AuditLine = { at: new Date().toISOString(), actor, action, outcome, detail };
    await fs.mkdir(path.dirname(this.auditFile), { recursive: true });
    await fs.appendFile(this.auditFile, `${JSON.stringify(line)}\n`);
  }

  private async remember(map: ImportMap, fields: Omit<HistoryEntry, 'file' | 'at' | 'map'>): Promise<HistoryEntry> {
    await fs.mkdir(this.historyDir, { recursive: true });
    const at = new Date();
    const file = `${String(at.getTime()).padStart(14, '0')}-${randomBytes(3).toString('hex')}.json`;
    const entry = { at: at.toISOString(), ...fields, map };
    await writeAtomically(path.join(this.historyDir, file), entry);
    return { ...entry, file };
  }

  private lock<T>(fn: () => Promise<T>): Promise<T> {
    return withFileLock(`${this.file}.lock`, fn, (lock) => new ImportMapError(`the import map is locked (${lock})`, 'state'));
  }
}

function withoutFile(entry: HistoryEntry): Omit<HistoryEntry, 'file'> {
  const { file: _file, ...rest } = entry;
  return rest;
}

export { writeAtomically };
