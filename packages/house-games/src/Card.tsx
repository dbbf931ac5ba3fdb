// Suit shapes drawn as SVG (glyphs render differently on every phone): spade, heart, diamond, club.
const SUIT_PATHS: Record<string, string> = {
  S: 'M8 1C6 5 1 7 1 10.5 1 13 4 14 6.5 12L5.5 15h5l-1-3C12 14 15 13 15 10.5 15 7 10 5 8 1Z',
  H: 'M8 15C5 12 1 9.5 1 5.5 1 3 3 1.5 5 1.5 6.5 1.5 7.5 2.5 8 3.5 8.5 2.5 9.5 1.5 11 1.5 13 1.5 15 3 15 5.5 15 9.5 11 12 8 15Z',
  D: 'M8 1 14 8 8 15 2 8Z',
  C: 'M8 1.5a3 3 0 0 1 2.6 4.5A3 3 0 1 1 9.3 11.5L10.5 15h-5l1.2-3.5A3 3 0 1 1 5.4 6 3 3 0 0 1 8 1.5Z',
};
const RED = new Set(['H', 'D']);

/** A playing card: its rank and its suit's shape; read as e.g. "10H". `big` for a game's main cards. */
export function Card({ label, big = false }: { label: string; big?: boolean }) {
  const suit = label.slice(-1);
  return (
    <span className={`h-playing-card ${RED.has(suit) ? 'h-red' : ''} ${big ? 'h-big' : ''}`} role="img" aria-label={label}>
      {label.slice(0, -1)}
      <svg viewBox="0 0 16 16" width={big ? 20 : 12} height={big ? 20 : 12} aria-hidden="true" focusable="false">
        <path d={SUIT_PATHS[suit]} fill="currentColor" />
      </svg>
    </span>
  );
}
