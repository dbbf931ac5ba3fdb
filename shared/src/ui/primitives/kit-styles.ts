import { injectCss } from '../css';
import { usePrimitiveStyles } from './styles';

/**
 * Styles of the kit's primitives (Button, Field, Input, AmountInput, Select, Tabs, Table, EmptyState, Skeleton):
 * part of @khel/shared/kit, so Home (which draws none of them) does not carry them. Every colour, size and shadow is
 * a --khel-* token (theme/tokens.ts). Injected when the kit loads, so a module using the classes (k-btn, k-field)
 * on its own elements has them too, and again (idempotent) by each primitive, with the shared styles and tokens.
 */
const CSS = `
.k-btn{display:inline-flex;align-items:center;justify-content:center;gap:var(--khel-space-2);min-height:40px;padding:0 var(--khel-space-4);border-radius:var(--khel-radius-md);border:1px solid transparent;font:600 var(--khel-fs-md)/1 var(--khel-font);cursor:pointer;white-space:nowrap}
.k-btn-sm{min-height:32px;padding:0 var(--khel-space-3);font-size:var(--khel-fs-sm)}
.k-btn-block{display:flex;width:100%}
.k-btn-primary{background:var(--khel-accent);color:var(--khel-accent-text)}
.k-btn-secondary{background:var(--khel-surface-2);color:var(--khel-text);border-color:var(--khel-border)}
.k-btn-danger{background:var(--khel-surface-2);color:var(--khel-danger);border-color:var(--khel-danger)}
.k-btn-ghost{background:none;color:var(--khel-accent)}
.k-btn:hover:not(:disabled){filter:brightness(1.1)}
.k-btn:disabled{cursor:not-allowed;opacity:.55}
.k-btn[aria-busy=true]{cursor:progress;opacity:.8}
.k-btn:focus-visible,.k-tab:focus-visible,.k-table-wrap:focus-visible{outline:2px solid var(--khel-focus);outline-offset:2px}
.k-btn-spin{width:14px;height:14px;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:k-spin .8s linear infinite}
.k-field{display:flex;flex-direction:column;gap:var(--khel-space-1);font-family:var(--khel-font);color:var(--khel-text)}
.k-label{font-size:var(--khel-fs-sm);font-weight:600}
.k-hint{font-size:var(--khel-fs-xs);color:var(--khel-text-muted);margin:0}
.k-field-error{font-size:var(--khel-fs-xs);color:var(--khel-danger);margin:0}
.k-control{display:flex;align-items:center;min-height:40px;background:var(--khel-bg);border:1px solid var(--khel-border);border-radius:var(--khel-radius-md);color:var(--khel-text)}
.k-control:focus-within{outline:2px solid var(--khel-focus);outline-offset:1px}
.k-control[data-invalid]{border-color:var(--khel-danger)}
.k-control[data-disabled]{opacity:.55}
.k-control input,.k-control select{flex:1;min-width:0;height:38px;padding:0 var(--khel-space-3);background:none;border:0;outline:0;color:inherit;font:var(--khel-fs-md) var(--khel-font)}
.k-control select option{background:var(--khel-surface);color:var(--khel-text)}
.k-prefix{padding-left:var(--khel-space-3);color:var(--khel-text-muted)}
.k-suffix{padding-right:var(--khel-space-3);color:var(--khel-text-muted);pointer-events:none;line-height:0}
.k-chevron{transform:rotate(90deg)}
.k-control select{appearance:none;cursor:pointer}
.k-tablist{display:flex;gap:var(--khel-space-1);border-bottom:1px solid var(--khel-border);overflow-x:auto}
.k-tab{background:none;border:0;border-bottom:2px solid transparent;color:var(--khel-text-muted);padding:var(--khel-space-2) var(--khel-space-4);font:600 var(--khel-fs-md) var(--khel-font);cursor:pointer}
.k-tab[aria-selected=true]{color:var(--khel-accent);border-bottom-color:var(--khel-accent)}
.k-tab:disabled{opacity:.55;cursor:not-allowed}
.k-tabpanel{padding:var(--khel-space-4) 0;color:var(--khel-text)}
.k-table-wrap{overflow-x:auto;border:1px solid var(--khel-border);border-radius:var(--khel-radius-md);background:var(--khel-surface)}
.k-table{width:100%;border-collapse:collapse;font:var(--khel-fs-md) var(--khel-font);color:var(--khel-text)}
.k-table caption{text-align:left;padding:var(--khel-space-3);font-weight:600;font-size:var(--khel-fs-lg)}
.k-table th,.k-table td{padding:var(--khel-space-2) var(--khel-space-3);border-top:1px solid var(--khel-border);text-align:left}
.k-table th{color:var(--khel-text-muted);font-size:var(--khel-fs-sm);background:var(--khel-surface-2)}
.k-table .k-num{text-align:right;font-variant-numeric:tabular-nums}
.k-skel-group{display:flex;flex-direction:column;gap:var(--khel-space-2)}
.k-skel{display:block;height:14px;border-radius:var(--khel-radius-sm);background:linear-gradient(90deg,var(--khel-surface-2),var(--khel-border),var(--khel-surface-2));background-size:200% 100%;animation:k-skel 1.4s ease-in-out infinite}
/* the last of several lines is shorter, like the end of a paragraph */
.k-skel[data-last]{max-width:60%}
@keyframes k-skel{from{background-position:200% 0}to{background-position:-200% 0}}
@media (prefers-reduced-motion:reduce){.k-skel,.k-btn-spin{animation:none}}
.k-empty-action{display:flex;justify-content:center;margin-top:calc(-1 * var(--khel-space-4));padding-bottom:var(--khel-space-6)}
.k-sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
`;

export function useKitStyles(): void {
  usePrimitiveStyles();
  injectCss('khel-primitives', CSS);
}

injectCss('khel-primitives', CSS);
