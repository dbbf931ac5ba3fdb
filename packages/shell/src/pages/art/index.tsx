/**
 * Home's artwork, drawn for Khel: one SVG file (root-config/public/assets/art/home/home.svg) holding every drawing,
 * each shown through a <view> of its own name (`home.svg#tile-cricket`), fetched as an image, so it adds nothing to
 * Home's JavaScript. One file rather than one per picture: Chromium builds a whole document for each SVG image it
 * draws, and Home's eleven files cost ~280 ms of main thread (unthrottled, in Lighthouse's trace; ~1.1 s at its 4x)
 * and eleven requests. All decorative: the texts name every tile, section and the hero. Each has its drawing's own
 * width and height so nothing shifts while it loads.
 */
const SPRITE = '/assets/art/home/home.svg';

export type ArtFile = { src: string; width: number; height: number };

/** The hero's picture: a floodlit ground at night, a ball in flight, a card and a die. */
export const HERO_ART: ArtFile = { src: `${SPRITE}#hero`, width: 200, height: 140 };

/** Section header emblems (40 x 40 drawings shown at 36 x 36). */
export const SECTION_ART = {
  sports: { src: `${SPRITE}#section-sports`, width: 36, height: 36 },
  games: { src: `${SPRITE}#section-games`, width: 36, height: 36 },
} satisfies Record<string, ArtFile>;

const tile = (name: string): ArtFile => ({ src: `${SPRITE}#tile-${name}`, width: 96, height: 64 });

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
