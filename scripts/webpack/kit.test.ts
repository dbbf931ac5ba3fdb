import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * @khel/shared/kit bundles only its own files (KIT_OWN) and takes every other shared file it imports from
 * @khel/shared at run time: each name it imports that way must be one @khel/shared exports, or it is undefined.
 */
const ROOT = path.resolve(__dirname, '../..');
const SRC = path.join(ROOT, 'shared/src');
const { KIT_OWN } = require('./module-config') as { KIT_OWN: string[] };

const fileOf = (base: string) => ['', '.ts', '.tsx', '/index.ts'].map((e) => base + e).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());

/** Value names each own file imports from a shared file that is not the kit's own. */
function namesTakenFromShared(): Map<string, string[]> {
  const own = new Set(KIT_OWN.map((f) => path.join(SRC, f)));
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

describe('@khel/shared/kit', () => {
  it('imports from other shared files only names that @khel/shared exports', () => {
    const program = ts.createProgram([path.join(SRC, 'index.ts')], { jsx: ts.JsxEmit.ReactJSX, noEmit: true, skipLibCheck: true, esModuleInterop: true });
    const checker = program.getTypeChecker();
    const index = program.getSourceFile(path.join(SRC, 'index.ts'))!;
    const exported = new Set(checker.getExportsOfModule(checker.getSymbolAtLocation(index)!).map((s) => s.name));
    const taken = namesTakenFromShared();
    expect(taken.size).toBeGreaterThan(0);
    for (const [from, names] of taken) expect([from, names.filter((n) => !exported.has(n))]).toEqual([from, []]);
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
