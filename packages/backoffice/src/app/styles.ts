import { injectCss } from '@khel/shared';

/** The console's one stylesheet: light, dense, table-first. Scoped under .bo-root / bo- classes. */
const CSS = `
body.bo-body{margin:0;padding:0;background:#f4f6f9;color:#1c2430;font:13px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.bo-root{--bo-line:#d9dee7;--bo-muted:#667085;--bo-accent:#1f5fd1;--bo-red:#c62828;--bo-green:#1b7f3b;min-height:100vh}
.bo-root *{box-sizing:border-box}
.bo-root h1{font-size:18px;margin:0 0 10px}.bo-root h2{font-size:15px;margin:16px 0 8px}.bo-root h3{font-size:13px;margin:14px 0 6px;text-transform:uppercase;letter-spacing:.5px;color:var(--bo-muted)}
.bo-root a{color:var(--bo-accent);text-decoration:none}
.bo-top{position:sticky;top:0;z-index:10;display:flex;align-items:center;gap:16px;padding:6px 14px;background:#17202e;color:#fff}
.bo-brand{font-size:14px;white-space:nowrap}.bo-who{margin-left:auto;white-space:nowrap}.bo-who small{color:#aab4c3}
.bo-counts{display:flex;gap:6px;flex-wrap:wrap}.bo-counts a{color:#dfe6f0;background:#253248;border-radius:4px;padding:3px 8px}
.bo-counts b{color:#ffd166;margin-left:4px}.bo-counts.bo-stale b{color:#aab4c3}
.bo-layout{display:flex;min-height:calc(100vh - 40px)}
.bo-nav{width:200px;flex:none;background:#fff;border-right:1px solid var(--bo-line);padding:8px 0}
.bo-nav a{display:block;padding:6px 14px;color:#1c2430}.bo-nav a.active{background:#e8effc;color:var(--bo-accent);font-weight:600}
.bo-nav h4{margin:12px 14px 4px;font-size:11px;text-transform:uppercase;color:var(--bo-muted)}
.bo-main{flex:1;min-width:0;padding:12px 16px}
.bo-head{display:flex;align-items:center;justify-content:space-between;gap:8px}
.bo-btn{border:1px solid var(--bo-line);background:#fff;color:#1c2430;border-radius:4px;padding:5px 12px;font:inherit;cursor:pointer}
.bo-btn:hover{border-color:#9aa6b8}.bo-btn:disabled{opacity:.55;cursor:not-allowed}
.bo-small{padding:2px 8px;font-size:12px}.bo-full{width:100%}
.bo-primary{background:var(--bo-accent);border-color:var(--bo-accent);color:#fff}.bo-danger{background:#fff;border-color:var(--bo-red);color:var(--bo-red)}
.bo-field{display:block;margin:0 0 10px}.bo-field>span,.bo-field>label{display:block;font-weight:600;margin-bottom:3px}.bo-field small{display:block;color:var(--bo-muted);margin-top:2px}
.bo-root input:not([type=checkbox]):not([type=file]),.bo-root select,.bo-root textarea{font:inherit;border:1px solid var(--bo-line);border-radius:4px;padding:5px 8px;background:#fff;color:inherit;max-width:100%}
.bo-field input,.bo-field textarea{width:100%}.bo-root textarea{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12px}
.bo-root [aria-invalid=true]{border-color:var(--bo-red)}
.bo-filters{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end;background:#fff;border:1px solid var(--bo-line);border-radius:6px;padding:8px;margin:8px 0}
.bo-filters label>span{display:block;font-size:11px;color:var(--bo-muted)}.bo-grow{flex:1;min-width:180px}.bo-grow input{width:100%}
.bo-error{color:var(--bo-red);background:#fdecec;border:1px solid #f3c1c1;border-radius:4px;padding:6px 10px;margin:6px 0;display:flex;gap:8px;align-items:center;justify-content:space-between}
.bo-loading{color:var(--bo-muted);display:flex;gap:8px;align-items:center}
.bo-spin{width:12px;height:12px;border:2px solid #c3cad6;border-top-color:var(--bo-accent);border-radius:50%;animation:bo-spin .8s linear infinite}
@keyframes bo-spin{to{transform:rotate(360deg)}}
.bo-empty,.bo-muted{color:var(--bo-muted)}.bo-muted{font-size:12px}
.bo-scroll{overflow-x:auto}
.bo-table{width:100%;border-collapse:collapse;background:#fff;border:1px solid var(--bo-line)}
.bo-table th,.bo-table td{padding:5px 8px;border-bottom:1px solid #eceff4;text-align:left;vertical-align:top}
.bo-table th{background:#f0f2f6;font-size:11px;text-transform:uppercase;color:var(--bo-muted);white-space:nowrap}
.bo-table tbody tr:hover{background:#fafbfd}.bo-num{text-align:right!important;white-space:nowrap}
.bo-root code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12px;word-break:break-all}
.bo-root code.bo-id{white-space:nowrap;word-break:normal;overflow-wrap:normal}
.bo-status{display:inline-block;border-radius:3px;padding:0 6px;background:#eef1f5;font-size:12px;white-space:nowrap}
.bo-s-pending{background:#fff4d6}.bo-s-hold{background:#ffe3c2}.bo-s-approve_completed{background:#dcf3e3;color:var(--bo-green)}.bo-s-reject_completed{background:#fdecec;color:var(--bo-red)}
.bo-flags{list-style:none;margin:0;padding:0}.bo-flag{display:inline-block;background:#fdecec;color:var(--bo-red);border-radius:3px;padding:0 6px;margin:0 4px 2px 0;font-size:11px;font-weight:600}
.bo-decide{display:flex;gap:4px;flex-wrap:wrap}
.bo-slips{display:flex;gap:4px}.bo-thumb{border:1px solid var(--bo-line);padding:0;background:#fff;cursor:zoom-in;width:42px;height:42px}.bo-thumb img{width:100%;height:100%;object-fit:cover}
.bo-zoom{overflow:auto;max-height:75vh;text-align:center}.bo-zoom-toggle{border:0;padding:0;background:none;display:block;width:100%}.bo-zoom img{max-width:100%;cursor:zoom-in}.bo-zoom img.bo-zoomed{max-width:none;width:200%;cursor:zoom-out}
.bo-payout{margin:0;display:grid;grid-template-columns:max-content max-content;gap:1px 8px;align-items:center}.bo-payout div{display:contents}.bo-payout dt{color:var(--bo-muted);white-space:nowrap}.bo-payout dd{margin:0;display:flex;gap:4px;align-items:center}
.bo-table td.bo-time{white-space:nowrap}
.bo-backdrop{position:fixed;inset:0;background:rgba(15,20,30,.45);display:flex;align-items:flex-start;justify-content:center;padding:60px 12px;z-index:100}
.bo-dialog{background:#fff;border-radius:6px;box-shadow:0 10px 30px rgba(0,0,0,.25);width:440px;max-width:100%;padding:14px 16px}.bo-dialog.bo-wide{width:900px}
.bo-dialog header{display:flex;justify-content:space-between;align-items:center}.bo-dialog h2{margin:0 0 10px}
.bo-x{border:0;background:none;font-size:20px;cursor:pointer;line-height:1}
.bo-actions{display:flex;justify-content:flex-end;gap:8px;margin-top:10px}
.bo-facts{display:grid;grid-template-columns:auto 1fr;gap:2px 12px;margin:0 0 10px}.bo-facts dt{color:var(--bo-muted)}.bo-facts dd{margin:0;font-weight:600}
.bo-detail{background:#fff;border:1px solid var(--bo-line);border-radius:6px;padding:10px 12px;max-width:720px}.bo-detail dd{font-weight:400}
.bo-pager{display:flex;gap:10px;align-items:center;margin:8px 0}
.bo-signin{display:flex;justify-content:center;padding-top:12vh}.bo-card{background:#fff;border:1px solid var(--bo-line);border-radius:6px;padding:20px;width:340px}
.bo-fieldset{border:1px solid var(--bo-line);border-radius:6px;background:#fff;margin:0 0 12px;padding:8px 12px}.bo-fieldset legend{font-weight:700;padding:0 4px}
.bo-tabs{display:flex;gap:4px;align-items:center;flex-wrap:wrap;margin-bottom:8px}.bo-tabs [role=tab]{border:1px solid var(--bo-line);background:#f0f2f6;border-radius:4px;padding:2px 10px;cursor:pointer}.bo-tabs .bo-on{background:var(--bo-accent);color:#fff;border-color:var(--bo-accent)}
.bo-rule{display:grid;grid-template-columns:1fr 1fr auto;gap:8px;align-items:start;border-top:1px dashed var(--bo-line);padding-top:6px;margin-bottom:6px}
.bo-preview{border:1px solid var(--bo-line);border-radius:4px;padding:6px 8px;background:#fbfcfe;min-height:52px;margin-top:18px}
.bo-grid4{display:grid;grid-template-columns:repeat(auto-fill,minmax(170px,1fr));gap:8px}
.bo-row{display:flex;gap:8px;align-items:flex-end}.bo-check{display:flex;gap:6px;align-items:center;margin:4px 0 8px}
.bo-balances{display:flex;flex-wrap:wrap;gap:8px;margin:0}.bo-balances div{background:#fff;border:1px solid var(--bo-line);border-radius:4px;padding:6px 10px;min-width:120px}
.bo-balances dt{font-size:11px;color:var(--bo-muted);text-transform:capitalize}.bo-balances dd{margin:0;font-weight:700}
.bo-links{margin:0;padding-left:18px}.bo-qr{width:48px;height:48px;object-fit:contain}.bo-poster{max-width:320px;display:block;margin-bottom:10px;border:1px solid var(--bo-line)}
.bo-json{margin:0;max-width:320px;max-height:140px;overflow:auto;white-space:pre-wrap;font-size:11px}
.bo-inline{display:flex;gap:6px;align-items:center}.bo-inline>span{font-size:12px;color:var(--bo-muted)}
.bo-approvals{list-style:none;padding:0;margin:8px 0;display:grid;gap:8px}.bo-approval{background:#fff;border:1px solid var(--bo-line);border-radius:6px;padding:10px 12px}.bo-approval p{margin:4px 0}.bo-approval .bo-actions{justify-content:flex-start;align-items:center}
.bo-pill{display:inline-block;border-radius:10px;padding:0 8px;font-size:11px;background:#eef1f5}.bo-pending{background:#fff4d6}.bo-approved{background:#dcf3e3;color:var(--bo-green)}.bo-rejected{background:#fdecec;color:var(--bo-red)}
.bo-changes{list-style:none;margin:0;padding:0;font-size:12px}.bo-changes li{padding:1px 0;overflow-wrap:anywhere}.bo-changes b{font-weight:600}.bo-changes del{color:var(--bo-red);text-decoration:line-through}.bo-changes ins{color:var(--bo-green);text-decoration:none}
.bo-ok{color:var(--bo-green);font-weight:600}.bo-fail{color:var(--bo-red);font-weight:600}
@media (max-width:760px){.bo-top{flex-wrap:wrap}.bo-layout{flex-direction:column}.bo-nav{width:auto;border-right:0;border-bottom:1px solid var(--bo-line);display:flex;flex-wrap:wrap;padding:4px}.bo-nav h4{width:100%}.bo-main{padding:8px}.bo-filters>*{flex:1 1 100%}.bo-filters input,.bo-filters select{width:100%}}
`;

export function useConsoleStyles(): void {
  injectCss('khel-backoffice', CSS);
}
