import { injectCss } from '@khel/shared';

/**
 * Matka's styles (m- classes) on top of the games sheet: market cards one per row on a 390 px phone and two from
 * 700 px; the number picker in a grid of 5 (singles, pattis) or 10 (jodi); the slip below the picker on a phone and
 * beside it from 992 px; charts scroll sideways inside their table region.
 */
const CSS = `
.m-list{list-style:none;margin:0;padding:0;display:grid;gap:10px}
@media (min-width:700px){.m-list{grid-template-columns:repeat(2,minmax(0,1fr))}}
.m-card{background:var(--khel-surface);border:1px solid var(--khel-border);border-radius:12px;padding:10px 12px;display:flex;flex-direction:column;gap:6px;min-width:0}
.m-card-top{display:flex;align-items:center;gap:8px;justify-content:space-between}
.m-name{margin:0;font-size:var(--khel-fs-lg);overflow-wrap:anywhere}.m-name a{color:inherit;text-decoration:none}
.m-name a:focus-visible,.m-links a:focus-visible,.m-num:focus-visible,.m-seg button:focus-visible,.m-x:focus-visible{outline:2px solid var(--khel-focus);outline-offset:2px}
.m-result{margin:0;font:800 var(--khel-fs-xl)/1.2 var(--khel-font);letter-spacing:.06em;color:var(--khel-accent);font-variant-numeric:tabular-nums}
.m-times{margin:0;display:flex;gap:12px;flex-wrap:wrap;font-size:var(--khel-fs-sm);color:var(--khel-text-muted)}.m-times strong{color:var(--khel-text)}
.m-status{flex:none;border-radius:6px;padding:2px 8px;font-size:var(--khel-fs-xs);font-weight:700}
.m-status-open{background:var(--khel-success-soft);color:var(--khel-success)}
.m-status-closed{background:var(--khel-danger-soft);color:var(--khel-danger)}
.m-status-result{background:var(--khel-info-soft);color:var(--khel-info)}
.m-links{display:flex;gap:8px;align-items:center;flex-wrap:wrap}
.m-links a:not(.k-btn){color:var(--khel-accent);font-size:var(--khel-fs-sm)}
.m-links .k-btn{margin-left:auto}
.m-head{background:var(--khel-surface);border:1px solid var(--khel-border);border-radius:12px;padding:10px 12px;margin-bottom:10px;display:flex;flex-direction:column;gap:6px}
.m-fieldset{border:0;margin:0 0 8px;padding:0;min-width:0}
.m-fieldset legend{font-size:var(--khel-fs-sm);color:var(--khel-text-muted);margin-bottom:4px;padding:0}
.m-seg{display:flex;gap:6px;flex-wrap:wrap}
.m-seg button{flex:1 1 88px;background:var(--khel-surface-2);border:1px solid var(--khel-border);color:inherit;border-radius:8px;padding:6px 4px;cursor:pointer;font:600 var(--khel-fs-sm)/1.2 var(--khel-font);display:flex;flex-direction:column;align-items:center;gap:2px}
.m-seg button small{font-weight:400;font-size:var(--khel-fs-xs);color:var(--khel-text-muted)}
.m-seg button[aria-pressed=true]{border-color:var(--khel-accent);color:var(--khel-accent)}
.m-seg button:disabled{opacity:.5;cursor:not-allowed}
.m-note{background:var(--khel-warning-soft);border-radius:10px;padding:10px 12px;font-size:var(--khel-fs-sm);margin:8px 0}
.m-grid{display:grid;grid-template-columns:repeat(5,minmax(0,1fr));gap:6px;margin-bottom:8px}
.m-grid-six{grid-template-columns:repeat(6,minmax(0,1fr))}
.m-grid-jodi{grid-template-columns:repeat(10,minmax(0,1fr));gap:3px}
.m-ank{margin:8px 0 4px;font-size:var(--khel-fs-xs);color:var(--khel-text-muted);font-weight:700}
.m-num{min-height:40px;border-radius:8px;border:1px solid var(--khel-border);background:var(--khel-surface-2);color:var(--khel-text);font:700 var(--khel-fs-md) var(--khel-font);font-variant-numeric:tabular-nums;cursor:pointer;padding:0}
.m-grid-jodi .m-num{min-height:34px;font-size:var(--khel-fs-sm);border-radius:6px}
.m-num[aria-pressed=true]{background:var(--khel-accent);border-color:var(--khel-accent);color:var(--khel-accent-text)}
.m-slip{background:var(--khel-surface);border:1px solid var(--khel-accent);border-radius:12px;padding:10px;margin-top:10px}
.m-slip h2{margin:0 0 6px;font-size:var(--khel-fs-md)}
.m-stake-row{display:flex;gap:6px;align-items:flex-end;flex-wrap:wrap}
.m-stake-row .k-field{flex:1 1 120px;margin:0}
.m-lines{list-style:none;margin:8px 0;padding:0;display:flex;flex-direction:column;gap:6px;max-height:50vh;overflow-y:auto}
.m-line{display:grid;grid-template-columns:minmax(0,1fr) 96px 36px;gap:6px;align-items:center;border-top:1px solid var(--khel-border);padding-top:6px}
.m-line-name{font-size:var(--khel-fs-sm);overflow-wrap:anywhere}.m-line-name strong{font-size:var(--khel-fs-md)}
.m-line input{width:100%;min-height:36px;background:var(--khel-bg);border:1px solid var(--khel-border);color:var(--khel-text);border-radius:8px;padding:4px 6px;text-align:center;font-size:var(--khel-fs-md)}
.m-line input[aria-invalid=true]{border-color:var(--khel-danger)}
.m-line .k-field-error{grid-column:1/-1;margin:0}
.m-x{width:36px;height:36px;border-radius:8px;border:1px solid var(--khel-border);background:var(--khel-surface-2);color:inherit;cursor:pointer;display:inline-flex;align-items:center;justify-content:center}
.m-total{display:flex;justify-content:space-between;font-size:var(--khel-fs-md);margin:8px 0}
.m-bets{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:6px}
.m-bet{background:var(--khel-surface);border:1px solid var(--khel-border);border-radius:10px;padding:8px 10px;display:grid;grid-template-columns:minmax(0,1fr) auto;gap:2px 8px;font-size:var(--khel-fs-sm)}
.m-bet-title{font-weight:700;overflow-wrap:anywhere}.m-bet-right{text-align:right}
.m-bet-won{color:var(--khel-success);font-weight:700}.m-bet-lost{color:var(--khel-danger)}
.m-chart td,.m-chart th{text-align:center;padding:4px 3px;font-variant-numeric:tabular-nums}
.m-chart td:first-child,.m-chart th:first-child{text-align:left;white-space:nowrap;font-size:var(--khel-fs-xs)}
.m-hot{color:var(--khel-danger);font-weight:800}
.m-panel{display:inline-flex;align-items:center;gap:3px}
.m-digits{display:inline-flex;flex-direction:column;font-size:var(--khel-fs-xs);line-height:1.05;color:var(--khel-text-muted)}
.m-more{display:flex;justify-content:center;margin-top:8px}
.m-bar{position:sticky;bottom:0;z-index:2;display:flex;align-items:center;justify-content:space-between;gap:8px;background:var(--khel-surface-2);border:1px solid var(--khel-accent);border-radius:10px;padding:6px 10px;margin-top:8px;font-size:var(--khel-fs-sm);box-shadow:var(--khel-shadow-1)}
@media (min-width:992px){.m-bar{display:none}.m-play{display:grid;grid-template-columns:minmax(0,1fr) 340px;gap:12px;align-items:start}.m-play .m-slip{margin-top:0;position:sticky;top:8px}}
`;

export function useMatkaStyles(): void {
  injectCss('khel-matka', CSS);
}
