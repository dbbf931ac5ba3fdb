// One set of request and response types lives in @khel/shared (shared/src/contracts); an app's API client uses
// those classes and the shared envelope, never a hand-written twin (issue 12: "no response type written twice").
// This reads every app's api/ folder with the TypeScript parser (declarations only: comments and strings never
// match) and names each twin it finds.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..');

/**
 * Twins left in files this change does not own, each to be replaced by its shared class (then removed from here:
 * the second test fails while an entry is no longer found).
 */
const KNOWN: string[] = [];

/** Every class shared/src/contracts exports: the names an app must not declare again. */
function contractClassNames(): Set<string> {
  const dir = path.join(ROOT, 'shared/src/contracts');
  const names = new Set<string>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.includes('.test.'))) {
    const source = ts.createSourceFile(file, fs.readFileSync(path.join(dir, file), 'utf8'), ts.ScriptTarget.Latest);
    for (const node of source.statements) {
      if (ts.isClassDeclaration(node) && node.name && node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) names.add(node.name.text);
    }
  }
  return names;
}

/** An object shape written out by hand ({ a: string }, or a union or intersection holding one); mapped types derive. */
function writesAShape(type: ts.TypeNode): boolean {
  if (ts.isTypeLiteralNode(type)) return true;
  if (ts.isUnionTypeNode(type) || ts.isIntersectionTypeNode(type)) return type.types.some(writesAShape);
  if (ts.isParenthesizedTypeNode(type)) return writesAShape(type.type);
  return false;
}

/**
 * The twins one file declares at its top level:
 * - an interface named `…Body` or `…Envelope` (a request body or the envelope written again);
 * - a type alias named `…Body` whose type writes an object shape by hand (`type PricesBody = { … }`);
 * - an interface, type alias or class named like a shared contract class (`type OpsMarket = …`; an alias of
 *   another contract class, `type Range = OpsRange`, passes).
 * UI-only shapes (filter forms, `EventFilters`) and types derived from the classes (`Pick<OpsSettleBody, 'winner'>`,
 * `{ [K in keyof Dto]: Dto[K] }`) pass.
 */
export function twinsIn(fileName: string, text: string, contracts: Set<string>): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  for (const node of source.statements) {
    if (ts.isInterfaceDeclaration(node)) {
      const name = node.name.text;
      if (/(Body|Envelope)$/.test(name) || contracts.has(name)) found.push(`interface ${name}`);
    } else if (ts.isTypeAliasDeclaration(node)) {
      const name = node.name.text;
      // `type Range = OpsRange` only names a shared class again: not a twin.
      const namesAClass = ts.isTypeReferenceNode(node.type) && ts.isIdentifier(node.type.typeName) && contracts.has(node.type.typeName.text);
      if ((contracts.has(name) && !namesAClass) || (name.endsWith('Body') && writesAShape(node.type))) found.push(`type ${name}`);
    } else if (ts.isClassDeclaration(node) && node.name && contracts.has(node.name.text)) {
      found.push(`class ${node.name.text}`);
    }
  }
  return found;
}

/** Every source file (tests aside) under an app's api/ folder: packages/<app>/src/api and root-config/src/api. */
function apiFiles(): string[] {
  const roots = [
    ...fs.readdirSync(path.join(ROOT, 'packages')).map((app) => path.join('packages', app, 'src/api')),
    'root-config/src/api',
  ].filter((dir) => fs.existsSync(path.join(ROOT, dir)));
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(rel);
    }
  };
  roots.forEach(walk);
  return out.sort();
}

describe("apps' API clients use the shared contract classes", () => {
  const contracts = contractClassNames();
  const found = apiFiles().flatMap((file) => twinsIn(file, fs.readFileSync(path.join(ROOT, file), 'utf8'), contracts).map((twin) => `${file}: ${twin}`));

  it('no api/ folder declares a body, an envelope or a contract class again', () => {
    expect(contracts.size).toBeGreaterThan(100);
    expect(found.filter((twin) => !KNOWN.includes(twin))).toEqual([]);
  });

  it('the list of known twins holds only twins still there (remove an entry once its file uses the shared class)', () => {
    expect(KNOWN.filter((twin) => !found.includes(twin))).toEqual([]);
  });

  it('the check finds hand-written bodies, envelopes and contract names, and passes derived and UI-only types', () => {
    const sample = `
      // interface CommentBody { a: string }
      const text = 'interface StringBody {}';
      interface Envelope<T> { data: T }
      export interface NewMarketBody { kind: string }
      export type PricesBody = { runners: unknown[] };
      export type ResultBody = { winner: string } | { value: number };
      type OpsMarket = { id: string };
      type OpsEventPage = Partial<OpsMarket>;
      export type Range = OpsRange;
      export class OpsEventRow {}
      export interface EventFilters { sport: string; page: number }
      export type SettleResult = Required<Pick<OpsSettleBody, 'winner'>> | Required<Pick<OpsSettleBody, 'value'>>;
      export type CreateOperatorBody = { [K in keyof CreateOperatorDto]: CreateOperatorDto[K] };
      export type MarketBody = OpsMatkaMarketBody;
      type Ctor<T> = new () => T;
    `;
    expect(twinsIn('sample.ts', sample, contracts)).toEqual([
      'interface Envelope',
      'interface NewMarketBody',
      'type PricesBody',
      'type ResultBody',
      'type OpsMarket',
      'type OpsEventPage',
      'class OpsEventRow',
    ]);
  });
});
