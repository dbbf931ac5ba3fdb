import type { CasinoSectionId } from '@khel/shared/contracts';

/**
 * A tidy tile for a game without artwork (or whose picture failed to load): two colours from its name, a motif for
 * its section, and its initials. Drawn as SVG, so it is sharp at any size and costs no download.
 */
function hashOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

export const initialsOf = (name: string) =>
  name
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('') || '?';

function Motif({ section }: { section: CasinoSectionId }) {
  const stroke = { fill: 'none', stroke: '#fff', strokeOpacity: 0.18, strokeWidth: 6 };
  switch (section) {
    case 'live':
      return <circle cx="160" cy="20" r="70" {...stroke} />;
    case 'slots':
      return <path d="M10 100h180M70 10v110M130 10v110" {...stroke} />;
    case 'table':
      return <ellipse cx="100" cy="120" rx="110" ry="50" {...stroke} />;
    case 'crash':
      return <path d="M0 110 C60 105 120 80 190 10" {...stroke} />;
    case 'indian':
      return <path d="M100 8 L150 60 L100 112 L50 60 Z" {...stroke} />;
  }
}

export function GeneratedTile({ name, section }: { name: string; section: CasinoSectionId }) {
  const h = hashOf(name);
  const hue = h % 360;
  const id = `cg${h.toString(36)}`;
  return (
    <svg className="c-art" viewBox="0 0 200 120" role="presentation" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 55% 38%)`} />
          <stop offset="1" stopColor={`hsl(${(hue + 50) % 360} 60% 22%)`} />
        </linearGradient>
      </defs>
      <rect width="200" height="120" fill={`url(#${id})`} />
      <Motif section={section} />
      <text x="100" y="74" textAnchor="middle" fontSize="40" fontWeight="700" fill="#fff" fontFamily="inherit">
        {initialsOf(name)}
      </text>
    </svg>
  );
}
