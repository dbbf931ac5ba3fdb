import { injectCss, installTokens } from '@khel/shared';

/** The wallet's stylesheet: mobile first, the theme's --khel-* tokens, two columns from 992 px. */
const CSS = `
.w-area{max-width:1100px;margin:0 auto;padding:10px 12px 32px;color:var(--khel-text)}
.w-marquee{overflow:hidden;white-space:nowrap;background:var(--khel-surface-2);border-radius:8px;margin-bottom:10px;padding:6px 0;font-size:13px}
.w-marquee span{display:inline-block;padding-left:100%;animation:w-marq 18s linear infinite}
@keyframes w-marq{to{transform:translateX(-100%)}}
@media (prefers-reduced-motion:reduce){.w-marquee span{animation:none;padding-left:8px}}
.w-head{display:flex;align-items:center;gap:8px;margin-bottom:10px}.w-head h1{margin:0;font-size:19px}
.w-right{margin-left:auto}
.w-back,.w-icon{background:var(--khel-surface-2);border:0;color:inherit;border-radius:8px;width:34px;height:34px;font-size:22px;line-height:1;cursor:pointer;display:inline-flex;align-items:center;justify-content:center}
.w-card{background:var(--khel-surface);border:1px solid var(--khel-border);border-radius:12px;padding:14px;margin-bottom:12px}
.w-card h2,.w-card h3{margin:0 0 10px;font-size:15px}
.w-center{display:flex;justify-content:center;align-items:center;padding:24px}
.w-field{display:flex;flex-direction:column;gap:5px;margin-bottom:12px}.w-field-in{display:flex;flex-direction:column;gap:5px}
.w-label{font-size:13px;color:var(--khel-text-muted)}
.w-hint{font-size:12px;color:var(--khel-text-muted)}
.w-error{font-size:12px;color:var(--khel-danger)}
.w-why{font-size:12px;color:var(--khel-text-muted);text-align:center;margin:6px 0 0}
.w-setpw{border-left:3px solid var(--khel-accent);background:var(--khel-accent-soft);padding:10px 12px;border-radius:6px;margin:0 0 12px}
.w-setpw p{margin:0 0 6px}
.w-setpw .w-inline{flex-wrap:wrap;gap:8px}
.w-tx-remark{font-size:12px;color:var(--khel-text-muted);overflow-wrap:anywhere}
.w-area input:not([type=checkbox]):not([type=radio]),.w-modal-in input:not([type=checkbox]):not([type=radio]),.k-modal input:not([type=checkbox]):not([type=radio]){width:100%;min-height:40px;background:var(--khel-surface-2);border:1px solid var(--khel-border);color:var(--khel-text);border-radius:8px;padding:8px 10px;font-size:15px}
input[aria-invalid=true],.w-select-btn.w-invalid{border-color:var(--khel-danger)!important}
.w-inline{display:flex;gap:8px;align-items:center}
.w-btn{display:inline-flex;align-items:center;justify-content:center;gap:6px;border-radius:8px;padding:9px 16px;font-weight:600;font-size:14px;cursor:pointer;border:1px solid transparent;min-height:40px;text-decoration:none}
.w-btn:disabled{opacity:.5;cursor:not-allowed}
.w-primary{background:var(--khel-accent);color:var(--khel-accent-text)}.w-ghost{background:transparent;border-color:var(--khel-border);color:var(--khel-text)}
.w-block{display:flex;width:100%;margin-top:10px}
.w-link{background:none;border:0;padding:0;color:var(--khel-accent);cursor:pointer;font-size:13px;text-decoration:underline}
.w-muted{color:var(--khel-text-muted);font-size:13px}
.w-stakes{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin-bottom:6px}
.w-chip{background:var(--khel-surface-2);border:1px solid var(--khel-border);color:inherit;border-radius:18px;padding:6px 14px;cursor:pointer;font-weight:600}
.w-grid2{display:grid;grid-template-columns:1fr 1fr;gap:8px;margin-bottom:10px}
.w-tabs-wrap{display:flex;align-items:center;gap:6px;margin-bottom:12px}
.w-arrow{flex:none;background:var(--khel-surface-2);border:0;color:inherit;width:28px;height:44px;border-radius:6px;cursor:pointer;display:inline-flex;align-items:center;justify-content:center}
.w-tabs{display:flex;gap:8px;overflow-x:auto;scroll-behavior:smooth;scrollbar-width:none;flex:1}
.w-tabs::-webkit-scrollbar{display:none}
.w-tab{flex:none;display:flex;flex-direction:column;align-items:center;gap:2px;background:var(--khel-surface);border:1px solid var(--khel-border);color:inherit;border-radius:10px;padding:8px 14px;cursor:pointer;min-width:96px}
.w-tab.w-on,.w-account.w-on,.w-method.w-on,.w-lang.w-on,.w-seg .w-on{border-color:var(--khel-accent);box-shadow:inset 0 0 0 1px var(--khel-accent)}
.w-badge{font-size:10px;background:var(--khel-success);color:var(--khel-bg);border-radius:8px;padding:1px 6px;font-weight:700}
.w-langs{display:flex;gap:6px;margin-bottom:8px;flex-wrap:wrap}
.w-lang{background:var(--khel-surface-2);border:1px solid var(--khel-border);color:inherit;border-radius:6px;padding:4px 10px;cursor:pointer;font-size:12px}
.w-rules ul,.w-list{margin:0;padding-left:18px;font-size:13px;line-height:1.55}
.w-small{font-size:12px}
.w-account{display:block;position:relative;cursor:pointer}.w-sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}.w-account:has(.w-sr:focus-visible){outline:2px solid var(--khel-accent);outline-offset:2px}
.w-account-head{display:flex;align-items:center;gap:8px;margin-bottom:6px}
.w-del{margin-left:auto;background:none;border:0;cursor:pointer;font-size:16px;color:var(--khel-danger)}
.w-row{display:flex;align-items:center;gap:6px;padding:5px 0;border-bottom:1px dashed var(--khel-border);font-size:13px}
.w-row:last-child{border-bottom:0}.w-key{color:var(--khel-text-muted);min-width:42%}.w-val{flex:1;word-break:break-all;font-weight:600}
.w-qr{text-align:center}.w-qr-code{display:inline-block;background:#fff;padding:8px;border-radius:8px}
.w-qr-code img,.w-center img{display:block;max-width:100%;height:auto}
.w-qr-wait{display:inline-block;background:#eee}
.w-qr-actions,.w-share{display:flex;gap:8px;justify-content:center;margin-top:10px;flex-wrap:wrap;font-size:13px}
.w-drop{width:100%;min-height:70px;border:1px dashed var(--khel-border);background:var(--khel-surface-2);color:var(--khel-text-muted);border-radius:10px;cursor:pointer;padding:10px}
.w-slip{position:relative;display:inline-block}
.w-slip img{max-width:100%;max-height:220px;border-radius:8px;display:block}
.w-slip .w-x{position:absolute;top:4px;right:4px;background:var(--khel-scrim);color:var(--khel-text);border:0;border-radius:50%;width:28px;height:28px;cursor:pointer;display:inline-flex;align-items:center;justify-content:center}
.w-reading{display:flex;align-items:center;gap:8px;font-size:12px;color:var(--khel-text-muted);margin:0}
.w-notice{font-size:12px;background:var(--khel-accent-soft);border-left:3px solid var(--khel-accent);padding:6px 8px;border-radius:4px}
.w-terms{display:flex;align-items:center;gap:6px;flex-wrap:wrap;font-size:13px;margin:8px 0}
.w-success{text-align:center}.w-tick{width:64px;height:64px;margin:0 auto 8px;border-radius:50%;display:flex;align-items:center;justify-content:center;background:var(--khel-success-soft);color:var(--khel-success)}
.w-video iframe,.w-video video{width:100%;aspect-ratio:16/9;border:0;border-radius:8px;background:#000}
.w-pass{position:relative;display:block}.w-pass input{padding-right:42px!important}
.w-eye{position:absolute;right:6px;top:50%;transform:translateY(-50%);background:none;border:0;cursor:pointer;font-size:16px;color:inherit}
.w-available{font-size:14px;margin:0 0 10px}
.w-oops{text-align:center;color:var(--khel-text-muted);padding:14px 0}
.w-seg{display:grid;grid-template-columns:1fr 1fr;gap:6px;margin-bottom:12px}
.w-seg button{background:var(--khel-surface-2);border:1px solid var(--khel-border);color:inherit;border-radius:8px;padding:9px 6px;cursor:pointer;font-weight:600}
.w-methods{display:flex;flex-wrap:wrap;gap:8px;margin-bottom:12px}
.w-method{display:flex;gap:6px;align-items:center;border:1px solid var(--khel-border);border-radius:8px;padding:7px 10px;cursor:pointer;font-size:13px}
.w-select{position:relative}
.w-select-btn{width:100%;text-align:left;min-height:40px;background:var(--khel-surface-2);border:1px solid var(--khel-border);color:inherit;border-radius:8px;padding:8px 10px;cursor:pointer}
.w-select-pop{position:absolute;z-index:20;left:0;right:0;top:44px;background:var(--khel-surface);border:1px solid var(--khel-border);border-radius:8px;padding:6px}
.w-select-pop ul{list-style:none;margin:6px 0 0;padding:0;max-height:220px;overflow:auto}
.w-select-pop li{padding:8px;cursor:pointer;display:flex;gap:8px;align-items:center;border-radius:6px}
.w-bank-name{display:inline-flex;gap:8px;align-items:center}.khel-bank-logo{flex:none;border-radius:6px}.w-select-pop li:hover{background:var(--khel-surface-2)}
.w-panel h2{font-size:16px}
.w-rules-list{max-height:450px;overflow-y:auto;padding-left:18px;font-size:13px;line-height:1.55;margin:0 0 8px}
.w-timer{text-align:right;margin:4px 0;font-variant-numeric:tabular-nums}
.w-txs{list-style:none;margin:0;padding:0}
.w-tx{display:flex;align-items:center;gap:10px;background:var(--khel-surface);border:1px solid var(--khel-border);border-radius:10px;padding:10px;margin-bottom:8px;cursor:pointer}
.w-dot{flex:none;width:30px;height:30px;border-radius:50%;display:inline-flex;align-items:center;justify-content:center;font-weight:700}
.w-yellow{background:var(--khel-warning-soft);color:var(--khel-warning)}.w-green{background:var(--khel-success-soft);color:var(--khel-success)}.w-red{background:var(--khel-danger-soft);color:var(--khel-danger)}.w-grey{background:var(--khel-surface-2);color:var(--khel-text-muted)}
.w-tx-main{flex:1;display:flex;flex-direction:column;gap:2px;min-width:0}
.w-tx-title{font-weight:600;font-size:14px}
.w-pill{display:inline-block;font-size:11px;border-radius:8px;padding:1px 7px;margin-left:4px;font-weight:600}
.w-tx-amt{font-weight:700;white-space:nowrap}
.w-refresh{background:none;border:0;color:var(--khel-accent);cursor:pointer;display:inline-flex;padding:4px;line-height:0}
.w-spinning{animation:k-spin .8s linear infinite}
@keyframes k-spin{to{transform:rotate(360deg)}}
.w-empty{text-align:center;color:var(--khel-text-muted);padding:28px 0}
.w-radios{border:0;padding:0;margin:0 0 12px;display:flex;flex-wrap:wrap;gap:10px 14px;font-size:13px}
.w-radios legend{font-size:13px;color:var(--khel-text-muted);margin-bottom:6px;width:100%}
.w-radios label{display:flex;gap:5px;align-items:center}
.w-detail-head{display:flex;flex-wrap:wrap;gap:6px 10px;align-items:center;margin-bottom:10px}
.w-dl{display:grid;grid-template-columns:auto 1fr;gap:8px 12px;margin:0;font-size:14px}.w-dl dt{color:var(--khel-text-muted)}.w-dl dd{margin:0;text-align:right;word-break:break-all}
.w-images{display:grid;gap:10px}.w-images figure{margin:0;display:flex;flex-direction:column;gap:6px}.w-images img{max-width:100%;border-radius:8px}
@media (min-width:992px){.w-cols{display:grid;grid-template-columns:minmax(0,1.4fr) minmax(0,1fr);gap:12px;align-items:start}}
`;

export function useWalletStyles(): void {
  installTokens();
  injectCss('khel-wallet', CSS);
}
