/**
 * The names the platform's own sources import from a library, so a vendor module can export only those
 * (rxjs and react-i18next are mostly code Khel never calls: built whole they were 26 KB of Home's first paint).
 * A namespace import (`import * as x`), a re-export of everything or a default import of the library means the
 * whole library is needed: then null is returned and the vendor is built whole. Type-only imports need nothing.
 * Hand-written rather than a parser: import statements of these libraries are plain, and a miss fails loudly (the
 * import-map consistency test builds every app against these lists).
 */
const fs = require('node:fs');
const path = require('node:path');

const SOURCE_DIRS = ['shared/src', 'root-config/src', 'packages'];
const SOURCE = /\.(tsx?|jsx?|mjs)$/;
const SKIP = /(^|\/)(node_modules|dist)(\/|$)|\.(test|dom\.test|e2e)\.[tj]sx?$/;

function sourceFiles(root) {
  const out = [];
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const rel = path.relative(root, full);
      if (SKIP.test(rel)) continue;
      if (entry.isDirectory()) walk(full);
      else if (SOURCE.test(entry.name)) out.push(full);
    }
  };
  for (const dir of SOURCE_DIRS) walk(path.join(root, dir));
  return out;
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Sorted value names imported from `library` across the sources, or null when the whole library is needed. */
function usedImports(root, library) {
  const from = `\\s+from\\s+['"]${escape(library)}['"]`;
  const named = new RegExp(`(?:^|\\n)\\s*(import|export)(\\s+type)?\\s*(\\{[^}]*\\}|\\*(?:\\s+as\\s+\\w+)?|\\w+(?:\\s*,\\s*\\{[^}]*\\})?)${from}`, 'g');
  const names = new Set();
  for (const file of sourceFiles(root)) {
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes(library)) continue;
    for (const m of text.matchAll(named)) {
      const [, , typeOnly, clause] = m;
      if (typeOnly) continue;
      if (!clause.startsWith('{')) return null;
      for (const spec of clause.slice(1, -1).split(',')) {
        const s = spec.trim();
        if (!s || s.startsWith('type ')) continue;
        names.add(s.split(/\s+as\s+/)[0].trim());
      }
    }
  }
  return [...names].sort();
}

module.exports = { usedImports };
