import type { ReactNode } from 'react';
import type { ReelSymbol } from '@khel/shared/house-games';

/** Rang Reels' symbols, drawn as SVG (the same on every phone), each with its name for screen readers. */
const DRAW: Record<ReelSymbol, { color: string; shape: ReactNode }> = {
  seven: { color: '#ff5a5f', shape: <text x="16" y="24" textAnchor="middle" fontSize="24" fontWeight="800" fill="currentColor">7</text> },
  crown: { color: '#ffc83d', shape: <path d="M5 24 4 10l7 6 5-9 5 9 7-6-1 14Z" fill="currentColor" /> },
  gem: { color: '#4cc9f0', shape: <path d="M9 6h14l5 7-12 15L4 13Z" fill="currentColor" /> },
  star: { color: '#ffd166', shape: <path d="m16 3 4 9 9 1-7 6 2 10-8-5-8 5 2-10-7-6 9-1Z" fill="currentColor" /> },
  bell: { color: '#f4a261', shape: <path d="M16 4c5 0 8 4 8 10v6l3 4H5l3-4v-6c0-6 3-10 8-10Zm-3 21h6a3 3 0 0 1-6 0Z" fill="currentColor" /> },
  coin: { color: '#e9c46a', shape: <><circle cx="16" cy="16" r="11" fill="currentColor" /><text x="16" y="21" textAnchor="middle" fontSize="14" fontWeight="800" fill="#5a3d00">₹</text></> },
  wild: { color: '#c77dff', shape: <text x="16" y="21" textAnchor="middle" fontSize="11" fontWeight="800" fill="currentColor">WILD</text> },
};

export function ReelSymbolIcon({ symbol, label, win = false }: { symbol: ReelSymbol; label: string; win?: boolean }) {
  const d = DRAW[symbol];
  return (
    <span className={`h-symbol ${win ? 'h-symbol-win' : ''}`} style={{ color: d.color }} role="img" aria-label={label}>
      <svg viewBox="0 0 32 32" width="100%" height="100%" aria-hidden="true" focusable="false">
        {d.shape}
      </svg>
    </span>
  );
}
