import { injectCss } from '../css';
import { useSharedStyles } from '../styles';

/**
 * Styles of the primitives @khel/shared itself holds (Modal, Toast) beyond the shared components' sheet
 * (ui/styles.ts); the kit's primitives add theirs (kit-styles.ts). Every colour is a --khel-* token
 * (theme/tokens.ts); the sheet is injected once as a <style> element, which the site's CSP allows
 * (style-src 'unsafe-inline'), like every shared component's.
 */
const CSS = `
.k-modal:focus-visible{outline:2px solid var(--khel-focus);outline-offset:2px}
`;

export function usePrimitiveStyles(): void {
  useSharedStyles();
  injectCss('khel-primitives-base', CSS);
}
