/**
 * Home's artwork, drawn for Khel: small SVG files (root-config/public/assets/art/home, 0.6-2.5 KB each) that the
 * browser fetches as images, so they add nothing to Home's JavaScript. All decorative: the texts name every tile,
 * section and the hero. Each has its file's own width and height so nothing shifts while it loads.
 */
const DIR = '/assets/art/home';

export type ArtFile = { src: string; width: number; height: number };

/** The hero's picture: a floodlit ground at night, a ball in flight, a card and a die. */
export const HERO_ART: ArtFile = { src: `${DIR}/hero.svg`, width: 200, height: 140 };

/** Section header emblems (40 x 40 drawings shown at 36 x 36). */
export const SECTION_ART = {
  sports: { src: `${DIR}/section-sports.svg`, width: 36, height: 36 },
  games: { src: `${DIR}/section-games.svg`, width: 36, height: 36 },
} satisfies Record<string, ArtFile>;

const tile = (name: string): ArtFile => ({ src: `${DIR}/tile-${name}.svg`, width: 96, height: 64 });

/** Each Home tile's picture (96 x 64), by the tile's route ('/casino' for the casino's tile, whichever section it opens). */
export const TILE_ART: Record<string, ArtFile> = {
  '/sports/cricket/4': tile('cricket'),
  '/sports/football/1': tile('football'),
  '/casino': tile('casino'),
  '/matka': tile('matka'),
  '/racing-category/horse': tile('racing'),
  '/cricket-fight': tile('fantasy'),
  '/sports-book': tile('sportsbook'),
  '/refer-earn': tile('refer'),
};

/** One decorative picture, at its own size. */
export function ArtImage({ art, className }: { art: ArtFile; className: string }) {
  return <img className={className} src={art.src} alt="" width={art.width} height={art.height} decoding="async" />;
}
