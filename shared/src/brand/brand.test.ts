import fs from 'node:fs';
import path from 'node:path';
import { colors } from '../ui/theme/tokens';
import { BRAND } from './paths';
import { EMPTY_ART } from './illustrations';
import { logoSvg, markSvg } from './svg';

const PUBLIC = path.resolve(__dirname, '../../../root-config/public');
const read = (file: string) => fs.readFileSync(path.join(PUBLIC, file), 'utf8');

// After changing the logo's geometry: KHEL_WRITE_BRAND=1 npx jest shared/src/brand/brand.test.ts rewrites the files.
if (process.env.KHEL_WRITE_BRAND === '1') {
  for (const file of ['favicon.svg', 'assets/favicon.svg', 'assets/app-logo.svg']) fs.writeFileSync(path.join(PUBLIC, file), markSvg());
  fs.writeFileSync(path.join(PUBLIC, 'assets/logo.svg'), logoSvg());
}

describe('brand files', () => {
  it('the favicon, app logo and site logo files are the logo the components draw', () => {
    expect(read('favicon.svg')).toBe(markSvg());
    expect(read('assets/favicon.svg')).toBe(markSvg());
    expect(read('assets/app-logo.svg')).toBe(markSvg());
    expect(read('assets/logo.svg')).toBe(logoSvg());
  });

  it('index.html links the favicon and the web manifest names it', () => {
    const html = fs.readFileSync(path.join(PUBLIC, '../index.html'), 'utf8');
    expect(html).toContain('<link rel="icon" id="khel-favicon" href="/favicon.svg" type="image/svg+xml" />');
    const manifest = JSON.parse(read('manifest.webmanifest'));
    expect(manifest.icons[0].src).toBe('/favicon.svg');
    expect(manifest.background_color).toBe(colors.bg);
  });

  it('the saffron of the mark is the theme accent', () => {
    expect(BRAND.saffron).toBe(colors.accent);
    expect(BRAND.ink).toBe(colors['accent-text']);
  });
});

describe('index.html before the modules load', () => {
  it('uses only the theme colours, each as the fallback of its own token', () => {
    const html = fs.readFileSync(path.join(PUBLIC, '../index.html'), 'utf8');
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1];
    const uses = [...style.matchAll(/var\(--khel-([a-z0-9-]+), (#[0-9a-f]{6})\)/g)];
    expect(uses.length).toBeGreaterThan(5);
    for (const [, name, hex] of uses) expect(hex).toBe(colors[name as keyof typeof colors]);
    expect(style.replace(/var\(--khel-[a-z0-9-]+, #[0-9a-f]{6}\)/g, '')).not.toMatch(/#[0-9a-f]{3,6}\b/i);
  });
});

describe('empty-state illustrations', () => {
  it('every illustration is a small, script-free SVG file in the theme colours', () => {
    const theme = new Set<string>(Object.values(colors));
    for (const url of Object.values(EMPTY_ART)) {
      const svg = read(url);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.length).toBeLessThan(2000);
      expect(svg).not.toMatch(/<script|on[a-z]+=|href=/i);
      for (const [hex] of svg.matchAll(/#[0-9a-f]{6}/g)) expect(theme).toContain(hex);
    }
  });
});
