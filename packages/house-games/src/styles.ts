/**
 * The page's look: the site's dark palette (its own copy: this page shares no code with the site), one column that
 * fits a 390 px phone, 44 px touch targets, a visible focus ring.
 */
const CSS = `
:root{color-scheme:dark;--bg:#0b0f17;--surface:#141a26;--surface-2:#1c2433;--border:#2a3447;--text:#eef2f8;--muted:#a6b0c3;--accent:#ff9f1c;--win:#3ddc97;--loss:#ff6b6b;--focus:#6cb2ff}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font:15px/1.4 system-ui,'Noto Sans','Noto Sans Devanagari',sans-serif}
.h-app{max-width:640px;margin:0 auto;padding:10px}
.h-top{display:flex;justify-content:space-between;align-items:center;gap:8px;margin-bottom:8px}
.h-tabs,.h-seg{display:flex;gap:6px;flex-wrap:wrap;margin:8px 0}
.h-tabs button,.h-seg button,.h-btn{min-height:44px;padding:8px 14px;border-radius:10px;border:1px solid var(--border);background:var(--surface-2);color:inherit;font:inherit;cursor:pointer}
.h-tabs button[aria-pressed=true],.h-seg button[aria-pressed=true]{border-color:var(--accent);color:var(--accent)}
.h-primary{background:var(--accent);color:#1a1205;border-color:var(--accent);font-weight:700;width:100%;margin-top:8px}
.h-btn:disabled{opacity:.6;cursor:not-allowed}
button:focus-visible,input:focus-visible,select:focus-visible{outline:2px solid var(--focus);outline-offset:2px}
.h-card{background:var(--surface);border:1px solid var(--border);border-radius:12px;padding:12px;margin:10px 0}
.h-card h2{font-size:16px;margin:0 0 8px}
.h-field{display:block;margin:8px 0}.h-row{display:flex;gap:8px;align-items:end}.h-grow{flex:1;min-width:0}
.h-label{display:block;font-size:13px;color:var(--muted);margin-bottom:4px}
input,select{width:100%;min-height:44px;background:var(--bg);color:inherit;border:1px solid var(--border);border-radius:8px;padding:8px;font:inherit}
input[type=range]{padding:0;accent-color:var(--accent)}
.h-mono{font-family:ui-monospace,monospace;font-size:12px;overflow-wrap:anywhere}
.h-muted{color:var(--muted);font-size:13px}
.h-error{color:var(--loss)}.h-win{color:var(--win);font-weight:700}.h-loss{color:var(--loss);font-weight:700}
dl{display:grid;grid-template-columns:auto minmax(0,1fr);gap:4px 10px;margin:0 0 8px}dt{color:var(--muted);font-size:13px}dd{margin:0}
.h-dice-track{position:relative;height:14px;border-radius:7px;background:var(--loss);margin:8px 0 14px;overflow:visible}
.h-dice-win{position:absolute;top:0;bottom:0;left:0;background:var(--win);border-radius:7px}.h-dice-win.h-over{right:0;width:auto}
.h-dice-mark{position:absolute;top:-6px;width:4px;height:26px;margin-left:-2px;background:#fff;border-radius:2px}
.h-crash{display:block;width:100%;height:auto;background:var(--bg);border-radius:10px}
.h-table{display:grid;gap:8px;margin-bottom:8px}
.h-pile{border:1px solid var(--border);border-radius:10px;padding:6px}.h-pile-win{border-color:var(--win)}
.h-cards{display:flex;flex-wrap:wrap;gap:4px}
.h-playing-card{display:inline-flex;align-items:center;gap:2px;background:#f4f1e8;color:#111;border-radius:5px;padding:4px 6px;font-weight:700;font-size:13px}
.h-playing-card.h-red{color:#c62828}
.h-rounds{list-style:none;padding:0;margin:8px 0;display:grid;gap:6px}
.h-rounds li{display:flex;justify-content:space-between;align-items:center;gap:8px;flex-wrap:wrap;border-top:1px solid var(--border);padding-top:6px}
`;

export function installStyles(): void {
  const style = document.createElement('style');
  style.textContent = CSS;
  document.head.appendChild(style);
}
