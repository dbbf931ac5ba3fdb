/**
 * The page's look: the site's dark palette (its own copy: this page shares no code with the site), one column that
 * fits a 390 px phone, 44 px touch targets, a visible focus ring.
 */
const CSS = `
:root{color-scheme:dark;--bg:#0b0f17;--surface:#141a26;--surface-2:#1c2433;--border:#2a3447;--text:#eef2f8;--muted:#a6b0c3;--accent:#ff9f1c;--win:#3ddc97;--loss:#ff6b6b;--focus:#6cb2ff}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font:15px/1.4 system-ui,'Noto Sans','Noto Sans Devanagari',sans-serif}
.h-app{max-width:1040px;margin:0 auto;padding:10px}
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
h1.h-title{font-size:20px;margin:0}
.h-play{display:grid;gap:10px}
@media (min-width:900px){.h-play{grid-template-columns:minmax(0,1fr) 340px;align-items:start}.h-side .h-card:first-child{margin-top:0}}
.h-quick button{flex:1;min-width:64px}
.h-check{width:100%}
.h-link{background:none;border:0;color:var(--focus);text-decoration:underline;font:inherit;padding:10px 0;min-height:44px;cursor:pointer}
.h-hands,.h-versus{display:grid;grid-template-columns:1fr 1fr;gap:8px;margin-bottom:8px;justify-items:stretch}
.h-versus{justify-items:center;text-align:center}.h-versus .h-pile{width:100%;display:flex;flex-direction:column;align-items:center;gap:6px}
.h-playing-card.h-big{font-size:20px;padding:10px 10px;min-width:48px;justify-content:center}
.h-pocket-row{display:flex;justify-content:center;margin:4px 0 10px}
.h-pocket{display:inline-flex;align-items:center;justify-content:center;width:72px;height:72px;border-radius:50%;font-size:30px;font-weight:800;color:#fff;border:3px solid #f4f1e8}
.h-pk-red{background:#c62828}.h-pk-black{background:#222}.h-pk-green{background:#1b7f3b}
.h-numbers{display:grid;grid-template-columns:repeat(auto-fill,minmax(44px,1fr));gap:4px;margin:8px 0}
.h-numbers button{min-height:44px;border-radius:8px;border:2px solid transparent;color:#fff;font:inherit;font-weight:700;cursor:pointer}
.h-numbers button[aria-pressed=true]{border-color:var(--accent);box-shadow:0 0 0 2px var(--accent)}
.h-reels{display:grid;grid-template-columns:repeat(5,minmax(0,1fr));gap:6px;background:#0d1320;padding:8px;border-radius:12px;margin:0 auto 8px;max-width:440px}
.h-reel{display:grid;gap:6px;min-width:0}
.h-symbol{display:block;aspect-ratio:1;min-width:0;background:var(--surface-2);border-radius:10px;padding:6px;border:2px solid transparent}
.h-symbol svg{display:block}
.h-symbol-win{border-color:var(--win);box-shadow:0 0 10px rgba(61,220,151,.5)}
.h-paytable .h-symbol{display:inline-block;width:28px;vertical-align:middle;padding:2px}
.h-wins{margin:6px 0;padding-left:18px}
.h-details{margin:10px 0}.h-details summary{cursor:pointer;min-height:44px;display:flex;align-items:center;color:var(--focus)}
.h-paytable{border-collapse:collapse;width:100%}.h-paytable th,.h-paytable td{border-top:1px solid var(--border);padding:6px;text-align:left}
.h-plinko{display:block;width:100%;height:auto;max-height:340px;background:var(--bg);border-radius:10px}
.h-buckets{display:flex;gap:2px;list-style:none;padding:0;margin:6px 0;font-size:11px}
@media (max-width:480px){.h-buckets{font-size:9px;gap:1px}}
.h-buckets li{flex:1;text-align:center;background:var(--surface-2);border-radius:4px;padding:4px 0;min-width:0;overflow:hidden;letter-spacing:-.3px}
.h-buckets li.h-bucket-hit{background:var(--accent);color:#1a1205;font-weight:700}
.h-result{border:1px solid var(--border);border-radius:10px;padding:10px;margin-bottom:10px}.h-result h3{margin:0 0 6px;font-size:15px}
.h-fair h3{font-size:15px;margin:14px 0 6px}.h-fair li{margin:4px 0}
.h-steps{padding-left:20px;overflow-wrap:anywhere}
.h-code{background:var(--bg);border:1px solid var(--border);border-radius:8px;padding:10px;font-size:12px;white-space:pre-wrap;overflow-wrap:anywhere}
`;

export function installStyles(): void {
  const style = document.createElement('style');
  style.textContent = CSS;
  document.head.appendChild(style);
}
