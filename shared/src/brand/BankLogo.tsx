import { useEffect, useState } from 'react';
import { BANK_GLYPH, bankBadge } from './banks';

/**
 * A bank's badge: the bank_list icon when it loads, otherwise the same monogram drawn inline, or the generic bank
 * glyph when there is no name. Decorative by default (the bank's name is written beside it).
 */
export function BankLogo({ name, src, size = 24 }: { name?: string | null; src?: string | null; size?: number }) {
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [src]);
  if (src && !broken) return <img className="khel-bank-logo" src={src} alt="" width={size} height={size} onError={() => setBroken(true)} />;
  if (!name) {
    return (
      <svg className="khel-bank-logo" width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false" data-bank="generic">
        <rect width="40" height="40" rx="10" fill="var(--khel-surface-2)" />
        <g fill="none" stroke="var(--khel-text-muted)" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
          <path d={BANK_GLYPH.roof} />
          <path d={BANK_GLYPH.pillars} />
          <path d={BANK_GLYPH.base} />
        </g>
      </svg>
    );
  }
  const { initials, color, fontSize } = bankBadge(name);
  return (
    <svg className="khel-bank-logo" width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false" data-bank={initials}>
      <rect width="40" height="40" rx="10" fill={color} />
      <text x="20" y="20" dy=".35em" textAnchor="middle" fontFamily="var(--khel-font)" fontWeight="700" fontSize={fontSize} fill="#ffffff">
        {initials}
      </text>
    </svg>
  );
}
