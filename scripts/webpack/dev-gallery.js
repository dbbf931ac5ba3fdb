/**
 * The development gallery (packages/dev-gallery): a page showing every shared primitive, built beside the site into
 * dist/web/dev/gallery/ as a System module that leaves React, @khel/shared and the rest to the import map (like an
 * app). It is not in the build manifest, the import map or the service worker, so no player page ever loads it, and
 * the server answers /dev/* with 404 when NODE_ENV=production (services/api/src/web/plugin.ts).
 */
const path = require('node:path');
const fs = require('node:fs');
const crypto = require('node:crypto');

const NAME = 'dev:gallery';
const OUT = 'dev/gallery';

function devGalleryConfigs({ base, mode, ROOT, WEB_DIR }) {
  const entry = path.join(ROOT, 'packages/dev-gallery/src/main.tsx');
  if (!fs.existsSync(entry)) return [];
  return [base({ mode, name: NAME, file: 'gallery', own: [], entry, outDir: path.join(WEB_DIR, OUT), publicPath: `/${OUT}/` })];
}

/** Writes dist/web/dev/gallery/index.html (and its start file) once webpack has built the gallery's module. */
function writeDevGallery({ built, systemjs, ROOT, WEB_DIR }) {
  const stats = built.find((s) => s.compilation.name === NAME);
  if (!stats) return;
  const { entrypoints } = stats.toJson({ all: false, entrypoints: true });
  const file = entrypoints.gallery.assets.map((a) => a.name).find((n) => n.endsWith('.js'));
  const dir = path.join(ROOT, 'packages/dev-gallery');
  const start = fs.readFileSync(path.join(dir, 'start.js'));
  const startName = `start.${crypto.createHash('sha256').update(start).digest('hex').slice(0, 10)}.js`;
  fs.writeFileSync(path.join(WEB_DIR, OUT, startName), start);
  const html = fs
    .readFileSync(path.join(dir, 'index.html'), 'utf8')
    .replace('%SYSTEMJS%', systemjs)
    .replace('%START%', `/${OUT}/${startName}`)
    .replace('%GALLERY%', `/${OUT}/${file}`);
  fs.writeFileSync(path.join(WEB_DIR, OUT, 'index.html'), html);
}

module.exports = { devGalleryConfigs, writeDevGallery, DEV_GALLERY: NAME };
