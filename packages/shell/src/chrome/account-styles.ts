import { injectCss } from '@khel/shared';

/** The account panel's styles, loaded with it once a player is logged in (chrome/lazy-chrome.tsx), not with Home. */
const CSS = `
.s-account{position:fixed;top:0;bottom:0;right:0;width:100%;background:var(--k-panel);z-index:1010;transform:translateX(100%);transition:transform .2s;overflow-y:auto;padding-bottom:24px}
.s-account.s-open{transform:none}
.s-acc-head{display:flex;justify-content:space-between;align-items:center;padding:14px 16px;border-bottom:1px solid var(--k-line)}
.s-acc-bal{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin:12px 16px}.s-acc-bal div{background:var(--k-panel2);border-radius:8px;padding:8px}
.s-acc-bal dt{font-size:11px;color:var(--k-muted)}.s-acc-bal dd{margin:0;font-weight:600}
.s-account .s-block{margin:16px;width:auto}
@media(min-width:992px){.s-account{top:var(--k-head);width:320px;border-left:1px solid var(--k-line)}}
`;

export function useAccountStyles(): void {
  injectCss('khel-shell-account', CSS);
}
