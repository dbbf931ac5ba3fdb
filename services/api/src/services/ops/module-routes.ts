import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, forbidden, unprocessable } from '../../http/errors';
import { ok } from '../../http/reply';
import {
  ImportMapError,
  ImportMapStore,
  isCoreModule,
  moduleChecker,
  needsLifecycles,
  publicAddressesOnly,
  type AddressPolicy,
  type HistoryEntry,
  type ImportMap,
  type Resolver,
} from '../../import-map';
import { writeAudit } from '../../ops/audit';
import { bodyOf, requiredText } from '../../ops/input';
import { actorOf, requireOperator } from '../../ops/operator-auth';

/**
 * /ops/modules: the operators' import map, a module's URL swapped with the import-map command's own checks
 * (one implementation: src/import-map), its history and rollback. Admin only. Core modules (root config, shared,
 * shell, console, vendor libraries) and names the map does not have are refused here; every change and every
 * refusal is audited (`modules.set`, `modules.rollback`, `modules.refused`).
 */

/**
 * Test seam: the API tests serve modules from 127.0.0.1, which production refuses. Outside production a test may
 * set these; with NODE_ENV=production (config.production) they are ignored and only public addresses are fetched.
 */
export const moduleFetchTestHooks: { addressPolicy?: AddressPolicy; resolver?: Resolver } = {};

export async function opsModuleRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  // Site-relative and own-origin module URLs are read from the web build on disk, never fetched.
  const siteOriginOf = (request: FastifyRequest) => new URL(config.publicUrl || `${request.protocol}://${request.host}`).origin;
  const moduleCheckerFor = (request: FastifyRequest) => {
    const hooks = config.production ? {} : moduleFetchTestHooks;
    return moduleChecker({
      siteOrigin: siteOriginOf(request),
      webDir: config.webDir,
      moduleHosts: config.moduleHosts,
      addressPolicy: hooks.addressPolicy ?? publicAddressesOnly,
      resolver: hooks.resolver,
    });
  };
  const storeFor = (request: FastifyRequest) => new ImportMapStore(config.importMapPath, moduleCheckerFor(request), { auditFile: config.importMapAuditFile });
  const admin = { preHandler: requireOperator('modules.manage') };

  app.get('/modules', admin, async (request) => {
    const map = await orRefusal(() => storeFor(request).read());
    return ok({ ...map, protected: Object.keys(map.imports).filter(isCoreModule) });
  });

  app.post('/modules/set', admin, async (request) => {
    const body = bodyOf(request.body);
    const name = requiredText(body, 'name', 200, 'Module name');
    const url = requiredText(body, 'url', 2000, 'Module URL');
    const actor = actorOf(request.operator!);
    const store = storeFor(request);
    let result: Awaited<ReturnType<ImportMapStore['set']>>;
    try {
      result = await store.set(name, url, { actor: actor.name });
    } catch (error) {
      if (error instanceof ImportMapError) {
        await writeAudit(db, { actor, action: 'modules.refused', target: `module ${name}`, before: null, after: { name, url, kind: error.kind, reason: error.message }, at: app.deps.now() });
      }
      throw toApiError(error);
    }
    await writeAudit(db, {
      actor,
      action: 'modules.set',
      target: `module ${name}`,
      before: { name, url: result.previous ?? null },
      after: { name, url, integrity: result.check?.integrity ?? null, history_file: result.entry.file },
      at: app.deps.now(),
    });
    return ok({ name, url, previous_url: result.previous ?? null, integrity: result.check?.integrity ?? null, map: await store.read() }, `${name} now loads ${url}`);
  });

  app.post('/modules/rollback', admin, async (request) => {
    const actor = actorOf(request.operator!);
    const store = storeFor(request);
    const current = await orRefusal(() => store.read());
    let undone: HistoryEntry;
    try {
      undone = await store.rollback(actor.name);
    } catch (error) {
      if (error instanceof ImportMapError) {
        await writeAudit(db, { actor, action: 'modules.refused', target: 'import map', before: null, after: { rollback: true, reason: error.message }, at: app.deps.now() });
      }
      throw toApiError(error);
    }
    await writeAudit(db, { actor, action: 'modules.rollback', target: 'import map', before: current.imports, after: undone.map.imports, at: app.deps.now() });
    return ok({ map: undone.map, undone: undone.detail }, 'Import map rolled back');
  });

  /**
   * Issue 27: the Modules page did not say that a module in the map answers 404. Each entry is checked as a swap is
   * (read from the build or fetched from its allowed host, parsed, never run), a few at a time; the answer says
   * which load and which fail, and why.
   */
  app.get('/modules/status', admin, async (request) => {
    const store = storeFor(request);
    const map = await orRefusal(() => store.read());
    const check = moduleCheckerFor(request);
    const entries = Object.entries(map.imports);
    const items: Array<{ name: string; url: string; ok: boolean; reason: string | null }> = new Array(entries.length);
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < entries.length; i = next++) {
        const [name, url] = entries[i]!;
        const result = await check(url, { lifecycles: needsLifecycles(name) }).catch((error: unknown) => ({ ok: false, reason: (error as Error).message }));
        items[i] = { name, url, ok: result.ok, reason: result.ok ? null : (result.reason ?? 'failed') };
      }
    };
    await Promise.all(Array.from({ length: Math.min(4, entries.length) }, worker));
    const failing = items.filter((i) => !i.ok).length;
    return ok({ items, checked_at: app.deps.now().toISOString() }, failing ? `${failing} of ${items.length} modules fail their check` : `All ${items.length} modules load`);
  });

  app.get('/modules/history', admin, async (request) => {
    const store = storeFor(request);
    const entries = await store.history();
    const current = await orRefusal(() => store.read());
    const operators = await historyOperators(entries.filter((e) => !e.actor).map((e) => e.file));
    return ok(historyView(entries, current, operators));
  });

  /** Who made a change recorded before history entries carried their actor: the audit row that names its file. */
  async function historyOperators(files: string[]): Promise<Map<string, string>> {
    if (!files.length) return new Map();
    const { rows } = await db.query<{ file: string; operator_name: string }>(
      `SELECT after->>'history_file' AS file, operator_name FROM audit_log WHERE action = 'modules.set' AND after->>'history_file' = ANY($1::text[])`,
      [files],
    );
    return new Map(rows.map((r) => [r.file, r.operator_name]));
  }
}

/** Newest first: each change with the module it touched, its URL before and after, who and when, and whether undone. */
function historyView(entries: HistoryEntry[], current: ImportMap, operators: Map<string, string>) {
  return entries
    .map((entry, i) => {
      const after = (entries[i + 1]?.map ?? current).imports;
      const before = entry.map.imports;
      const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].find((k) => before[k] !== after[k]);
      const name = entry.name ?? changed ?? /^(\S+) /.exec(entry.detail)?.[1] ?? '';
      return {
        id: i + 1,
        file: entry.file,
        name,
        url: entry.url ?? after[name] ?? null,
        previous_url: entry.previous !== undefined ? entry.previous : (before[name] ?? null),
        operator: entry.actor ?? operators.get(entry.file) ?? null,
        created_at: entry.at,
        action: entry.action,
        detail: entry.detail,
        undone_at: entry.undone_at ?? null,
        undone_by: entry.undone_by ?? null,
      };
    })
    .reverse();
}

function toApiError(error: unknown): unknown {
  if (error instanceof ImportMapError) return error.kind === 'core' ? forbidden(error.message) : unprocessable([error.message]);
  return error;
}

async function orRefusal<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw toApiError(error);
  }
}
