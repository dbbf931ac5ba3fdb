import { injectCss, installTokens } from '@khel/shared';

/**
 * The reports app's stylesheet: mobile first (nothing wider than a 390 px phone), the theme's --khel-* tokens, the
 * totals card sticky at the top of the page while the list below it scrolls and grows, two columns from 992 px.
 */
const CSS = `
.r-area{max-width:1080px;margin:0 auto;padding:8px 10px 48px;color:var(--khel-text);font-family:var(--khel-font);min-width:0}
.r-area *{box-sizing:border-box}
.r-head{display:flex;align-items:center;gap:8px;margin:4px 0 10px;min-width:0}.r-head h1{margin:0;font-size:var(--khel-fs-lg);overflow-wrap:anywhere;flex:1}
.r-back{flex:none;background:var(--khel-surface-2);border:0;color:inherit;border-radius:8px;width:36px;height:36px;cursor:pointer;display:inline-flex;align-items:center;justify-content:center}
.r-area :is(button,a,select,input,summary):focus-visible{outline:2px solid var(--khel-focus);outline-offset:2px}
.r-center{display:flex;justify-content:center;align-items:center;padding:24px}
.r-muted{color:var(--khel-text-muted);font-size:var(--khel-fs-sm)}
.r-pills{display:flex;gap:6px;overflow-x:auto;padding-bottom:4px;margin-bottom:8px;scrollbar-width:none}.r-pills::-webkit-scrollbar{display:none}
.r-pill{flex:none;background:var(--khel-surface-2);border:1px solid var(--khel-border);color:inherit;border-radius:16px;padding:6px 12px;font-size:var(--khel-fs-sm);cursor:pointer;white-space:nowrap;min-height:32px}
.r-pill[aria-pressed=true]{border-color:var(--khel-accent);color:var(--khel-accent);font-weight:700}
.r-pill:disabled{opacity:.5;cursor:not-allowed}
.r-filters{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:8px;margin-bottom:8px}
.r-filters label{display:flex;flex-direction:column;gap:4px;font-size:var(--khel-fs-xs);color:var(--khel-text-muted);min-width:0}
.r-filters input,.r-filters select{width:100%;min-width:0;min-height:40px;background:var(--khel-bg);border:1px solid var(--khel-border);color:var(--khel-text);border-radius:8px;padding:6px 8px;font:inherit;font-size:var(--khel-fs-sm);color-scheme:dark}
.r-tabs{display:flex;gap:4px;background:var(--khel-surface);border-radius:10px;padding:4px;margin-bottom:10px}
.r-tabs a,.r-tabs button{flex:1;text-align:center;padding:8px;border-radius:8px;color:inherit;text-decoration:none;font-weight:600;font-size:var(--khel-fs-sm);background:none;border:0;cursor:pointer}
.r-tabs [aria-current=page],.r-tabs [aria-pressed=true]{background:var(--khel-accent);color:var(--khel-accent-text)}
.r-totals{position:sticky;top:0;z-index:2;background:var(--khel-surface);border:1px solid var(--khel-border);border-radius:12px;padding:8px 10px;margin-bottom:10px;box-shadow:0 6px 12px -10px var(--khel-scrim)}
.r-totals dl{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:4px 12px;margin:0}
.r-totals div{min-width:0}.r-totals dt{font-size:var(--khel-fs-xs);color:var(--khel-text-muted)}.r-totals dd{margin:0;font-weight:700;font-size:var(--khel-fs-md);overflow-wrap:anywhere}
.r-range{font-size:var(--khel-fs-xs);color:var(--khel-text-muted);margin:0 0 6px}
.r-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:6px}
.r-card{background:var(--khel-surface);border:1px solid var(--khel-border);border-radius:10px;padding:8px 10px;min-width:0}
.r-card[data-highlight]{border-color:var(--khel-accent);box-shadow:0 0 0 1px var(--khel-accent)}
.r-row{display:flex;justify-content:space-between;align-items:flex-start;gap:8px;min-width:0}
.r-row>:first-child{min-width:0;flex:1}
.r-title{font-weight:600;overflow-wrap:anywhere;display:block}
.r-sub{font-size:var(--khel-fs-xs);color:var(--khel-text-muted);overflow-wrap:anywhere;display:block}
.r-amount{font-weight:700;white-space:nowrap;text-align:right}
.r-plus{color:var(--khel-success)}.r-minus{color:var(--khel-danger)}
.r-badge{display:inline-block;border-radius:6px;padding:0 6px;font-size:var(--khel-fs-xs);font-weight:700;background:var(--khel-surface-2);white-space:nowrap}
.r-badge[data-tone=won]{background:var(--khel-success-soft);color:var(--khel-success)}
.r-badge[data-tone=lost]{background:var(--khel-danger-soft);color:var(--khel-danger)}
.r-badge[data-tone=open]{background:var(--khel-info-soft);color:var(--khel-info)}
.r-side-back{border-left:3px solid var(--khel-back)}.r-side-lay{border-left:3px solid var(--khel-lay)}
.r-facts{display:flex;flex-wrap:wrap;gap:4px 12px;font-size:var(--khel-fs-xs);color:var(--khel-text-muted);margin-top:4px}
.r-facts b{color:var(--khel-text);font-weight:600}
.r-link{color:var(--khel-accent);font-size:var(--khel-fs-sm);text-decoration:underline;background:none;border:0;padding:0;cursor:pointer;font-family:inherit}
.r-links{display:flex;gap:12px;flex-wrap:wrap;margin-top:6px}
.r-more{display:flex;justify-content:center;padding:12px}
.r-actions{display:flex;gap:6px;flex-wrap:wrap;align-items:center}
.r-chart{background:var(--khel-surface);border:1px solid var(--khel-border);border-radius:12px;padding:8px;margin-bottom:10px;height:220px;position:relative}
.r-day{display:block;color:inherit;text-decoration:none}
.r-split{display:flex;gap:6px;flex-wrap:wrap;margin-top:4px}
.r-sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
@media (min-width:600px){.r-filters{grid-template-columns:repeat(4,minmax(0,1fr))}.r-totals dl{grid-template-columns:repeat(4,minmax(0,1fr))}}
@media (min-width:992px){.r-area{padding:16px 20px 48px}.r-chart{height:280px}}
`;

/** Installs the theme and the sheet once (injectCss keeps one <style> per id). */
export function useReportStyles(): void {
  installTokens();
  injectCss('khel-reports', CSS);
}
