import { Client } from 'pg';

/**
 * The import-map command's audit rows in the database the console reads (`audit_log`, operator `cli:<OS user>`),
 * when DATABASE_URL names one. The embedded database (PGlite) belongs to the running server, so without
 * DATABASE_URL the command's audit is the audit file beside the map (import-map.audit.jsonl) only.
 */
export interface CliAuditRow {
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
}

export type CliAudit = (row: CliAuditRow) => Promise<void>;

type Query = (sql: string, params: unknown[]) => Promise<unknown>;

/** One audit row with no operator id (the command is not an operator session) and the OS user as its name. */
export async function insertCliAuditRow(query: Query, actor: string, row: CliAuditRow): Promise<void> {
  const json = (v: unknown) => (v === undefined ? null : JSON.stringify(v));
  await query(`INSERT INTO audit_log (operator_id, operator_name, action, target, before, after) VALUES (NULL, $1, $2, $3, $4::jsonb, $5::jsonb)`, [
    actor,
    row.action,
    row.target,
    json(row.before),
    json(row.after),
  ]);
}

export function databaseAudit(databaseUrl: string, actor: string): CliAudit {
  return async (row) => {
    const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
    await client.connect();
    try {
      await insertCliAuditRow((sql, params) => client.query(sql, params), actor, row);
    } finally {
      await client.end();
    }
  };
}
