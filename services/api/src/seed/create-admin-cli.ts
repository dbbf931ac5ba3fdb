import os from 'node:os';
import { OPERATOR_MESSAGES, OPERATOR_USERNAME_PATTERN, operatorPasswordProblem } from '@khel/shared/validation';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open';
import { ApiError } from '../http/errors';
import { createOperator, newPasswordHash } from '../ops/operators';
import { readSecret } from './read-secret';

/**
 * `npm run create-admin -- --username <name>`: the first admin (or another one) of a site, from the host's command
 * line. The password is typed at a prompt (twice, not echoed) or, when stdin is not a terminal, read from its first
 * line (for scripts: `printf '%s\n' "$PW" | npm run create-admin -- --username ops`); never from the arguments,
 * which other users see in the process list. Weak passwords and taken usernames are refused. Audited as
 * `operator.create`, the actor being the OS user.
 */
const USAGE = 'usage: npm run create-admin -- --username <name>   (the password is asked for, or read from stdin)';

function fail(message: string, code = 1): never {
  console.error(`create-admin: ${message}`);
  process.exit(code);
}

function parseArgs(argv: string[]): { username: string } {
  let username: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (/^--?pass(word)?(=|$)/i.test(arg) || /^-p$/.test(arg)) {
      fail('a password is never taken from the command line (the process list and shell history show it): type it at the prompt or give it on stdin', 2);
    }
    if (arg === '--username' || arg === '-u') username = argv[++i];
    else if (arg.startsWith('--username=')) username = arg.slice('--username='.length);
    else fail(`unknown argument "${arg}"\n${USAGE}`, 2);
  }
  if (!username) fail(`--username is required\n${USAGE}`, 2);
  if (!OPERATOR_USERNAME_PATTERN.test(username)) fail(OPERATOR_MESSAGES.usernameFormat, 2);
  return { username };
}

/** Who ran the command, as the audit log names them. */
function osUser(): string {
  try {
    return os.userInfo().username;
  } catch {
    return process.env.USER || process.env.LOGNAME || `uid ${process.getuid?.() ?? '?'}`;
  }
}

async function main(): Promise<void> {
  const { username } = parseArgs(process.argv.slice(2));
  const password = await readSecret(`Password for ${username}: `, { confirm: 'Repeat the password: ' });
  if (password === undefined) fail('no password given on stdin');
  const problem = operatorPasswordProblem(password, username);
  if (problem) fail(problem);

  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const passwordHash = await newPasswordHash(password, username);
    const actor = { operatorId: null, name: `${osUser()} (command line)` };
    const admin = await db.tx((q) => createOperator(q, { username, role: 'admin', passwordHash, mustChange: false, actor, now: new Date() }));
    console.log(`create-admin: admin ${admin.username} created; sign in at /backoffice`);
  } catch (error) {
    if (error instanceof ApiError) fail(error.message);
    throw error;
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
