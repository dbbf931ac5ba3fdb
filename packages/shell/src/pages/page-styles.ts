import { injectCss } from '@khel/shared';

/**
 * The styles of the shell's pages other than Home (forms, settings, information pages, search), injected when the
 * first of those pages loads (app/routes.tsx), so Home's chunk does not carry them. The header, menus, Home and
 * what every page shares stay in app/styles.ts.
 */
const CSS = `
.s-auth{max-width:420px;margin:20px max(14px,calc((100% - 420px) / 2))}
.s-field{margin-bottom:12px;flex:1}
.s-field label{display:block;font-size:13px;color:var(--k-muted);margin-bottom:4px}
.s-input{position:relative;display:flex}
.s-input input,.s-stakes input{width:100%;background:var(--k-bg);border:1px solid var(--k-line);border-radius:8px;color:var(--k-text);padding:10px 12px;font-size:15px}
.s-input input:focus,.s-stakes input:focus{outline:none;border-color:var(--k-accent)}
.s-input input[aria-invalid]{border-color:var(--k-red)}
.s-eye{position:absolute;right:6px;top:50%;transform:translateY(-50%);background:none;border:0;color:var(--k-muted);cursor:pointer;font-size:12px}
.s-error{color:#f87171;font-size:12px;margin:4px 0 0}
.s-note{background:rgba(245,180,0,.12);border:1px solid rgba(245,180,0,.4);border-radius:8px;padding:8px 12px}
.s-row{display:flex;gap:8px;align-items:flex-start}.s-otp{margin-top:22px;white-space:nowrap}
.s-auth form .s-primary{width:100%;margin-top:6px}
.s-tabs{display:flex;background:var(--k-bg);border-radius:10px;padding:4px;margin-bottom:14px}
.s-tabs button{flex:1;background:none;border:0;color:var(--k-muted);padding:8px;border-radius:8px;cursor:pointer;font-weight:600}
.s-tabs .s-on{background:var(--k-panel2);color:var(--k-accent)}
.s-link{font-size:13px}.s-right-align{display:block;text-align:right;margin:-4px 0 10px}
.s-check{display:flex;gap:8px;align-items:center;margin:4px 0 12px;font-size:13px}
.s-options{display:flex;flex-wrap:wrap;gap:8px;margin-bottom:12px}
.s-opt{display:flex;gap:6px;align-items:center;padding:8px 12px;border:1px solid var(--k-line);border-radius:8px;cursor:pointer}.s-opt.s-on{border-color:var(--k-accent)}
.s-stakes{display:grid;grid-template-columns:repeat(2,1fr);gap:8px;margin-bottom:12px}
.s-kv{display:flex;flex-wrap:wrap;gap:8px;align-items:center}.s-kv code{word-break:break-all;font-size:12px}
.s-big{font-size:22px;font-weight:700}
.s-faq summary{cursor:pointer;font-weight:600}.s-list{margin:0;padding-left:18px}
.s-pills{display:flex;flex-wrap:wrap;gap:8px}.s-pills a{border:1px solid var(--k-line);border-radius:16px;padding:4px 12px;color:var(--k-text)}.s-pills a.s-on{border-color:var(--k-accent);color:var(--k-accent)}
.s-searchbar{display:flex;gap:8px;align-items:center;margin-bottom:12px}
.s-find-results{display:flex;flex-direction:column;gap:12px}.s-find-group h2{font-size:12px;text-transform:uppercase;letter-spacing:.04em;color:var(--k-muted);margin:0 0 4px}
.s-find-row{display:flex;flex-wrap:wrap;align-items:center;gap:4px 8px;padding:10px 12px;border-radius:8px;cursor:pointer;background:var(--k-panel)}.s-find-row+.s-find-row{margin-top:4px}
.s-find-active{outline:2px solid var(--k-accent);outline-offset:-2px}.s-find-name{font-weight:600}.s-find-row small{flex-basis:100%}
.s-find-live{font-size:11px;font-weight:700;color:#fff;background:var(--k-red);border-radius:4px;padding:1px 6px}
.s-recent{margin-bottom:12px}.s-recent-head{display:flex;justify-content:space-between;align-items:center}.s-recent ul{list-style:none;margin:6px 0 0;padding:0;display:flex;flex-wrap:wrap;gap:8px}
.s-recent li button{border:1px solid var(--k-line);border-radius:16px;padding:4px 12px;background:none;color:var(--k-text)}
@media(min-width:576px){.s-stakes{grid-template-columns:repeat(4,1fr)}}
`;

export function injectPageStyles(): void {
  injectCss('khel-shell-pages', CSS);
}
