import { injectCss } from '@khel/shared';

/** The shell's one stylesheet: mobile first, dark, with the side menu as a column from 992 px. */
const CSS = `
:root{--k-bg:#0f141d;--k-panel:#18202c;--k-panel2:#202a39;--k-line:#2a3546;--k-text:#e8ecf3;--k-muted:#96a1b3;--k-accent:#f5b400;--k-green:#22c55e;--k-red:#ef4444;--k-head:56px;--k-side:236px}
*{box-sizing:border-box}
body{margin:0;background:var(--k-bg);color:var(--k-text);font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding-top:var(--k-head)}
body.k-no-header{padding-top:0}
a{color:var(--k-accent);text-decoration:none}
h1{font-size:20px;margin:0 0 14px}h2{font-size:16px;margin:0 0 12px}
.s-header{position:fixed;top:0;left:0;right:0;height:var(--k-head);z-index:1000;display:flex;align-items:center;gap:8px;padding:0 10px;background:linear-gradient(90deg,#141b27,#1c2534);border-bottom:1px solid var(--k-line)}
.s-logo{color:var(--k-text);font-size:19px;display:flex;align-items:center}.s-logo b{color:var(--k-accent);letter-spacing:.5px}
.s-right{margin-left:auto;display:flex;align-items:center;gap:8px}
.s-icon{background:none;border:0;color:var(--k-text);cursor:pointer;padding:6px;font-size:22px;line-height:1;display:inline-flex}
.s-burger span,.s-burger span:before,.s-burger span:after{display:block;width:20px;height:2px;background:currentColor;position:relative}
.s-burger span:before,.s-burger span:after{content:"";position:absolute}.s-burger span:before{top:-6px}.s-burger span:after{top:6px}
.s-chips{display:flex;flex-direction:column;gap:2px;font-size:12px;text-align:right}
.s-chip{white-space:nowrap;color:var(--k-green);font-weight:600}.s-chip small{color:var(--k-muted);font-weight:400;margin-right:2px}.s-exp{color:#f87171}
.s-search{position:relative;display:none;flex:1;max-width:360px}
.s-search input,.s-searchbar input{width:100%;background:var(--k-panel2);border:1px solid var(--k-line);color:var(--k-text);border-radius:18px;padding:7px 14px}
.s-results{position:absolute;top:40px;left:0;right:0;margin:0;padding:6px 0;list-style:none;background:var(--k-panel);border:1px solid var(--k-line);border-radius:10px;max-height:320px;overflow:auto}
.s-results a,.s-results .s-muted{display:block;padding:8px 14px;color:var(--k-text)}.s-results a:hover{background:var(--k-panel2)}
.s-btn{display:inline-flex;align-items:center;justify-content:center;gap:6px;border-radius:8px;padding:8px 14px;font-weight:600;font-size:14px;cursor:pointer;border:1px solid transparent;min-height:36px}
.s-btn:disabled{opacity:.55;cursor:not-allowed}
.s-primary{background:var(--k-accent);color:#1a1300}.s-ghost{background:transparent;border-color:var(--k-line);color:var(--k-text)}
.s-block{display:flex;width:100%;margin-top:12px}
.s-deposit{display:none}
.s-side{position:fixed;top:var(--k-head);bottom:0;left:0;width:var(--k-side);background:var(--k-panel);border-right:1px solid var(--k-line);overflow-y:auto;z-index:990;transform:translateX(-100%);transition:transform .2s;padding:8px 0 24px}
.s-side.s-open{transform:none;box-shadow:8px 0 24px rgba(0,0,0,.45)}
.s-sec h4{margin:12px 16px 4px;font-size:11px;text-transform:uppercase;letter-spacing:1px;color:var(--k-muted)}
.s-side a,.s-account a,.s-list-links a{display:block;padding:8px 16px;color:var(--k-text)}
.s-side a:hover,.s-side a.s-on,.s-account a:hover,.s-list-links a:hover{background:var(--k-panel2);color:var(--k-accent)}
.s-net{position:fixed;bottom:0;left:0;right:0;z-index:1090;text-align:center;padding:6px;background:var(--k-red);color:#fff;font-size:13px}.s-net.s-online{background:var(--k-green)}
.s-page{padding:14px;max-width:960px;margin:0 auto}
.s-card{background:var(--k-panel);border:1px solid var(--k-line);border-radius:12px;padding:16px;margin-bottom:14px}
.s-hint,.s-muted{color:var(--k-muted);font-size:12px}
.s-center{text-align:center}.s-pad{padding:40px}
.s-marquee{overflow:hidden;white-space:nowrap;background:var(--k-panel2);border-radius:8px;padding:6px 0;margin-bottom:12px}
.s-marquee span{display:inline-block;padding-left:100%;animation:s-scroll 22s linear infinite}
@keyframes s-scroll{to{transform:translateX(-100%)}}
@media(prefers-reduced-motion:reduce){.s-marquee{white-space:normal;padding:6px 10px}.s-marquee span{padding-left:0;animation:none}}
.s-hero{border-radius:14px;padding:24px 18px;margin-bottom:14px;background:radial-gradient(circle at 85% 20%,rgba(245,180,0,.28),transparent 55%),linear-gradient(135deg,#1d2a44,#121826)}
.s-hero h1{font-size:26px;margin-bottom:6px}.s-hero p{color:var(--k-muted);margin:0 0 14px}
.s-tiles{display:grid;grid-template-columns:repeat(2,1fr);gap:10px}
.s-tile{display:flex;flex-direction:column;align-items:center;gap:6px;padding:16px 8px;background:var(--k-panel);border:1px solid var(--k-line);border-radius:12px;color:var(--k-text);font-weight:600}
.s-tile span{font-size:26px}.s-tile:hover{border-color:var(--k-accent)}
.s-footer{border-top:1px solid var(--k-line);margin-top:24px;padding:18px 14px 28px;text-align:center}
.s-footer nav{display:flex;flex-wrap:wrap;justify-content:center;gap:14px;margin-bottom:8px}.s-footer a{color:var(--k-muted)}
.khel-not-found{text-align:center;padding:60px 16px}
@media(min-width:576px){.s-tiles{grid-template-columns:repeat(4,1fr)}}
@media(min-width:768px){.s-search{display:block}.s-search-link{display:none}.s-deposit{display:inline-flex}.s-chips{flex-direction:row;gap:10px;font-size:13px}}
@media(min-width:992px){.s-burger{display:none}.s-side{transform:none}body:not(.k-no-header) .khel-main{margin-left:var(--k-side)}}
`;

export function useShellStyles(): void {
  injectCss('khel-shell', CSS);
}
