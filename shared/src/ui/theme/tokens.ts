import { injectCss } from '../css';

/**
 * Khel's design tokens: one dark theme, installed once on :root as CSS custom properties (`--khel-*`).
 * Every stylesheet reads these names; nothing else hard-codes a colour of the theme.
 *
 * Colour contract (WCAG AA, checked by theme/contrast.test.ts):
 * - `text` and `text-muted` read at 4.5:1 or more on `bg`, `surface` and `surface-2`.
 * - `accent`, `danger`, `success`, `warning`, `info` are readable as text on those three backgrounds too.
 * - `accent-text` is the text colour ON an accent fill (a primary button), 4.5:1 or more against `accent`.
 * - `back` / `lay` are the exchange's back (blue) and lay (pink) cell fills; their text is `--khel-on-odds`.
 * - `focus` is a colour: draw it as `outline: 2px solid var(--khel-focus); outline-offset: 2px`.
 */
export const colors = {
  bg: '#0b0f1a',
  surface: '#141a29',
  'surface-2': '#1d2538',
  border: '#2e3953',
  text: '#f1f4fa',
  'text-muted': '#a9b2c6',
  accent: '#ff9f1c',
  'accent-text': '#1a0f00',
  danger: '#ff6b6b',
  success: '#3ddc97',
  warning: '#f7c948',
  info: '#6cb2ff',
  back: '#72bbef',
  lay: '#faa9ba',
  focus: '#ffc46b',
} as const;

/** Extra tokens beside the required ones (tints for panels and the text on exchange cells). */
export const tints = {
  'accent-soft': 'rgba(255,159,28,.14)',
  'danger-soft': 'rgba(255,107,107,.12)',
  'success-soft': 'rgba(61,220,151,.12)',
  'warning-soft': 'rgba(247,201,72,.12)',
  'info-soft': 'rgba(108,178,255,.12)',
  'on-odds': '#0b0f1a',
  scrim: 'rgba(4,6,12,.72)',
} as const;

export const fonts = {
  font: 'system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Devanagari",sans-serif',
  'font-devanagari': '"Noto Sans Devanagari","Mangal","Kohinoor Devanagari",system-ui,sans-serif',
} as const;

/** Type scale (px): 12 / 13 / 14 / 16 / 20 / 26. Body text is md. */
export const fontSizes = {
  'fs-xs': '12px',
  'fs-sm': '13px',
  'fs-md': '14px',
  'fs-lg': '16px',
  'fs-xl': '20px',
  'fs-2xl': '26px',
} as const;

/** Spacing on a 4 px scale: space-1 = 4px ... space-8 = 32px. */
export const spacing = {
  'space-1': '4px',
  'space-2': '8px',
  'space-3': '12px',
  'space-4': '16px',
  'space-5': '20px',
  'space-6': '24px',
  'space-7': '28px',
  'space-8': '32px',
} as const;

export const radii = {
  'radius-sm': '6px',
  'radius-md': '10px',
  'radius-lg': '16px',
} as const;

/** Elevation: 1 for cards and toasts, 2 for modals and menus. */
export const shadows = {
  'shadow-1': '0 1px 2px rgba(0,0,0,.45),0 4px 14px rgba(0,0,0,.28)',
  'shadow-2': '0 16px 48px rgba(0,0,0,.6),0 2px 6px rgba(0,0,0,.4)',
} as const;

/** Every token by its short name (without `--khel-`). */
export const tokens: Record<string, string> = { ...colors, ...tints, ...fonts, ...fontSizes, ...spacing, ...radii, ...shadows };

/** `var(--khel-<name>)`, for inline SVG fills and the few style props that need a token. */
export const tokenVar = (name: keyof typeof colors | keyof typeof tints): string => `var(--khel-${name})`;

/**
 * The legacy `--k-*` names the apps' stylesheets were written against, pointed at the tokens. `html:root` outranks
 * the `:root` an app stylesheet may still declare, so the whole page follows the one theme.
 */
const LEGACY: Record<string, string> = {
  'k-bg': 'bg',
  'k-panel': 'surface',
  'k-panel2': 'surface-2',
  'k-line': 'border',
  'k-text': 'text',
  'k-muted': 'text-muted',
  'k-accent': 'accent',
  'k-green': 'success',
  'k-red': 'danger',
};

export function tokensCss(): string {
  const decls = Object.entries(tokens)
    .map(([name, value]) => `--khel-${name}:${value}`)
    .join(';');
  const legacy = Object.entries(LEGACY)
    .map(([name, token]) => `--${name}:var(--khel-${token})`)
    .join(';');
  // Native controls and scrollbars follow the dark theme, except in the operator console (light, body.bo-body).
  return `:root{${decls}}\nhtml:root{${legacy}}\n:root:not(:has(body.bo-body)){color-scheme:dark}`;
}

/** Installs the tokens once (idempotent; every shared component calls it through useSharedStyles). */
export function installTokens(): void {
  injectCss('khel-tokens', tokensCss());
}
