import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * @khel/shared/kit bundles only its own files (KIT_OWN) and takes every other shared file it imports from
 * @khel/shared at run time: each name it imports that way must be one @khel/shared exports, or it is undefined.
 * @khel/shared/console-contracts likewise (CONSOLE_OWN), from @khel/shared/contracts.
 */
const ROOT = path.resolve(__dirname, '../..');
const SRC = path.join(ROOT, 'shared/src');
const { KIT_OWN, CONSOLE_OWN } = require('./module-config') as { KIT_OWN: string[]; CONSOLE_OWN: string[] };

const fileOf = (base: string) => ['', '.ts', '.tsx', '/index.ts'].map((e) => base + e).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());

/** Value names each own file (of a module's `ownFiles`) imports from a shared file that is not the module's own. */
function namesTakenFromShared(ownFiles: string[]): Map<string, string[]> {
  const own = new Set(ownFiles.map((f) => path.join(SRC, f)));
  const taken = new Map<string, string[]>();
  for (const file of own) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      // A re-export (kit.ts: `export { x } from './file'`) takes its names from the file too.
      if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        const request = (statement.moduleSpecifier as ts.StringLiteral).text;
        const target = fileOf(path.resolve(path.dirname(file), request));
        if (!target || own.has(target)) continue;
        const names = statement.exportClause.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text);
        taken.set(`${path.relative(SRC, file)} <- ${request}`, names);
        continue;
      }
      if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
      const request = (statement.moduleSpecifier as ts.StringLiteral).text;
      if (!request.startsWith('.')) continue;
      const target = fileOf(path.resolve(path.dirname(file), request));
      if (!target || own.has(target)) continue;
      const bindings = statement.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) throw new Error(`${file}: only named imports can come from @khel/shared`);
      const names = bindings.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text);
      taken.set(`${path.relative(SRC, file)} <- ${request}`, names);
    }
  }
  return taken;
}

/** The value and type names a module's entry file exports. */
function exportsOf(entry: string): Set<string> {
  const program = ts.createProgram([entry], { jsx: ts.JsxEmit.ReactJSX, noEmit: true, skipLibCheck: true, esModuleInterop: true, experimentalDecorators: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry)!;
  return new Set(checker.getExportsOfModule(checker.getSymbolAtLocation(source)!).map((s) => s.name));
}

/** Every name the module's own files take from another shared file is one the module they come from exports. */
function expectTakenNamesExported(ownFiles: string[], entryTheyComeFrom: string) {
  const exported = exportsOf(path.join(SRC, entryTheyComeFrom));
  const taken = namesTakenFromShared(ownFiles);
  expect(taken.size).toBeGreaterThan(0);
  for (const [from, names] of taken) expect([from, names.filter((n) => !exported.has(n))]).toEqual([from, []]);
}

describe('@khel/shared/console-contracts', () => {
  it('imports from other shared files only names that @khel/shared/contracts exports', () => {
    expectTakenNamesExported(CONSOLE_OWN, 'contracts/index.ts');
  });

  it('is exported by shared/src/console-contracts.ts file by file, and @khel/shared/contracts no longer exports it', () => {
    const entry = fs.readFileSync(path.join(SRC, 'console-contracts.ts'), 'utf8');
    const contracts = fs.readFileSync(path.join(SRC, 'contracts/index.ts'), 'utf8');
    for (const f of CONSOLE_OWN.filter((f) => f !== 'console-contracts.ts')) {
      const rel = `./${f.replace(/\.ts$/, '')}`;
      const inContracts = `./${path.basename(f, '.ts')}`;
      expect([f, entry.includes(`from '${rel}'`), contracts.includes(`from '${inContracts}'`)]).toEqual([f, true, false]);
    }
  });
});

describe('@khel/shared/kit', () => {
  it('imports from other shared files only names that @khel/shared exports', () => {
    expectTakenNamesExported(KIT_OWN, 'index.ts');
  });

  it('is exported by shared/src/kit.ts file by file, and @khel/shared no longer exports its components', () => {
    const kit = fs.readFileSync(path.join(SRC, 'kit.ts'), 'utf8');
    const main = fs.readFileSync(path.join(SRC, 'index.ts'), 'utf8');
    for (const f of KIT_OWN.filter((f) => f !== 'kit.ts')) {
      const rel = `./${f.replace(/\.tsx?$/, '')}`;
      expect([f, kit.includes(`from '${rel}'`), main.includes(`from '${rel}'`)]).toEqual([f, true, false]);
    }
    expect(main).not.toContain("from './ui/primitives';");
  });
});
