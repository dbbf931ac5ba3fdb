// `npm ci` installs package-lock.json only when it is complete: every dependency edge has an entry (other
// platforms' optional binaries included) and every platform-restricted entry is optional, so npm skips it here.
// scripts/lib/lock-platforms.mjs restores entries a Linux-only mirror makes `npm install` drop.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const SCRIPT = path.join(ROOT, 'scripts/lib/lock-platforms.mjs');

type Entry = { version?: string; optional?: boolean; dev?: boolean; os?: string[]; cpu?: string[]; libc?: string[]; resolved?: string } & Record<string, unknown>;
type Lock = { packages: Record<string, Entry> };

function run(args: string[]): { code: number; out: string } {
  try {
    return { code: 0, out: execFileSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_OPTIONS: '' } }) };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { code: e.status, out: `${e.stdout}${e.stderr}` };
  }
}

describe('package-lock.json', () => {
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as Lock;

  it('has an entry for every dependency edge', () => {
    const check = run(['--check']);
    expect(check.out).toBe('');
    expect(check.code).toBe(0);
  });

  it('marks every entry restricted to an os or cpu optional, and has the Linux x64 binaries', () => {
    const restricted = Object.entries(lock.packages).filter(([, p]) => p.os || p.cpu);
    expect(restricted.length).toBeGreaterThan(20);
    expect(restricted.filter(([, p]) => !p.optional).map(([k]) => k)).toEqual([]);
    for (const name of ['@swc/core-linux-x64-gnu', '@swc/core-darwin-arm64', '@swc/core-win32-x64-msvc']) {
      expect(lock.packages[`node_modules/${name}`]).toMatchObject({ version: lock.packages['node_modules/@swc/core'].version, optional: true });
    }
  });
});

describe('lock-platforms', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-lock-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('adds the missing optional platform entries (os, cpu, libc from the name) and nothing else', () => {
    const file = path.join(dir, 'package-lock.json');
    const lock: Lock = {
      packages: {
        '': { devDependencies: { tool: '^1.0.0' } },
        'node_modules/@tool/core-linux-x64-gnu': { version: '1.2.3', dev: true, optional: true, os: ['linux'], cpu: ['x64'], libc: ['glibc'] },
        'node_modules/helper': { version: '2.0.0', dev: true },
        'node_modules/tool': {
          version: '1.2.3',
          dev: true,
          dependencies: { helper: '^2.0.0' },
          optionalDependencies: { '@tool/core-linux-x64-gnu': '1.2.3', '@tool/core-darwin-arm64': '1.2.3', '@tool/core-linux-arm64-musl': '1.2.3', 'tool-extra': '1.0.0' },
        },
      },
    };
    fs.writeFileSync(file, JSON.stringify(lock, null, 2));
    const before = run(['--check', file]);
    expect(before.code).toBe(1);
    expect(before.out).toBe(
      'missing from package-lock.json: @tool/core-darwin-arm64@1.2.3 (needed by node_modules/tool)\n' +
        'missing from package-lock.json: @tool/core-linux-arm64-musl@1.2.3 (needed by node_modules/tool)\n' +
        'missing from package-lock.json: tool-extra@1.0.0 (needed by node_modules/tool)\n',
    );

    expect(run([file]).out).toBe('added 2 optional platform entries:\n  @tool/core-darwin-arm64@1.2.3\n  @tool/core-linux-arm64-musl@1.2.3\n');
    const after = JSON.parse(fs.readFileSync(file, 'utf8')) as Lock;
    expect(Object.keys(after.packages)).toEqual([
      '',
      'node_modules/@tool/core-darwin-arm64',
      'node_modules/@tool/core-linux-arm64-musl',
      'node_modules/@tool/core-linux-x64-gnu',
      'node_modules/helper',
      'node_modules/tool',
    ]);
    expect(after.packages['node_modules/@tool/core-darwin-arm64']).toEqual({
      version: '1.2.3',
      resolved: 'https://registry.npmjs.org/@tool/core-darwin-arm64/-/core-darwin-arm64-1.2.3.tgz',
      dev: true,
      optional: true,
      os: ['darwin'],
      cpu: ['arm64'],
    });
    expect(after.packages['node_modules/@tool/core-linux-arm64-musl']).toMatchObject({ os: ['linux'], cpu: ['arm64'], libc: ['musl'], optional: true });
    // Not a platform binary: left for `npm install` to resolve, and still reported.
    expect(run(['--check', file]).out).toBe('missing from package-lock.json: tool-extra@1.0.0 (needed by node_modules/tool)\n');
  });
});
