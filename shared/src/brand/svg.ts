import { BRAND, MARK, WORDMARK } from './paths';

/** The logo as standalone SVG files (favicon, app logo, site logo): the same geometry as the components. */
const NS = 'xmlns="http://www.w3.org/2000/svg"';

function markBody(x = 0, y = 0): string {
  const g = x || y ? ` transform="translate(${x} ${y})"` : '';
  return (
    `<g${g}><rect width="${MARK.tile.size}" height="${MARK.tile.size}" rx="${MARK.tile.radius}" fill="url(#k)"/>` +
    `<path d="${MARK.stroke}" stroke="${BRAND.ink}" stroke-width="${MARK.strokeWidth}" stroke-linecap="round" fill="none"/>` +
    `<circle cx="${MARK.ball.cx}" cy="${MARK.ball.cy}" r="${MARK.ball.r}" fill="${BRAND.ink}"/>` +
    `<path d="${MARK.seam}" stroke="${BRAND.saffron}" stroke-width="1.2" fill="none" stroke-linecap="round"/></g>`
  );
}

const GRADIENT = `<defs><linearGradient id="k" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND.saffron}"/><stop offset="1" stop-color="${BRAND.saffronDeep}"/></linearGradient></defs>`;

/** The mark alone: favicon and app logo. */
export function markSvg(): string {
  return `<svg ${NS} width="48" height="48" viewBox="0 0 48 48"><title>Khel</title>${GRADIENT}${markBody()}</svg>\n`;
}

/** Mark + wordmark for a dark background (the site's default logo). */
export function logoSvg(): string {
  const w = 48 + 14 + WORDMARK.width * 0.8;
  const word = `<path transform="translate(62 4.8) scale(.8)" d="${WORDMARK.strokes}" stroke="${BRAND.paper}" stroke-width="${WORDMARK.strokeWidth}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  return `<svg ${NS} width="${w}" height="48" viewBox="0 0 ${w} 48"><title>Khel</title>${GRADIENT}${markBody()}${word}</svg>\n`;
}
