import { injectCss } from '@khel/shared';
import { useEffect } from 'react';

/**
 * The sports page's own rules, beside the console's stylesheet (app/styles.ts): back and lay cells in the theme's
 * exchange colours (tokens --khel-back / --khel-lay, with their values as fallbacks where the theme is not installed).
 */
const CSS = `
.bo-sp-market{background:#fff;border:1px solid var(--bo-line);border-radius:6px;padding:8px 10px;margin:0 0 10px}
.bo-sp-market header{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.bo-sp-market header h2{margin:0;font-size:14px}
.bo-sp-tag{font-size:11px;border-radius:3px;padding:1px 6px;background:#eef1f6;color:#344054}
.bo-sp-open{background:#e5f5ea;color:#1b7f3b}.bo-sp-suspended{background:#fff4e0;color:#8a5300}
.bo-sp-closed{background:#eef1f6;color:#475467}.bo-sp-settled{background:#e8effc;color:#1f5fd1}.bo-sp-void{background:#fdecec;color:#c62828}
.bo-sp-back{background:var(--khel-back,#72bbef);color:#0b1220;text-align:center}
.bo-sp-lay{background:var(--khel-lay,#faa9ba);color:#0b1220;text-align:center}
.bo-sp-cell small{display:block;font-size:10px;opacity:.8}
.bo-sp-editor input{width:70px}
.bo-sp-win{color:var(--bo-green);font-weight:600}.bo-sp-lose{color:var(--bo-red);font-weight:600}
.bo-sp-facts{display:flex;flex-wrap:wrap;gap:4px 14px;color:var(--bo-muted);font-size:12px;margin:4px 0}
`;

export function useSportsStyles(): void {
  useEffect(() => injectCss('khel-backoffice-sports', CSS), []);
}
