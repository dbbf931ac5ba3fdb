import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, unprocessable } from '../../http/errors';
import { ok } from '../../http/reply';
import { ImportMapError, ImportMapStore, type HistoryEntry, type ImportMap } from '../../import-map';
import { writeAudit } from '../../ops/audit';
import { bodyOf, requiredText } from '../../ops/input';
import { actorOf, requireOperator } from '../../ops/operator-auth';

/**
 * /ops/modules: the operators' import map, a module's URL swapped with the import-map command's own checks
 * (one implementation: src/import-map), its history and rollback. Admin only; each change is audited.
 */
export async function opsModuleRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  const store = new ImportMapStore(config.importMapPath);
  const admin = { preHandler: requireOperator('admin') };
  // Site-relative module URLs are checked against this server itself unless a public URL is configured.
  const baseUrlOf = (request: FastifyRequest) => process.env.KHEL_PUBLIC_URL || `${request.protocol}://${request.host}`;

  app.get('/modules', admin, async () => ok(await readOr422(() => store.read())));

  app.post('/modules/set', admin, async (request) => {
    const body = bodyOf(request.body);
    const name = requiredText(body, 'name', 200, 'Module name');
    const url = requiredText(body, 'url', 2000, 'Module URL');
    const result = await readOr422(() => store.set(name, url, { baseUrl: baseUrlOf(request) }));
    const last = (await store.history()).at(-1);
    await writeAudit(db, {
      actor: actorOf(request.operator!),
      action: 'modules.set',
      target: `module ${name}`,
      before: { name, url: result.previous ?? null },
      after: { name, url, history_file: last?.file ?? null },
      at: app.deps.now(),
    });
    return ok({ name, url, previous_url: result.previous ?? null, map: await store.read() }, `${name} now loads ${url}`);
  });

  app.post('/modules/rollback', admin, async (request) => {
    const current = await readOr422(() => store.read());
    const restored = await readOr422(() => store.rollback());
    await writeAudit(db, {
      actor: actorOf(request.operator!),
      action: 'modules.rollback',
      target: 'import map',
      before: current.imports,
      after: restored.map.imports,
      at: app.deps.now(),
    });
    return ok({ map: restored.map, undone: restored.detail }, 'Import map rolled back');
  });

  app.get('/modules/history', admin, async () => {
    const entries = await store.history();
    const current = await readOr422(() => store.read());
    const operators = await historyOperators(entries.map((e) => e.file));
    return ok(historyView(entries, current, operators));
  });

  async function historyOperators(files: string[]): Promise<Map<string, string>> {
    if (!files.length) return new Map();
    const { rows } = await db.query<{ file: string; operator_name: string }>(
      `SELECT after->>'history_file' AS file, operator_name FROM audit_log WHERE action = 'modules.set' AND after->>'history_file' = ANY($1::text[])`,
      [files],
    );
    return new Map(rows.map((r) => [r.file, r.operator_name]));
  }
}

/** Newest first: each change with the module it touched, its URL before and after, who and when. */
function historyView(entries: HistoryEntry[], current: ImportMap, operators: Map<string, string>) {
  return entries
    .map((entry, i) => {
      const after = (entries[i + 1]?.map ?? current).imports;
      const before = entry.map.imports;
      const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].find((k) => before[k] !== after[k]);
      const fromDetail = /^(\S+) /.exec(entry.detail)?.[1];
      const name = changed ?? fromDetail ?? '';
      return {
        id: i + 1,
        name,
        url: after[name] ?? null,
        previous_url: before[name] ?? null,
        operator: operators.get(entry.file) ?? null,
        created_at: entry.at,
        action: entry.action,
        detail: entry.detail,
      };
    })
    .reverse();
}

async function readOr422<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof ImportMapError) throw unprocessable([error.message]);
    if (error instanceof ApiError) throw error;
    throw error;
  }
}
