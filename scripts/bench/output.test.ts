// Benchmarks never rewrite tracked files: their markdown goes to the untracked .bench/ folder, and no benchmark
// script writes into docs/.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

describe('benchmark output', () => {
  it('saveSection prints the section and writes it to .bench/, which git ignores', () => {
    const name = `test-${process.pid}`;
    const code = `import { saveSection } from ${JSON.stringify(path.join(ROOT, 'scripts/bench/output.mjs'))};
      console.log('->', saveSection(${JSON.stringify(name)}, ['## Test', '', '| a | b |']));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
    const file = path.join(ROOT, '.bench', `${name}.md`);
    try {
      expect(out).toBe(`\n## Test\n\n| a | b |\n\n(the ${name} section for docs/benchmarks.md, also in .bench/${name}.md)\n-> ${file}\n`);
      expect(fs.readFileSync(file, 'utf8')).toBe('## Test\n\n| a | b |\n');
      expect(execFileSync('git', ['check-ignore', `.bench/${name}.md`], { cwd: ROOT, encoding: 'utf8' }).trim()).toBe(`.bench/${name}.md`);
    } finally {
      fs.rmSync(file, { force: true });
    }
  });

  it('no benchmark script writes into docs/ or any other tracked path', () => {
    const scripts = fs.readdirSync(path.join(ROOT, 'scripts/bench')).filter((f) => f.endsWith('.mjs'));
    expect(scripts).toEqual(expect.arrayContaining(['api.mjs', 'bundle.mjs', 'ledger.mjs', 'ocr.mjs']));
    for (const file of scripts) {
      const source = fs.readFileSync(path.join(ROOT, 'scripts/bench', file), 'utf8');
      expect([file, /path\.join\(ROOT, ['"]docs/.test(source)]).toEqual([file, false]);
      expect([file, /writeDocsSection|docs-section/.test(source)]).toEqual([file, false]);
    }
  });
});
