import fs from 'node:fs';
import path from 'node:path';

/**
 * Icons come from the icon set (shared/src/ui/icons), never from text: emoji and symbol glyphs render differently on
 * every phone (or not at all) and have no accessible name. This scans every browser source file for them.
 */
const ROOT = path.resolve(__dirname, '../../../..');
const DIRS = ['shared/src', 'root-config/src', 'root-config/index.html', 'packages'];
// ⌊ ⌋ (floor brackets) are maths in the provably fair texts, not icons; × is flagged only alone (a close button),
// never as the multiplier sign of "1.96×" or "stake × odds". Comments are not drawn.
const GLYPHS = /[\u{1F000}-\u{1FAFF}\u{2190}-\u{21FF}\u{2300}-\u{2309}\u{230C}-\u{23FF}\u{25A0}-\u{27BF}\u{2B00}-\u{2BFF}‹›«»]|\u{FE0F}|>\s*×\s*<|(['"`])\s*×\s*\1/u;
const COMMENT = /^\s*(\/\/|\/\*|\*)/;

function sources(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [full];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((d) => {
    if (d.name === 'node_modules' || d.name === 'dist') return [];
    const rel = path.join(entry, d.name);
    if (d.isDirectory()) return sources(rel);
    return /\.(tsx?|html)$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [path.join(ROOT, rel)] : [];
  });
}

describe('no emoji or symbol glyphs as icons', () => {
  it('scans the browser sources', () => {
    const files = DIRS.flatMap(sources);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (!COMMENT.test(line) && GLYPHS.test(line) ? [`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('would catch one', () => {
    expect(GLYPHS.test("['Cricket', '/sports/cricket/4', '🏏']")).toBe(true);
    expect(GLYPHS.test('<button>×</button>')).toBe(true);
    expect(GLYPHS.test("{close ? '×' : ''}")).toBe(true);
    expect(GLYPHS.test('<p>✓ done</p>')).toBe(true);
    expect(GLYPHS.test('₹1,23,456.00 — Khel · 18+')).toBe(false);
    expect(GLYPHS.test("tr('Landed on {{x}}×')")).toBe(false);
    expect(GLYPHS.test('roll = ⌊float × 10,000⌋ ÷ 100')).toBe(false);
  });
});
