import { injectCss } from '@khel/shared';

/**
 * The casino lobby's styles: tiles in a grid of 2 on a 390 px phone, more on wider screens; a launched game covers
 * the whole screen under the site's header on a phone (the header's balance stays in sight; z-index between the
 * side menu's 990 and the header's 1000, --k-head the shell's header height) and sits in a large panel from 768 px.
 */
const CSS = `
.c-search{display:flex;align-items:center;gap:8px;background:var(--khel-surface);border:1px solid var(--khel-border);border-radius:10px;padding:0 10px;margin-bottom:10px}
.c-search:focus-within{outline:2px solid var(--khel-focus);outline-offset:1px}
.c-search input{flex:1;min-width:0;background:none;border:0;color:inherit;font:inherit;padding:10px 0;outline:none}
.c-note{border-radius:10px;padding:10px 12px;margin-bottom:10px;font-size:var(--khel-fs-sm);background:var(--khel-info-soft);color:var(--khel-text)}
.c-note-warn{background:var(--khel-warning-soft)}.c-note-error{background:var(--khel-danger-soft)}
.c-note strong{display:block;margin-bottom:2px}
.c-grid{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:10px}
@media (min-width:600px){.c-grid{grid-template-columns:repeat(3,minmax(0,1fr))}}
@media (min-width:992px){.c-grid{grid-template-columns:repeat(5,minmax(0,1fr))}}
.c-tile{position:relative;background:var(--khel-surface);border:1px solid var(--khel-border);border-radius:12px;overflow:hidden}
.c-open{display:flex;flex-direction:column;width:100%;background:none;border:0;padding:0;color:inherit;text-align:left;cursor:pointer;font:inherit}
.c-open:focus-visible,.c-fav:focus-visible{outline:2px solid var(--khel-focus);outline-offset:-2px}
.c-art{display:block;width:100%;height:auto;aspect-ratio:5/3;object-fit:cover;background:var(--khel-surface-2)}
.c-name{font-weight:700;padding:6px 8px 0;overflow-wrap:anywhere}
.c-meta{display:block;font-size:var(--khel-fs-xs);color:var(--khel-text-muted);padding:0 8px 8px}
.c-fav{position:absolute;top:6px;right:6px;width:34px;height:34px;border-radius:50%;border:0;background:var(--khel-scrim);color:var(--khel-accent);cursor:pointer;display:flex;align-items:center;justify-content:center}
.c-skel{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:10px}
.c-frame{position:fixed;inset:var(--k-head,56px) 0 0 0;z-index:995;background:var(--khel-bg);display:flex;flex-direction:column}
.c-frame-bar{display:flex;align-items:center;gap:8px;padding:6px 8px;background:var(--khel-surface);border-bottom:1px solid var(--khel-border)}
.c-frame-title{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.c-badge{background:var(--khel-warning-soft);color:var(--khel-text);border-radius:6px;padding:2px 8px;font-size:var(--khel-fs-xs);font-weight:700}
.c-iframe{flex:1;width:100%;border:0;background:#0b0f17}
@media (min-width:768px){.c-frame{inset:calc(var(--k-head,56px) + 2vh) 4vw 2vh;border-radius:14px;overflow:hidden;box-shadow:0 0 0 100vmax var(--khel-scrim)}}
`;

export const useCasinoStyles = () => injectCss('khel-casino', CSS);
