import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A benchmark's markdown section for docs/benchmarks.md: printed, and written to the untracked .bench/<name>.md
 * (in .gitignore). A benchmark never rewrites a tracked file; copying a run's figures into the docs is a deliberate edit.
 */
export function saveSection(name, lines) {
  const text = `${lines.join('\n').trimEnd()}\n`;
  const file = path.join(ROOT, '.bench', `${name}.md`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  console.log(`\n${text}`);
  console.log(`(the ${name} section for docs/benchmarks.md, also in ${path.relative(ROOT, file)})`);
  return file;
}
