// The Node requirement is honest: scripts/check-engines.mjs finds installed packages whose engines exclude a Node,
// the stated range (package.json, README, scripts/lib/node-version.mjs) admits every installed package, and
// `npm start` / `npm test` refuse an older Node with a message naming the versions.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const ENGINES = path.join(ROOT, 'scripts/check-engines.mjs');
const NODE_VERSION = path.join(ROOT, 'scripts/lib/node-version.mjs');

/** Runs an ES module snippet in a child Node (the scripts are .mjs, as `npm start` runs them) and parses its JSON. */
function evalModule(code: string): unknown {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
  return JSON.parse(out);
}

function excluding(version: string, root = ROOT): { name: string; version: string; engines: string; where: string }[] {
  return evalModule(
    `import { packagesExcluding } from ${JSON.stringify(ENGINES)};` +
      `console.log(JSON.stringify(packagesExcluding(${JSON.stringify(version)}, ${JSON.stringify(root)})));`,
  ) as never;
}

function nodeVersion(): { range: string; requirement: string; supported: Record<string, boolean>; message: string | null; okMessage: string | null } {
  const versions = ['v18.20.4', 'v20.18.1', 'v20.19.0', 'v20.20.2', 'v21.7.0', 'v22.12.0', 'v22.13.0', 'v23.1.0', 'v24.0.0', 'v26.1.0'];
  return evalModule(
    `import * as n from ${JSON.stringify(NODE_VERSION)};` +
      `const supported = Object.fromEntries(${JSON.stringify(versions)}.map((v) => [v, n.isSupportedNode(v)]));` +
      `console.log(JSON.stringify({ range: n.NODE_RANGE, requirement: n.NODE_REQUIREMENT, supported,` +
      ` message: n.unsupportedNodeMessage('npm start', 'v18.20.4'), okMessage: n.unsupportedNodeMessage('npm start', 'v22.13.0') }));`,
  ) as never;
}

function writePackage(dir: string, manifest: Record<string, unknown>): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
}

describe('check-engines', () => {
  let fixture: string;
  beforeAll(() => {
    fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-engines-'));
    writePackage(fixture, { name: 'fixture', workspaces: ['app'] });
    const nm = path.join(fixture, 'node_modules');
    writePackage(path.join(nm, 'old-ok'), { name: 'old-ok', version: '1.0.0', engines: { node: '>=18' } });
    writePackage(path.join(nm, 'no-engines'), { name: 'no-engines', version: '1.0.0' });
    writePackage(path.join(nm, 'needs-22'), { name: 'needs-22', version: '3.0.0', engines: { node: '>=22' } });
    writePackage(path.join(nm, '@scope', 'lts-only'), { name: '@scope/lts-only', version: '2.1.0', engines: { node: '^20.9.0 || >=22' } });
    writePackage(path.join(nm, 'old-ok', 'node_modules', 'nested'), { name: 'nested', version: '0.1.0', engines: { node: '>=24' } });
    writePackage(path.join(fixture, 'app', 'node_modules', 'in-workspace'), { name: 'in-workspace', version: '5.0.0', engines: { node: '^22.13.0' } });
  });
  afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));

  it('lists top-level, scoped, nested and workspace packages whose engines exclude the Node', () => {
    const names = (v: string) => excluding(v, fixture).map((p) => `${p.name}@${p.version} ${p.engines} ${p.where}`).sort();
    expect(names('20.20.2')).toEqual([
      'in-workspace@5.0.0 ^22.13.0 app/node_modules/in-workspace',
      'needs-22@3.0.0 >=22 node_modules/needs-22',
      'nested@0.1.0 >=24 node_modules/old-ok/node_modules/nested',
    ]);
    expect(names('20.8.0')).toContain('@scope/lts-only@2.1.0 ^20.9.0 || >=22 node_modules/@scope/lts-only');
    expect(names('22.13.0')).toEqual(['nested@0.1.0 >=24 node_modules/old-ok/node_modules/nested']);
  });

  it('every installed package allows the first release of each supported Node line, and the running Node', () => {
    const { range } = nodeVersion();
    const firsts = range.split('||').map((part) => part.trim().replace(/^[\^>=]+/, ''));
    expect(firsts).toEqual(['20.19.0', '22.13.0', '24.0.0']);
    for (const v of [...firsts, process.version]) expect(excluding(v)).toEqual([]);
  });

  it('one Node requirement in package.json, the README and the start/test scripts', () => {
    const n = nodeVersion();
    expect(n.range).toBe('^20.19.0 || ^22.13.0 || >=24.0.0');
    expect(JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).engines.node).toBe(n.range);
    expect(fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8')).toContain(n.requirement);
    expect(n.supported).toEqual({
      'v18.20.4': false, 'v20.18.1': false, 'v20.19.0': true, 'v20.20.2': true, 'v21.7.0': false,
      'v22.12.0': false, 'v22.13.0': true, 'v23.1.0': false, 'v24.0.0': true, 'v26.1.0': true,
    });
    expect(n.okMessage).toBeNull();
    expect(n.message).toBe(
      '[khel] npm start needs Node 20.19+, 22.13+, 24.0+ (^20.19.0 || ^22.13.0 || >=24.0.0); this is Node 18.20.4.\n' +
        '    Some dependencies (e.g. eslint, @swc/cli, the htmlparser2 family) declare engines that exclude older Node.\n' +
        '    Install a supported Node (https://nodejs.org, or `nvm install 22`), then run the command again.',
    );
    for (const script of ['scripts/start.mjs', 'scripts/test.mjs']) {
      const source = fs.readFileSync(path.join(ROOT, script), 'utf8');
      // The check runs before any other project module is loaded (those are imported dynamically after it).
      expect(source).toMatch(/requireSupportedNode\('npm (start|test)'\);/);
      expect(source).not.toMatch(/^import .* from '\.\/lib\/(prepare|database|system-packages)\.mjs';$/m);
    }
  });
});
