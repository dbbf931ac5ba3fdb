import { injectCss } from '@khel/shared';

/** Home's artwork: the hero picture, section headers with emblems, tiles with their pictures (theme tokens only). */
const CSS = `
.s-home .s-hero{position:relative;overflow:hidden;min-height:150px;border:1px solid var(--khel-border);background:radial-gradient(circle at 85% 15%,var(--khel-accent-soft),transparent 60%),linear-gradient(135deg,var(--khel-surface-2),var(--khel-surface))}
.s-home .s-hero>:not(.s-hero-art){position:relative;z-index:1}
.s-home .s-hero p{max-width:58%}
.s-hero-art{position:absolute;right:-18px;bottom:-8px;width:160px;height:112px;opacity:.6;pointer-events:none}
.s-sec-head{display:flex;align-items:center;gap:var(--khel-space-3);margin:var(--khel-space-5) 0 var(--khel-space-3)}
.s-sec-head h2{margin:0;font-size:var(--khel-fs-lg);letter-spacing:.2px}
.s-sec-art{flex:none;border-radius:11px;box-shadow:var(--khel-shadow-1)}
.s-home .s-tile{padding:var(--khel-space-2) var(--khel-space-2) var(--khel-space-3);gap:var(--khel-space-2);background:var(--khel-surface);border-color:var(--khel-border);border-radius:var(--khel-radius-lg);transition:transform .15s,border-color .15s;box-shadow:var(--khel-shadow-1)}
.s-home .s-tile:hover{transform:translateY(-2px);border-color:var(--khel-accent)}
.s-home .s-tile:focus-visible{outline:2px solid var(--khel-focus);outline-offset:2px}
.s-tile .s-art{align-self:stretch;width:100%;height:auto;display:block;border-radius:var(--khel-radius-md)}
.s-tile-label{font-size:var(--khel-fs-md);font-weight:600}
@media(min-width:576px){.s-hero-art{width:200px;height:140px;opacity:1;right:8px}.s-home .s-hero p{max-width:calc(100% - 220px)}}
@media(prefers-reduced-motion:reduce){.s-home .s-tile{transition:none}.s-home .s-tile:hover{transform:none}}
`;

export function useHomeArtStyles(): void {
  injectCss('khel-home-art', CSS);
}
