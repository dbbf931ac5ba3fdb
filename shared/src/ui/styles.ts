import { injectCss } from './css';

/** Styles of the shared primitives; colours come from the --k-* variables the shell defines (with fallbacks). */
const CSS = `
.k-backdrop{position:fixed;inset:0;z-index:1050;background:rgba(0,0,0,.65);display:flex;align-items:center;justify-content:center;padding:16px}
.k-modal{background:var(--k-panel,#1b2230);color:var(--k-text,#e8ecf3);border-radius:12px;width:100%;max-width:480px;max-height:90vh;overflow:auto;box-shadow:0 12px 40px rgba(0,0,0,.5)}
.k-modal-head{display:flex;align-items:center;justify-content:space-between;padding:14px 16px;border-bottom:1px solid var(--k-line,#2c3546)}
.k-modal-head h2{margin:0;font-size:17px}
.k-modal-body{padding:16px}
.k-x{background:none;border:0;color:inherit;font-size:22px;line-height:1;cursor:pointer;padding:4px}
.k-toasts{position:fixed;top:12px;right:12px;left:12px;z-index:1100;display:flex;flex-direction:column;align-items:flex-end;gap:8px;pointer-events:none}
.k-toast{pointer-events:auto;max-width:360px;padding:10px 14px;border-radius:8px;color:#fff;font-size:14px;box-shadow:0 4px 16px rgba(0,0,0,.4);display:flex;gap:10px;align-items:flex-start}
.k-toast-success{background:#1f8f4e}.k-toast-error{background:#c6373a}
.k-loader{position:fixed;inset:0;z-index:1200;display:flex;align-items:center;justify-content:center;background:var(--k-bg,#10151f)}
.k-spin{width:40px;height:40px;border:4px solid rgba(255,255,255,.2);border-top-color:var(--k-accent,#f5b400);border-radius:50%;animation:k-spin .8s linear infinite}
.k-spin.sm{width:16px;height:16px;border-width:2px;display:inline-block;vertical-align:middle}
@keyframes k-spin{to{transform:rotate(360deg)}}
.k-empty{text-align:center;padding:32px 16px;color:var(--k-muted,#9aa4b5)}
.k-empty h3{color:var(--k-text,#e8ecf3);margin:12px 0 6px;font-size:17px}
.k-empty p{margin:0;font-size:14px}
.k-error{margin:24px auto;max-width:420px;text-align:center;padding:24px 20px;border-radius:12px;background:var(--k-panel,#1b2230);border:1px solid var(--k-line,#2c3546);color:var(--k-text,#e8ecf3)}
.k-error-mark{color:var(--k-accent,#f5b400)}
.k-error h3{margin:10px 0 6px;font-size:17px}
.k-error p{margin:0 0 14px;color:var(--k-muted,#9aa4b5);font-size:14px}
.k-error-retry{background:var(--k-accent,#f5b400);color:#10151f;border:0;border-radius:8px;padding:8px 20px;font-weight:600;cursor:pointer}
.k-copy{background:none;border:0;color:var(--k-accent,#f5b400);cursor:pointer;padding:2px 6px;font-size:13px}
`;

export function useSharedStyles(): void {
  injectCss('khel-shared-ui', CSS);
}
