/**
 * The shared libraries, each built once as a System module and listed once in the import map.
 * Every app (and @khel/shared) externalizes all of these names, so the page holds one copy of each.
 * `entry` is what webpack bundles; `aliases` are further import-map names served by the same file.
 */
const path = require('node:path');
const fs = require('node:fs');

const ROOT = path.resolve(__dirname, '../..');
const GENERATED = path.join(ROOT, 'node_modules/.cache/khel-vendor');
const { usedImports } = require('./used-imports');

/** moment-timezone's core with Asia/Kolkata only (the full data set is ~57 KB gzipped). */
function momentTimezoneEntry() {
  const data = require(path.join(ROOT, 'node_modules/moment-timezone/data/packed/latest.json'));
  const zone = data.zones.find((z) => z.startsWith('Asia/Kolkata|'));
  if (!zone) throw new Error('moment-timezone data has no Asia/Kolkata zone');
  return generated(
    'moment-timezone.js',
    `const moment = require('moment-timezone/moment-timezone.js');\n` +
      `moment.tz.add(${JSON.stringify(zone)});\n` +
      `moment.tz.link('Asia/Calcutta|Asia/Kolkata');\n` +
      `module.exports = moment;\n`,
  );
}

/**
 * A library cut down to the names Khel's sources import from it (used-imports.js), for the libraries only our own
 * code imports (no bundled third-party code reaches them): rxjs and react-i18next were 26 KB of Home built whole;
 * single-spa, imported by the root config only, 0.2 KB less without the API it never calls (unload, app status...).
 */
function usedOnlyEntry(library, file) {
  return () => {
    const names = usedImports(ROOT, library);
    if (names === null) return library;
    return generated(file, `export { ${names.join(', ')} } from '${library}';\n`);
  };
}

/**
 * react-router-dom (also served as react-router) cut down to the names our sources import from either name: whole it
 * is 63 KB gzipped, mostly the data router and server rendering, which the apps' declarative routers never use.
 */
function reactRouterEntry() {
  const dom = usedImports(ROOT, 'react-router-dom');
  const core = usedImports(ROOT, 'react-router');
  if (dom === null || core === null) return 'react-router-dom';
  const names = [...new Set([...dom, ...core])].sort();
  return generated('react-router-dom.js', `export { ${names.join(', ')} } from 'react-router-dom';\n`);
}

/** rxjs/operators re-exported from the one rxjs module, so operators and Observables share classes. */
function rxjsOperatorsEntry() {
  const names = usedImports(ROOT, 'rxjs/operators') ?? Object.keys(require(path.join(ROOT, 'node_modules/rxjs/dist/cjs/operators/index.js'))).filter((n) => n !== '__esModule');
  return generated('rxjs-operators.js', names.length ? `export { ${names.join(', ')} } from 'rxjs';\n` : 'export {};\n');
}

function generated(file, text) {
  fs.mkdirSync(GENERATED, { recursive: true });
  const target = path.join(GENERATED, file);
  if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== text) fs.writeFileSync(target, text);
  return target;
}

/** @type {Array<{name: string, file: string, entry: () => string, aliases?: string[]}>} */
const VENDORS = [
  { name: 'react', file: 'react', entry: () => 'react' },
  { name: 'react/jsx-runtime', file: 'react-jsx-runtime', entry: () => 'react/jsx-runtime' },
  { name: 'react-dom', file: 'react-dom', entry: () => 'react-dom' },
  { name: 'react-dom/client', file: 'react-dom-client', entry: () => 'react-dom/client' },
  { name: 'react-router-dom', file: 'react-router-dom', entry: reactRouterEntry, aliases: ['react-router'] },
  { name: 'rxjs', file: 'rxjs', entry: usedOnlyEntry('rxjs', 'rxjs.js') },
  { name: 'rxjs/operators', file: 'rxjs-operators', entry: rxjsOperatorsEntry },
  { name: 'single-spa', file: 'single-spa', entry: usedOnlyEntry('single-spa', 'single-spa.js') },
  { name: 'i18next', file: 'i18next', entry: () => 'i18next' },
  { name: 'react-i18next', file: 'react-i18next', entry: usedOnlyEntry('react-i18next', 'react-i18next.js') },
  { name: 'axios', file: 'axios', entry: () => 'axios' },
  { name: 'moment', file: 'moment', entry: () => 'moment' },
  { name: 'moment-timezone', file: 'moment-timezone', entry: momentTimezoneEntry },
];

/** Every name an app must leave to the import map. */
const SHARED_NAMES = [...VENDORS.flatMap((v) => [v.name, ...(v.aliases ?? [])]), '@khel/shared', '@khel/shared/validation', '@khel/shared/contracts', '@khel/shared/console-contracts', '@khel/shared/kit'];

module.exports = { VENDORS, SHARED_NAMES, ROOT };
