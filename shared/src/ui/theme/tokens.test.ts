import { colors, tokensCss } from './tokens';
import { contrast } from './contrast';

const REQUIRED = [
  'bg', 'surface', 'surface-2', 'border', 'text', 'text-muted', 'accent', 'accent-text', 'danger', 'success', 'warning', 'info',
  'back', 'lay', 'font', 'font-devanagari', 'fs-xs', 'fs-sm', 'fs-md', 'fs-lg', 'fs-xl', 'fs-2xl',
  'space-1', 'space-2', 'space-3', 'space-4', 'space-5', 'space-6', 'space-7', 'space-8',
  'radius-sm', 'radius-md', 'radius-lg', 'shadow-1', 'shadow-2', 'focus',
];

describe('design tokens', () => {
  it('declares every agreed --khel-* name once on :root', () => {
    const css = tokensCss();
    const root = /^:root\{([^}]*)\}/.exec(css)?.[1] ?? '';
    for (const name of REQUIRED) expect(root.split(';').filter((d) => d.startsWith(`--khel-${name}:`))).toHaveLength(1);
  });

  it('spaces on a 4 px scale', () => {
    const css = tokensCss();
    for (let i = 1; i <= 8; i++) expect(css).toContain(`--khel-space-${i}:${4 * i}px`);
  });

  it('points the legacy --k-* names at the tokens', () => {
    expect(tokensCss()).toContain('html:root{--k-bg:var(--khel-bg);');
  });

  const backgrounds = ['bg', 'surface', 'surface-2'] as const;
  it.each(['text', 'text-muted', 'accent', 'danger', 'success', 'warning', 'info'] as const)('%s reads at AA (4.5:1) on every background', (fg) => {
    for (const bg of backgrounds) expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it('text on an accent fill, and on the exchange cells, reads at AA', () => {
    expect(contrast(colors['accent-text'], colors.accent)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.bg, colors.back)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.bg, colors.lay)).toBeGreaterThanOrEqual(4.5);
  });

  it('the focus ring (drawn 2 px outside the control) stands out at 3:1 from every background', () => {
    for (const bg of backgrounds) expect(contrast(colors.focus, colors[bg])).toBeGreaterThanOrEqual(3);
  });

  it('contrast() gives the WCAG figures', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
