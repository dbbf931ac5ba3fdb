import fs from 'node:fs';
import path from 'node:path';
import { LAYOUT_MODULES } from '../../root-config/src/layout';

/** The operators' import map, the vendor list and the webpack configs must agree, or the page gets two copies of a library. */
interface Vendor {
  name: string;
  file: string;
  entry: () => string;
  aliases?: string[];
}
type Config = { name: string; externals: Record<string, string>; output: { library: { type: string }; filename: string } };
const { VENDORS, SHARED_NAMES, ROOT } = require('./vendors') as { VENDORS: Vendor[]; SHARED_NAMES: string[]; ROOT: string };
const { vendorConfigs, sharedConfigs, rootConfig, appConfig, ROOT_PARTS } = require('./module-config') as {
  ROOT_PARTS: Record<string, string>;
  vendorConfigs(): Config[];
  sharedConfigs(o: { mode: string }): Config[];
  rootConfig(o: { mode: string }): Config[];
  appConfig(o: { short: string; dir: string; mode: string }): Config;
};

const importMap = JSON.parse(fs.readFileSync(path.join(ROOT, 'import-map.json'), 'utf8')) as { imports: Record<string, string> };

describe('import-map.json', () => {
  it('lists every shared library once, at its vendor file', () => {
    for (const v of VENDORS) {
      for (const name of [v.name, ...(v.aliases ?? [])]) expect(importMap.imports[name]).toBe(`/vendor/${v.file}.js`);
    }
    expect(importMap.imports['@khel/shared']).toBe('/modules/shared/shared.js');
    expect(importMap.imports['@khel/shared/validation']).toBe('/modules/shared/validation.js');
    expect(importMap.imports['@khel/shared/contracts']).toBe('/modules/shared/contracts.js');
    expect(importMap.imports['@khel/shared/console-contracts']).toBe('/modules/shared/console-contracts.js');
    expect(importMap.imports['@khel/shared/kit']).toBe('/modules/shared/kit.js');
  });

  it('lists the root config and every module the layout mounts', () => {
    expect(importMap.imports['@khel/root-config']).toBe('/root/root-config.js');
    expect(importMap.imports['@khel/root-config/logged-in']).toBe('/root/logged-in.js');
    expect(importMap.imports['@khel/root-config/site-extras']).toBe('/root/site-extras.js');
    for (const [name, file] of Object.entries(ROOT_PARTS)) expect(importMap.imports[name]).toBe(`/root/${file}.js`);
    for (const name of LAYOUT_MODULES) {
      const short = name.replace('@khel/', '');
      expect(importMap.imports[name]).toBe(`/modules/${short}/${short}.js`);
    }
  });

  it('names no module the platform does not know', () => {
    const known = new Set([...SHARED_NAMES, '@khel/root-config', ...Object.keys(ROOT_PARTS), ...LAYOUT_MODULES]);
    expect(Object.keys(importMap.imports).filter((n) => !known.has(n))).toEqual([]);
  });
});

describe('webpack configs', () => {
  it('build each vendor as a System module leaving every other shared name external', () => {
    for (const config of vendorConfigs()) {
      const vendor = VENDORS.find((v) => config.name === `vendor:${v.name}`)!;
      const own = [vendor.name, ...(vendor.aliases ?? [])];
      expect(config.output.library.type).toBe('system');
      expect(Object.keys(config.externals).sort()).toEqual(SHARED_NAMES.filter((n) => !own.includes(n)).sort());
    }
  });

  it('build every app, @khel/shared and the root config with all shared libraries external', () => {
    const apps = fs.readdirSync(path.join(ROOT, 'packages')).filter((d) => fs.existsSync(path.join(ROOT, 'packages', d, 'src/index.tsx')));
    const configs = [
      ...sharedConfigs({ mode: 'production' }),
      ...rootConfig({ mode: 'production' }).filter((c) => c.name !== 'service-worker'),
      ...apps.map((short) => appConfig({ short, dir: path.join(ROOT, 'packages', short), mode: 'production' })),
    ];
    expect(configs.length).toBeGreaterThanOrEqual(3);
    for (const config of configs) {
      expect(config.output.library.type).toBe('system');
      expect(config.output.filename).toBe('[name].[contenthash:10].js');
      const expected = SHARED_NAMES.filter((n) => n !== config.name);
      expect(Object.keys(config.externals).sort()).toEqual(expected.sort());
    }
  });

  it('gives moment-timezone the Asia/Kolkata zone only', () => {
    const entry = VENDORS.find((v) => v.name === 'moment-timezone')!.entry();
    const text = fs.readFileSync(entry, 'utf8');
    expect(text).toContain('Asia/Kolkata|');
    expect(text).not.toMatch(/America\/|Europe\//);
    expect(text.length).toBeLessThan(2000);
  });
});
