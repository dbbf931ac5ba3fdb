import { injectCss } from '@khel/shared';

/** The dashboard's and the reports' own rules, beside the console's sheet (app/styles.ts), in its colours. */
const CSS = `
.bo-dash{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:10px;margin-top:8px}
.bo-dash-card{background:#fff;border:1px solid var(--bo-line);border-radius:6px;padding:10px 12px;min-width:0}
.bo-dash-card h2{font-size:13px;margin:0 0 4px;color:var(--bo-muted);font-weight:600;text-transform:uppercase;letter-spacing:.03em}
.bo-dash-big{font-size:22px;font-weight:700;margin:0 0 6px}
.bo-dash-link{display:inline-block;margin-top:4px}
.bo-report-tabs{display:flex;gap:4px;flex-wrap:wrap;margin:8px 0}
.bo-report-tabs button{border:1px solid var(--bo-line);background:#f0f2f6;border-radius:4px;padding:3px 10px;cursor:pointer}
.bo-report-tabs button[aria-pressed=true]{background:var(--bo-accent);color:#fff;border-color:var(--bo-accent)}
.bo-report-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(320px,1fr));gap:10px;align-items:start}
.bo-plus{color:#0a7a3e}.bo-minus{color:#b42318}
`;

export function useReportStyles(): void {
  injectCss('khel-console-reports', CSS);
}
