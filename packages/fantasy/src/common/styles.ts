import { injectCss, installTokens } from '@khel/shared';

/**
 * The fantasy app's stylesheet: mobile first (nothing wider than a 390 px phone), the theme's --khel-* tokens, two
 * columns (builder and slip, teams side by side) from 992 px.
 */
const CSS = `
.f-area{max-width:1100px;margin:0 auto;padding:8px 10px 40px;color:var(--khel-text);font-family:var(--khel-font);min-width:0}
.f-area *{box-sizing:border-box}
.f-head{display:flex;align-items:center;gap:8px;margin:4px 0 10px;min-width:0;flex-wrap:wrap}.f-head h1{margin:0;font-size:var(--khel-fs-lg);overflow-wrap:anywhere;flex:1 1 auto}
.f-back{flex:none;background:var(--khel-surface-2);border:0;color:inherit;border-radius:8px;width:36px;height:36px;display:inline-flex;align-items:center;justify-content:center}
.f-back:focus-visible,.f-link:focus-visible,.f-chip:focus-visible,.f-pick:focus-visible,.f-seg button:focus-visible,.f-card a:focus-visible,.f-tab:focus-visible{outline:2px solid var(--khel-focus);outline-offset:2px}
.f-center{display:flex;justify-content:center;align-items:center;padding:24px}
.f-muted{color:var(--khel-text-muted);font-size:var(--khel-fs-sm)}
.f-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
.f-card{background:var(--khel-surface);border:1px solid var(--khel-border);border-radius:12px;padding:10px 12px;min-width:0}
.f-card h2,.f-card h3{margin:0;font-size:var(--khel-fs-md);overflow-wrap:anywhere}
.f-card a{color:inherit;text-decoration:none}
.f-row{display:flex;align-items:center;gap:8px;flex-wrap:wrap;justify-content:space-between}
.f-teams{display:flex;align-items:center;gap:6px;font-weight:700;flex-wrap:wrap}.f-vs{color:var(--khel-text-muted);font-weight:400;font-size:var(--khel-fs-sm)}
.f-badge{border-radius:6px;padding:1px 7px;font-size:var(--khel-fs-xs);font-weight:700;white-space:nowrap}
.f-badge-live{background:var(--khel-success-soft);color:var(--khel-success)}.f-badge-upcoming{background:var(--khel-info-soft);color:var(--khel-info)}
.f-badge-completed{background:var(--khel-surface-2);color:var(--khel-text-muted)}.f-badge-abandoned{background:var(--khel-danger-soft);color:var(--khel-danger)}
.f-count{font-variant-numeric:tabular-nums;font-weight:700;color:var(--khel-accent)}
.f-actions{display:flex;gap:8px;flex-wrap:wrap;margin-top:10px}.f-actions>*{flex:1 1 140px}
.f-link{display:inline-flex;align-items:center;justify-content:center;min-height:40px;padding:6px 12px;border-radius:8px;border:1px solid var(--khel-accent);color:var(--khel-accent);text-decoration:none;font-weight:600;font-size:var(--khel-fs-sm);background:none;cursor:pointer}
.f-card a.f-link{color:var(--khel-accent)}
.f-link-fill,.f-card a.f-link-fill{background:var(--khel-accent);color:var(--khel-accent-text)}
.f-section{margin:14px 0 8px;font-size:var(--khel-fs-md)}
.f-kinds{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:8px}
.f-kind{border:1px solid var(--khel-border);border-radius:10px;padding:8px;background:var(--khel-surface-2);font-size:var(--khel-fs-sm)}
.f-kind strong{display:block;font-size:var(--khel-fs-md)}
.f-fight{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:6px;align-items:center}
.f-fight-terms{display:flex;gap:10px;flex-wrap:wrap;font-size:var(--khel-fs-sm)}.f-fight-terms b{font-size:var(--khel-fs-md)}
.f-seg{display:flex;gap:6px;margin:8px 0}.f-seg button{flex:1;min-height:40px;background:var(--khel-surface-2);border:1px solid var(--khel-border);color:inherit;border-radius:8px;cursor:pointer;font-weight:600}
.f-seg button[aria-pressed=true]{border-color:var(--khel-accent);color:var(--khel-accent)}
.f-role{margin:10px 0 4px;font-size:var(--khel-fs-sm);color:var(--khel-text-muted);text-transform:uppercase;letter-spacing:.04em}
.f-picks{display:grid;grid-template-columns:minmax(0,1fr);gap:6px}
.f-pick{display:flex;align-items:center;justify-content:space-between;gap:8px;width:100%;min-height:44px;text-align:left;background:var(--khel-surface);border:1px solid var(--khel-border);border-radius:10px;padding:6px 10px;color:inherit;font:inherit;cursor:pointer}
.f-pick[aria-pressed=true]{border-color:var(--khel-accent);background:var(--khel-accent-soft)}
.f-pick:disabled{opacity:.55;cursor:not-allowed}
.f-pick small{color:var(--khel-text-muted);display:block;font-size:var(--khel-fs-xs)}
.f-pick-dot{width:18px;height:18px;border-radius:50%;border:2px solid var(--khel-border);flex:none}.f-pick[aria-pressed=true] .k-icon{color:var(--khel-accent)}
.f-team-tag{font-size:var(--khel-fs-xs);border-radius:4px;padding:0 5px;background:var(--khel-surface-2);margin-right:4px}
.f-slip{background:var(--khel-surface);border:1px solid var(--khel-accent);border-radius:12px;padding:12px;margin-top:12px}
.f-slip h2{margin:0 0 6px;font-size:var(--khel-fs-md)}
.f-stake{display:flex;gap:6px;align-items:center}.f-stake input{flex:1;min-width:0;min-height:44px;background:var(--khel-bg);border:1px solid var(--khel-border);color:var(--khel-text);border-radius:8px;padding:6px 10px;font-size:var(--khel-fs-md)}
.f-chips{display:flex;flex-wrap:wrap;gap:6px;margin:8px 0}
.f-chip{flex:1 1 60px;min-height:36px;background:var(--khel-surface-2);border:1px solid var(--khel-border);color:inherit;border-radius:16px;padding:4px 8px;cursor:pointer;font-weight:600;font-size:var(--khel-fs-sm)}
.f-figures{display:flex;justify-content:space-between;gap:8px;flex-wrap:wrap;font-size:var(--khel-fs-sm);margin:6px 0}
.f-error{color:var(--khel-danger);font-size:var(--khel-fs-sm);margin:6px 0}
.f-plus{color:var(--khel-success)}.f-minus{color:var(--khel-danger)}
.f-score{display:flex;gap:10px;align-items:center;flex-wrap:wrap;font-size:var(--khel-fs-sm)}.f-score strong{font-size:var(--khel-fs-lg)}
.f-vsbar{display:grid;grid-template-columns:minmax(0,1fr) auto minmax(0,1fr);gap:8px;align-items:center;text-align:center;margin:10px 0}
.f-total{font-size:var(--khel-fs-2xl);font-weight:800;font-variant-numeric:tabular-nums}
.f-sides{display:grid;grid-template-columns:minmax(0,1fr);gap:10px}
.f-lines{list-style:none;margin:0;padding:0}.f-lines li{display:flex;justify-content:space-between;gap:8px;padding:6px 0;border-top:1px solid var(--khel-border);font-size:var(--khel-fs-sm)}
.f-lines li span:last-child{font-variant-numeric:tabular-nums;white-space:nowrap}
.f-result{font-weight:800;font-size:var(--khel-fs-lg)}
.f-howto{font-size:var(--khel-fs-sm);line-height:1.5}.f-howto h3{margin:12px 0 4px;font-size:var(--khel-fs-md)}.f-howto ol,.f-howto ul{padding-left:20px;margin:4px 0}
.f-example{background:var(--khel-surface-2);border-radius:8px;padding:8px 10px;margin:6px 0}
.f-sticky{position:sticky;bottom:0;background:var(--khel-bg);padding:8px 0 4px;z-index:1}
@media (min-width:600px){.f-picks{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (min-width:992px){.f-layout{display:grid;grid-template-columns:minmax(0,1fr) 340px;gap:14px;align-items:start}.f-side{position:sticky;top:8px}.f-sides{grid-template-columns:repeat(2,minmax(0,1fr))}.f-sticky{position:static}}
`;

/** Installs the theme and the sheet once (injectCss keeps one <style> per id). */
export function useFantasyStyles(): void {
  installTokens();
  injectCss('khel-fantasy', CSS);
}
