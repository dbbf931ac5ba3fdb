/**
 * When demo data (players, an agent and an admin with passwords printed in the README) may be created (issue 11
 * point 4): on the embedded database of the demo start, or when asked for explicitly (`--demo`, KHEL_DEMO_DATA=1)
 * against a DATABASE_URL; never with NODE_ENV=production, whatever is asked.
 * scripts/lib/database.mjs applies the same rule to `npm start` (it loads this file from the build).
 */
export interface DemoDecision {
  seed: boolean;
  /** Why not (or why), for the log. */
  reason: string;
  /** Demo data was asked for where it is never created: the caller refuses instead of quietly skipping. */
  refused?: boolean;
}

export const CREATE_ADMIN_HINT =
  'No active admin exists. Create the first one with: npm run create-admin -- --username <name> (it asks for the password)';

/** The rule on an environment as given (scripts/lib/database.mjs passes its own, before the API is built). */
export function demoDataDecision(env: Record<string, string | undefined>, argv: readonly string[] = []): DemoDecision {
  return demoDecisionFor({ production: env.NODE_ENV === 'production', databaseUrl: env.DATABASE_URL || undefined, demoData: env.KHEL_DEMO_DATA === '1' }, argv);
}

/** The rule on the checked configuration (config.ts: NODE_ENV, DATABASE_URL, KHEL_DEMO_DATA). */
export function demoDecisionFor(config: { production: boolean; databaseUrl?: string; demoData: boolean }, argv: readonly string[] = []): DemoDecision {
  const asked = argv.includes('--demo') || config.demoData;
  if (config.production) {
    return asked
      ? { seed: false, refused: true, reason: 'demo data (operators with known passwords) is never created with NODE_ENV=production' }
      : { seed: false, reason: 'NODE_ENV=production: no demo data' };
  }
  if (asked) return { seed: true, reason: 'demo data asked for (--demo or KHEL_DEMO_DATA=1)' };
  if (!config.databaseUrl) return { seed: true, reason: 'the demo start on the embedded database' };
  return { seed: false, reason: 'DATABASE_URL is set: demo data only with --demo or KHEL_DEMO_DATA=1' };
}
