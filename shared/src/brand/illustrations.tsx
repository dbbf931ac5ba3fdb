/**
 * Khel's empty-state illustrations: small SVG files in the theme's colours (root-config/public/assets/art, ~1 KB
 * each), fetched only when an empty state shows, so they cost the first page nothing. Decorative: the panel's
 * heading says what is empty.
 */
export const EMPTY_ART = {
  /** An open, empty box: nothing to list. */
  box: '/assets/art/empty-box.svg',
  /** A magnifier over an empty card: a search found nothing. */
  search: '/assets/art/no-results.svg',
  /** A blank receipt: no transactions or records yet. */
  records: '/assets/art/no-records.svg',
} as const;

export type EmptyArt = keyof typeof EMPTY_ART;

/** One illustration, 120 x 96 (the files' own size), decorative. */
export function EmptyArtImage({ art, width = 120 }: { art: EmptyArt; width?: number }) {
  return <img className="k-empty-art" src={EMPTY_ART[art]} alt="" width={width} height={(width * 96) / 120} decoding="async" data-art={art} />;
}
