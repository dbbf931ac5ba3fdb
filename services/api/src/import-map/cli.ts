import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import type { AddressPolicy, Resolver } from './address-policy';
import { moduleChecker } from './check-module';
import { databaseAudit, type CliAudit } from './cli-audit';
import { isCoreModule } from './core-modules';
import { checkComposedSite } from './site-check';
import { ImportMapError, ImportMapStore } from './store';

/**
 * `npm run import-map -- <command>` (scripts/import-map.mjs runs this from the build):
 *   show | history | rollback | reapply <history file>
 *   set <module> <url> [--base <site URL>] [--new] [--i-understand-core] [--browser]
 * Runs the same checks as the console. A core module (root config, shared, shell, console, vendor libraries) needs
 * --i-understand-core, and after the change the composed site is checked (every entry fetched and checked, bare
 * dependencies named, integrity; with --browser also a headless Chromium load of --base that must see the shell
 * mount); when it would not start, the change is rolled back. Every change and refusal is audited as `cli:<OS user>`.
 */
export interface CliIo {
  argv: string[];
  env: NodeJS.ProcessEnv;
  out(line: string): void;
  err(line: string): void;
  /** The OS user (default os.userInfo().username). */
  user?: string;
  /** Database audit rows (default: DATABASE_URL's audit_log when set). */
  audit?: CliAudit | null;
  /** Tests only (serving modules from 127.0.0.1). */
  addressPolicy?: AddressPolicy;
  resolver?: Resolver;
  /** Loads the site at base in a headless browser; returns a problem, or null when the shell mounted. */
  browserCheck?: (base: string) => Promise<string | null>;
}

export const USAGE =
  'usage: npm run import-map -- show | history | rollback | reapply <history file> | set <module> <url> [--base <site URL>] [--new] [--i-understand-core] [--browser]';

const FLAGS = new Set(['--new', '--i-understand-core', '--browser']);

export async function runImportMapCli(io: CliIo): Promise<number> {
  const args = [...io.argv];
  const flags = new Set<string>();
  let base: string | undefined;
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--base') base = args[++i];
    else if (FLAGS.has(args[i])) flags.add(args[i]);
    else if (args[i].startsWith('--')) return usage(io, `unknown option ${args[i]}`);
    else positional.push(args[i]);
  }
  const config = loadConfig(io.env);
  const siteUrl = base ?? io.env.KHEL_SITE_URL ?? `http://localhost:${config.port}`;
  const actor = `cli:${io.user ?? os.userInfo().username}`;
  const file = path.resolve(config.importMapPath);
  const checker = moduleChecker({ siteOrigin: siteUrl, webDir: config.webDir, moduleHosts: config.moduleHosts, addressPolicy: io.addressPolicy, resolver: io.resolver });
  const store = new ImportMapStore(file, checker, { auditFile: config.importMapAuditFile });
  const dbAudit = io.audit === undefined ? (config.databaseUrl ? databaseAudit(config.databaseUrl, actor) : null) : io.audit;
  const audit = async (action: string, target: string | null, before: unknown, after: unknown) => {
    if (!dbAudit) return;
    try {
      await dbAudit({ action, target, before, after });
    } catch (error) {
      io.err(`import-map: the change is in ${store.auditFile}, but the database audit failed: ${(error as Error).message}`);
    }
  };
  const [command, ...rest] = positional;

  try {
    switch (command) {
      case 'show':
        io.out(JSON.stringify(await store.read(), null, 2));
        return 0;
      case 'history': {
        const entries = await store.history();
        if (!entries.length) io.out('no history yet');
        for (const e of entries) io.out(`${e.file}  ${e.at}  ${e.actor ?? '?'}  ${e.action}  ${e.detail}${e.undone_at ? `  (undone ${e.undone_at} by ${e.undone_by})` : ''}`);
        return 0;
      }
      case 'rollback': {
        const before = (await store.read()).imports;
        const entry = await refusedOr(() => store.rollback(actor), 'import map');
        await audit('modules.rollback', 'import map', before, entry.map.imports);
        io.out(`rolled back ${entry.action} of ${entry.at} (${entry.detail}); it stays in the history (reapply ${entry.file})`);
        return 0;
      }
      case 'set':
      case 'reapply': {
        let name: string;
        let url: string;
        if (command === 'reapply') {
          const entry = (await store.history()).find((e) => e.file === rest[0]);
          if (!entry?.name || !entry.url || entry.action !== 'set') return usage(io, `reapply needs a change's history file (npm run import-map -- history)`);
          [name, url] = [entry.name, entry.url];
        } else {
          [name, url] = rest;
          if (!name || !url) return usage(io, 'set needs a module name and a URL');
        }
        const core = isCoreModule(name);
        const before = (await store.read()).imports[name] ?? null;
        const result = await refusedOr(
          () => store.set(name, url, { actor, allowCore: core && flags.has('--i-understand-core'), allowNew: flags.has('--new') }),
          `module ${name}`,
          { name, url },
        );
        await audit('modules.set', `module ${name}`, { name, url: before }, { name, url, integrity: result.check?.integrity ?? null, history_file: result.entry.file });
        io.out(`checked ${url}: exports ${result.check?.exports?.join(', ') || '(a library)'}; integrity ${result.check?.integrity}`);
        io.out(`${name}: ${result.previous ?? '(none)'} -> ${url}`);
        if (core) {
          const { problems, warnings } = await checkComposedSite(await store.read(), checker);
          for (const w of warnings) io.err(`import-map: warning (the page starts and shows this application's error panel): ${w}`);
          if (!problems.length && flags.has('--browser') && io.browserCheck) {
            const problem = await io.browserCheck(siteUrl);
            if (problem) problems.push(problem);
          }
          if (problems.length) {
            io.err(`import-map: the site would not start with ${name} at ${url}:`);
            for (const p of problems) io.err(`  - ${p}`);
            const undone = await store.rollback(actor, { file: result.entry.file });
            await audit('modules.rollback', 'import map', { [name]: url }, { [name]: undone.previous ?? null, reason: 'the composed site would not start', problems });
            io.err(`import-map: rolled back; ${name} loads ${undone.previous ?? '(nothing)'} again`);
            return 1;
          }
          io.out(`the composed site still starts (${Object.keys((await store.read()).imports).length} modules checked${flags.has('--browser') ? ', shell mounted in a headless browser' : ''})`);
        }
        io.out(`wrote ${file}; the site loads it on the next page load`);
        return 0;
      }
      default:
        return usage(io, command ? `unknown command "${command}"` : undefined);
    }
  } catch (error) {
    io.err(`import-map: ${(error as Error).message}`);
    return 1;
  }

  /** Runs a change; a refusal is audited in the database too (the store has already written its audit line). */
  async function refusedOr<T>(fn: () => Promise<T>, target: string, detail: Record<string, unknown> = {}): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (error instanceof ImportMapError) await audit('modules.refused', target, null, { ...detail, kind: error.kind, reason: error.message });
      throw error;
    }
  }
}

function usage(io: CliIo, message?: string): number {
  if (message) io.err(`import-map: ${message}`);
  io.err(USAGE);
  return 2;
}
