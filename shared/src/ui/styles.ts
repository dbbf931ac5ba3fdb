import { injectCss } from './css';
import { installTokens } from './theme/tokens';

/** Styles of the shared components; every colour, size and shadow is a --khel-* token (shared/src/ui/theme). */
const CSS = `
.k-backdrop{position:fixed;inset:0;z-index:1050;background:var(--khel-scrim);display:flex;align-items:center;justify-content:center;padding:var(--khel-space-4)}
.k-modal{background:var(--khel-surface);color:var(--khel-text);border:1px solid var(--khel-border);border-radius:var(--khel-radius-lg);width:100%;max-width:480px;max-height:90vh;overflow:auto;box-shadow:var(--khel-shadow-2);font-family:var(--khel-font)}
.k-modal-head{display:flex;align-items:center;justify-content:space-between;gap:var(--khel-space-2);padding:var(--khel-space-3) var(--khel-space-4);border-bottom:1px solid var(--khel-border)}
.k-modal-head h2{margin:0;font-size:var(--khel-fs-lg)}
.k-modal-body{padding:var(--khel-space-4)}
.k-x{background:none;border:0;color:var(--khel-text-muted);line-height:0;cursor:pointer;padding:var(--khel-space-1);border-radius:var(--khel-radius-sm)}
.k-x:hover{color:var(--khel-text);background:var(--khel-surface-2)}
.k-x:focus-visible,.k-error-retry:focus-visible,.k-copy:focus-visible{outline:2px solid var(--khel-focus);outline-offset:2px}
.k-toasts{position:fixed;top:calc(var(--k-head,0px) + var(--khel-space-3));right:var(--khel-space-3);left:var(--khel-space-3);z-index:1100;display:flex;flex-direction:column;align-items:flex-end;gap:var(--khel-space-2);pointer-events:none}
.k-toast{pointer-events:auto;max-width:360px;padding:var(--khel-space-3);border-radius:var(--khel-radius-md);background:var(--khel-surface-2);color:var(--khel-text);border:1px solid var(--khel-border);border-left:4px solid var(--khel-info);font-size:var(--khel-fs-md);box-shadow:var(--khel-shadow-1);display:flex;gap:var(--khel-space-2);align-items:flex-start;font-family:var(--khel-font)}
.k-toast-text{flex:1;padding-top:1px;min-width:0;overflow-wrap:anywhere}
.k-toast-mark{flex:none;line-height:0;padding-top:1px}
.k-toast-success{border-left-color:var(--khel-success)}.k-toast-success .k-toast-mark{color:var(--khel-success)}
.k-toast-error{border-left-color:var(--khel-danger)}.k-toast-error .k-toast-mark{color:var(--khel-danger)}
.k-loader{position:fixed;inset:0;z-index:1200;display:flex;flex-direction:column;gap:var(--khel-space-4);align-items:center;justify-content:center;background:var(--khel-bg)}
.k-spin{width:40px;height:40px;border:4px solid var(--khel-surface-2);border-top-color:var(--khel-accent);border-radius:50%;animation:k-spin .8s linear infinite}
.k-spin.sm{width:16px;height:16px;border-width:2px;display:inline-block;vertical-align:middle}
@keyframes k-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.k-spin{animation-duration:2.4s}}
.k-empty{text-align:center;padding:var(--khel-space-8) var(--khel-space-4);color:var(--khel-text-muted)}
.k-empty-art{display:block;margin:0 auto}
.k-empty h3{color:var(--khel-text);margin:var(--khel-space-3) 0 var(--khel-space-1);font-size:var(--khel-fs-lg)}
.k-empty p{margin:0;font-size:var(--khel-fs-md)}
.k-error{margin:var(--khel-space-6) max(var(--khel-space-4),calc((100% - 420px) / 2));max-width:420px;box-sizing:border-box;text-align:center;padding:var(--khel-space-6) var(--khel-space-5);border-radius:var(--khel-radius-lg);background:var(--khel-surface);border:1px solid var(--khel-border);border-top:3px solid var(--khel-danger);color:var(--khel-text);box-shadow:var(--khel-shadow-1);font-family:var(--khel-font)}
.k-error-mark{color:var(--khel-danger)}
.k-error h3{margin:var(--khel-space-3) 0 var(--khel-space-1);font-size:var(--khel-fs-lg)}
.k-error p{margin:0 0 var(--khel-space-4);color:var(--khel-text-muted);font-size:var(--khel-fs-md)}
.k-error-retry{background:var(--khel-accent);color:var(--khel-accent-text);border:0;border-radius:var(--khel-radius-md);padding:var(--khel-space-2) var(--khel-space-5);font-weight:600;font-size:var(--khel-fs-md);cursor:pointer;min-height:36px}
.k-copy{background:none;border:0;color:var(--khel-accent);cursor:pointer;padding:2px 6px;font-size:var(--khel-fs-sm);line-height:0;border-radius:var(--khel-radius-sm)}
.k-icon{display:inline-block;vertical-align:middle;flex:none}
`;

export function useSharedStyles(): void {
  installTokens();
  injectCss('khel-shared-ui', CSS);
}
