// Hindi in the browser: switching the language on Settings translates the page, and the Devanagari is drawn with
// Noto Sans Devanagari glyphs (fonts-noto-core, which `npm test` installs with Chromium), not tofu boxes.
import type { Page } from 'playwright-core';
import { useSite } from './harness/site';

const site = useSite();
/** The Settings card with the language choice. */
const CARD = 'form.s-card:has(input[name="language"])';

/** The fonts Chromium really drew an element's text with (DevTools' "Rendered Fonts"): family -> glyph count. */
async function renderedFonts(page: Page, selector: string): Promise<Record<string, number>> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return Object.fromEntries(fonts.map((f) => [f.familyName, f.glyphCount]));
  } finally {
    await cdp.detach();
  }
}

/**
 * Draws each letter alone on a canvas in the page's font and returns its pixels as a string; a font without
 * Devanagari draws every letter as the same .notdef box, so the pictures would be equal.
 */
async function letterPictures(page: Page, letters: string[]): Promise<string[]> {
  return page.evaluate((chars) => {
    const font = `32px ${getComputedStyle(document.body).fontFamily}`;
    return chars.map((ch) => {
      const canvas = document.createElement('canvas');
      canvas.width = 48;
      canvas.height = 48;
      const ctx = canvas.getContext('2d')!;
      ctx.font = font;
      ctx.fillStyle = '#000';
      ctx.fillText(ch, 4, 36);
      const alpha = ctx.getImageData(0, 0, 48, 48).data.filter((_, i) => i % 4 === 3);
      return Array.from(alpha, (a) => (a > 127 ? '#' : '.')).join('');
    });
  }, letters);
}

test('Settings switches the site to Hindi, drawn with Noto Sans Devanagari', async () => {
  const page = await site.newPage('/setting', { offerSeen: true });
  await page.getByRole('button', { name: 'Update Language' }).waitFor();
  await page.locator('input[name="language"][value="hi"]').check();
  await page.getByRole('button', { name: 'Update Language' }).click();

  await page.locator('html[lang="hi"]').waitFor({ state: 'attached' });
  // The page itself is now in Hindi: the card's heading and its button.
  await page.locator(`${CARD} h2`, { hasText: 'भाषा' }).waitFor();
  await expect(page.locator(`${CARD} h2`).textContent()).resolves.toBe('भाषा');
  await expect(page.locator(`${CARD} button[type="submit"]`).textContent()).resolves.toBe('भाषा बदलें');

  // Chromium drew the heading's Devanagari with Noto Sans Devanagari glyphs, and nothing else.
  const fonts = await renderedFonts(page, `${CARD} h2`);
  expect(Object.keys(fonts)).toEqual(['Noto Sans Devanagari']);
  expect(fonts['Noto Sans Devanagari']).toBeGreaterThanOrEqual(3);

  // And as a picture: distinct letters look distinct (tofu would draw the same box four times) and are not blank.
  const pictures = await letterPictures(page, ['क', 'ख', 'ग', 'भ']);
  for (const p of pictures) expect(p.split('#').length - 1).toBeGreaterThan(20);
  expect(new Set(pictures).size).toBe(4);
});

test('the design tokens name Noto Sans Devanagari first for Devanagari text', async () => {
  const page = await site.newPage('/', { offerSeen: true });
  await page.locator('header.s-header').waitFor();
  const token = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--khel-font-devanagari').trim());
  expect(token.split(',')[0]).toBe('"Noto Sans Devanagari"');
});
