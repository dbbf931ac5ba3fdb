import { useId } from 'react';
import { BRAND, MARK, WORDMARK } from './paths';

/** The Khel mark (the saffron tile with the K). Decorative unless given a title. */
export function KhelMark({ size = 32, title }: { size?: number; title?: string }) {
  const id = useId();
  const fill = `khel-mark-${id.replace(/:/g, '')}`;
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" role={title ? 'img' : undefined} aria-label={title} aria-hidden={title ? undefined : true} focusable="false" className="khel-mark" style={{ verticalAlign: 'middle', flex: 'none' }}>
      <defs>
        <linearGradient id={fill} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={BRAND.saffron} />
          <stop offset="1" stopColor={BRAND.saffronDeep} />
        </linearGradient>
      </defs>
      <rect width={MARK.tile.size} height={MARK.tile.size} rx={MARK.tile.radius} fill={`url(#${fill})`} />
      <path d={MARK.stroke} stroke={BRAND.ink} strokeWidth={MARK.strokeWidth} strokeLinecap="round" fill="none" />
      <circle cx={MARK.ball.cx} cy={MARK.ball.cy} r={MARK.ball.r} fill={BRAND.ink} />
      <path d={MARK.seam} stroke={BRAND.saffron} strokeWidth="1.2" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/** The wordmark "khel", in the current text colour. */
export function KhelWordmark({ height = 24 }: { height?: number }) {
  return (
    <svg width={(height * WORDMARK.width) / WORDMARK.height} height={height} viewBox={`0 0 ${WORDMARK.width} ${WORDMARK.height}`} aria-hidden="true" focusable="false" className="khel-wordmark">
      <path d={WORDMARK.strokes} stroke="currentColor" strokeWidth={WORDMARK.strokeWidth} strokeLinecap="round" strokeLinejoin="round" fill="none" />
    </svg>
  );
}

/** Mark and wordmark side by side, named for assistive tech (default "Khel"). */
export function KhelLogo({ height = 32, label = 'Khel' }: { height?: number; label?: string }) {
  return (
    <span className="khel-logo" role="img" aria-label={label} style={{ display: 'inline-flex', alignItems: 'center', gap: height / 4, color: 'var(--khel-text)' }}>
      <KhelMark size={height} />
      <KhelWordmark height={height * 0.8} />
    </span>
  );
}
