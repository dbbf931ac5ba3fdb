import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** Writes JSON through a temporary file, fsync and rename: a reader sees the old file or the new one, never half. */
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

/** One writer at a time across processes (CLI and console): a lock directory, taken over when stale. */
export async function withFileLock<T>(lock: string, fn: () => Promise<T>, onTimeout: (lock: string) => Error): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fs.mkdir(lock);
      break;
    } catch {
      const stat = await fs.stat(lock).catch(() => null);
      if (stat && Date.now() - stat.mtimeMs > 30_000) await fs.rm(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw onTimeout(lock);
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await fn();
  } finally {
    await fs.rm(lock, { recursive: true, force: true });
  }
}
