import fs from 'node:fs';
import path from 'node:path';

/**
 * @khel/shared's browser builds replace class-validator with class-validator-marks.js and take the answers
 * @khel/shared holds from it in @khel/shared/contracts: a name missing here would be undefined in the browser.
 */
const ROOT = path.resolve(__dirname, '../..');
const CONTRACTS = path.join(ROOT, 'shared/src/contracts');

function namesImportedFrom(source: string, from: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${from.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}'`, 'g');
  for (const m of source.matchAll(pattern)) names.push(...m[1].split(',').map((n) => n.trim()).filter(Boolean));
  return names;
}

describe('class-validator-marks.js', () => {
  it('exports every class-validator name the contracts import, each a decorator factory that does nothing', () => {
    const marks = require('./class-validator-marks.js') as Record<string, (...a: unknown[]) => (...b: unknown[]) => unknown>;
    const wanted = new Set<string>();
    for (const file of fs.readdirSync(CONTRACTS).filter((f) => f.endsWith('.ts') && !f.includes('.test.'))) {
      for (const name of namesImportedFrom(fs.readFileSync(path.join(CONTRACTS, file), 'utf8'), 'class-validator')) wanted.add(name);
    }
    expect(wanted.size).toBeGreaterThan(0);
    for (const name of wanted) {
      expect([name, typeof marks[name]]).toEqual([name, 'function']);
      const target = {};
      expect(marks[name]({})(target, 'field')).toBeUndefined();
      expect(target).toEqual({});
    }
  });
});

describe('@khel/shared/contracts', () => {
  const { IN_SHARED } = require('./module-config') as { IN_SHARED: Set<string> };
  const main = fs.readFileSync(path.join(ROOT, 'shared/src/index.ts'), 'utf8');

  it('takes from @khel/shared only contract files that @khel/shared exports whole', () => {
    for (const rel of IN_SHARED) expect([rel, main.includes(`export * from '${rel.replace('./', './contracts/')}';`)]).toEqual([rel, true]);
  });

  it('keeps the wallet and console answers out of @khel/shared', () => {
    for (const file of ['wallet', 'ops', 'ops-config']) {
      expect(IN_SHARED.has(`./${file}`)).toBe(false);
      expect(main).not.toContain(`./contracts/${file}'`);
    }
  });
});
