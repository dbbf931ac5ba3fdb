import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
export const API_DIST = path.join(ROOT, 'services', 'api', 'dist');
export const WEB_DIR = path.join(ROOT, 'dist', 'web');
export const IMPORT_MAP = path.join(ROOT, 'import-map.json');
export const CHROMIUM = process.env.KHEL_CHROMIUM ?? '/usr/bin/chromium';

/** The browser tests run the built product; say how to build it rather than fail obscurely. */
export function assertBuilt(): void {
  for (const file of [path.join(API_DIST, 'main.js'), path.join(API_DIST, 'seed-cli.js'), path.join(WEB_DIR, 'index.html')]) {
    if (!fs.existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: run \`npm run build\` (npm test builds first)`);
  }
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium (npm test installs it as root)`);
}
