import { injectCss, installTokens } from '@khel/shared';

/**
 * The games app's stylesheet: mobile first (a 390 px phone has no horizontal scroll), the theme's --khel-* tokens,
 * back cells in --khel-back (blue), lay cells in --khel-lay (pink), the slip beside the markets from 992 px.
 */
const CSS = `
.g-area{max-width:1180px;margin:0 auto;padding:8px 10px 40px;color:var(--khel-text);font-family:var(--khel-font);min-width:0}
.g-area *{box-sizing:border-box}
.g-head{display:flex;align-items:center;gap:8px;margin:4px 0 10px;min-width:0}.g-head h1{margin:0;font-size:var(--khel-fs-lg);overflow-wrap:anywhere}
.g-back{flex:none;background:var(--khel-surface-2);border:0;color:inherit;border-radius:8px;width:36px;height:36px;cursor:pointer;display:inline-flex;align-items:center;justify-content:center}
.g-back:focus-visible,.g-cell:focus-visible,.g-chip:focus-visible,.g-row a:focus-visible,.g-link:focus-visible,.g-pill:focus-visible,.g-step:focus-visible,.g-seg button:focus-visible{outline:2px solid var(--khel-focus);outline-offset:2px}
.g-center{display:flex;justify-content:center;align-items:center;padding:24px}
.g-muted{color:var(--khel-text-muted);font-size:var(--khel-fs-sm)}
.g-pills{display:flex;gap:6px;overflow-x:auto;padding-bottom:6px;margin-bottom:8px;scrollbar-width:none}.g-pills::-webkit-scrollbar{display:none}
.g-pill{flex:none;background:var(--khel-surface-2);border:1px solid var(--khel-border);color:inherit;border-radius:16px;padding:5px 12px;font-size:var(--khel-fs-sm);cursor:pointer;text-decoration:none;white-space:nowrap}
.g-pill[aria-pressed=true],.g-pill[aria-current=page]{border-color:var(--khel-accent);color:var(--khel-accent)}
.g-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:6px}
.g-row{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:6px;align-items:center;background:var(--khel-surface);border:1px solid var(--khel-border);border-radius:10px;padding:8px 10px}
.g-row a{color:inherit;text-decoration:none;min-width:0}.g-row-name{font-weight:600;display:block;overflow-wrap:anywhere}
.g-row-meta{display:flex;gap:6px;align-items:center;flex-wrap:wrap;font-size:var(--khel-fs-xs);color:var(--khel-text-muted)}
.g-live{background:var(--khel-success-soft);color:var(--khel-success);border-radius:6px;padding:0 6px;font-weight:700;font-size:var(--khel-fs-xs)}
.g-best{display:grid;grid-template-columns:repeat(2,44px);gap:3px}.g-best-head,.g-best-side{text-align:center;font-size:var(--khel-fs-xs);color:var(--khel-text-muted);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}.g-best-head{font-weight:700}
.g-card{background:var(--khel-surface);border:1px solid var(--khel-border);border-radius:12px;margin-bottom:10px;position:relative;overflow:hidden}
.g-card-head{display:flex;align-items:center;gap:6px;padding:8px 10px;background:var(--khel-surface-2);font-weight:700;font-size:var(--khel-fs-sm);flex-wrap:wrap}
.g-card-head .g-muted{font-weight:400;margin-left:auto}
.g-grid-head,.g-runner{display:grid;grid-template-columns:minmax(0,1fr) repeat(2,52px);gap:3px;align-items:center;padding:4px 8px}
.g-grid-head{font-size:var(--khel-fs-xs);color:var(--khel-text-muted);text-align:center}.g-grid-head span:first-child{text-align:left}
.g-runner{border-top:1px solid var(--khel-border)}
.g-runner-name{min-width:0;font-size:var(--khel-fs-sm);font-weight:600;overflow-wrap:anywhere}
.g-pnl{display:block;font-size:var(--khel-fs-xs);font-weight:700}.g-pnl-after{margin-left:4px}.g-limits{display:block;font-size:var(--khel-fs-xs);font-weight:400;color:var(--khel-text-muted)}
.g-plus{color:var(--khel-success)}.g-minus{color:var(--khel-danger)}
.g-cell{min-height:40px;border:0;border-radius:6px;color:var(--khel-on-odds);font:700 var(--khel-fs-sm)/1.1 var(--khel-font);cursor:pointer;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:2px;transition:box-shadow .2s}
.g-cell small{font-weight:400;font-size:10px;opacity:.8}
.g-cell-back{background:var(--khel-back)}.g-cell-lay{background:var(--khel-lay)}
.g-cell:disabled{cursor:not-allowed;opacity:.6}
.g-cell[aria-pressed=true]{box-shadow:inset 0 0 0 2px var(--khel-on-odds)}
.g-cell-empty{background:var(--khel-surface-2);color:var(--khel-text-muted)}
.g-more{display:none}
.g-flash-up,.g-flash-down{position:relative;isolation:isolate}
.g-flash-up::before,.g-flash-down::before{content:"";position:absolute;inset:0;z-index:-1;border-radius:inherit;pointer-events:none;opacity:0;animation:g-flash .9s ease-out}
.g-flash-up::before{background:var(--khel-success)}.g-flash-down::before{background:var(--khel-danger)}
.g-flash-again::before{animation-name:g-flash-again}
@keyframes g-flash{0%{opacity:1}}@keyframes g-flash-again{0%{opacity:1}}
@media (prefers-reduced-motion:reduce){.g-flash-up::before,.g-flash-down::before{animation:none}.g-flash-up{outline:2px solid var(--khel-success)}.g-flash-down{outline:2px solid var(--khel-danger)}}
.g-suspended{position:absolute;inset:36px 0 0 0;background:var(--khel-scrim);display:flex;align-items:center;justify-content:center;font-weight:800;letter-spacing:.08em;color:var(--khel-danger);font-size:var(--khel-fs-lg);z-index:1}
.g-score{background:var(--khel-surface);border:1px solid var(--khel-border);border-radius:12px;padding:10px;margin-bottom:10px;display:flex;gap:10px;align-items:center;flex-wrap:wrap}
.g-score strong{font-size:var(--khel-fs-xl)}
.g-layout{display:block}
.g-slip{background:var(--khel-surface);border:1px solid var(--khel-accent);border-radius:12px;padding:10px;margin:6px 8px 10px}
.g-slip-back{border-color:var(--khel-back)}.g-slip-lay{border-color:var(--khel-lay)}
.g-slip h3{margin:0 0 6px;font-size:var(--khel-fs-md);overflow-wrap:anywhere}
.g-slip-row{display:grid;grid-template-columns:minmax(0,1fr);gap:8px;margin-bottom:8px}
.g-stepper{display:flex;align-items:center;gap:4px}
.g-step{flex:none;width:36px;height:40px;border-radius:8px;border:1px solid var(--khel-border);background:var(--khel-surface-2);color:var(--khel-text);font:700 var(--khel-fs-lg) var(--khel-font);cursor:pointer}
.g-step:disabled{opacity:.5;cursor:not-allowed}
.g-stepper input,.g-stake input{width:100%;min-width:0;min-height:40px;background:var(--khel-bg);border:1px solid var(--khel-border);color:var(--khel-text);border-radius:8px;padding:6px 8px;font-size:var(--khel-fs-md);text-align:center}
.g-chips{display:flex;flex-wrap:wrap;gap:6px;margin:6px 0}
.g-chip{flex:1 1 60px;background:var(--khel-surface-2);border:1px solid var(--khel-border);color:inherit;border-radius:16px;padding:6px 8px;cursor:pointer;font-weight:600;font-size:var(--khel-fs-sm)}
.g-seg{display:flex;gap:4px;flex-wrap:wrap;margin:6px 0}.g-seg button{flex:1;background:var(--khel-surface-2);border:1px solid var(--khel-border);color:inherit;border-radius:8px;padding:5px;cursor:pointer;font-size:var(--khel-fs-xs)}
.g-seg button[aria-pressed=true]{border-color:var(--khel-accent);color:var(--khel-accent)}
.g-figures{display:flex;justify-content:space-between;gap:8px;font-size:var(--khel-fs-sm);margin:6px 0;flex-wrap:wrap}
.g-error{color:var(--khel-danger);font-size:var(--khel-fs-sm);margin:6px 0}
.g-actions{display:flex;gap:8px;margin-top:8px}.g-actions>*{flex:1}
.g-delay{display:flex;align-items:center;gap:8px;font-size:var(--khel-fs-sm);margin:6px 0}
.g-bets{padding:6px 8px}.g-bet{display:flex;justify-content:space-between;gap:8px;padding:6px 2px;border-top:1px solid var(--khel-border);font-size:var(--khel-fs-sm);flex-wrap:wrap}
.g-bet-back{border-left:3px solid var(--khel-back);padding-left:6px}.g-bet-lay{border-left:3px solid var(--khel-lay);padding-left:6px}
.g-link{background:none;border:0;padding:0;color:var(--khel-accent);cursor:pointer;font-size:var(--khel-fs-sm);text-decoration:underline}
.g-tiles{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:8px}
.g-tile{background:var(--khel-surface);border:1px solid var(--khel-border);border-radius:10px;padding:10px;color:inherit;text-decoration:none;cursor:pointer;text-align:left;font:inherit}
.g-tile[aria-pressed=true]{border-color:var(--khel-accent)}
.g-sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.g-chip[aria-pressed=true]{border-color:var(--khel-accent);color:var(--khel-accent)}
@media (min-width:600px){.g-slip-row{grid-template-columns:minmax(0,1fr) minmax(0,1.4fr)}.g-grid-head.g-three,.g-runner.g-three{grid-template-columns:minmax(0,1fr) repeat(6,52px)}.g-more{display:flex}}
@media (min-width:992px){.g-layout{display:grid;grid-template-columns:minmax(0,1fr) 340px;gap:12px;align-items:start}.g-side{position:sticky;top:8px}}
`;

/** Installs the theme and the sheet once (injectCss keeps one <style> per id). */
export function useGamesStyles(): void {
  installTokens();
  injectCss('khel-games', CSS);
}
