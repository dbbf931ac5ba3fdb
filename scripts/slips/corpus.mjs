// The OCR corpus: payment slips generated at test or bench time (never committed in bulk), each with a known UTR.
// A slip is a layout (layouts.mjs) rendered in Chromium as a phone screenshot, then made worse the way players' slips
// arrive (issue 31 point 5):
//   screen          — the PNG as the phone saved it;
//   forwarded       — sent on through a chat app: scaled to 60–80 % and recompressed as JPEG twice;
//   forwarded-twice — forwarded again: 40 % of the size, JPEG quality 12, twice;
//   sideways-90/-270 — the screenshot saved turned a quarter clockwise / anticlockwise;
//   cropped         — the player cut the top away just below the amount (data-crop in layouts.mjs);
//   hindi           — the app or bank page in Hindi: Devanagari labels, acronyms (UTR, UPI, RRN…) in Latin;
//   low-res         — the screenshot at 38 % of its resolution;
//   photo           — a photo of the screen taken with another phone: turned, in perspective, soft, noisy, unevenly lit;
//   glare           — such a photo with a lamp's glare across the slip;
//   out-of-focus    — such a photo, out of focus.
// Everything comes from a seeded random source, so a seed gives the same corpus (and the same traps) every time.
/* global document, Image -- the effects run inside the Chromium page (page.evaluate) */
import { LAYOUTS, slipHtml } from './layouts.mjs';

export const LAYOUT_NAMES = Object.keys(LAYOUTS);
export const VARIANTS = ['screen', 'forwarded', 'forwarded-twice', 'sideways-90', 'sideways-270', 'cropped', 'hindi', 'low-res', 'photo', 'glare', 'out-of-focus'];

/** mulberry32: a small, good-enough seeded random source. */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const digits = (rand, n, first = '123456789') => {
  let s = first[Math.floor(rand() * first.length)];
  while (s.length < n) s += String(Math.floor(rand() * 10));
  return s;
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const NAMES = ['Rahul Sharma', 'Priya Nair', 'Amit Verma', 'Sneha Iyer', 'Vikram Singh'];

/** One slip's data: the 12-digit UTR and the numbers that look like one (phone, accounts, app ids, dates). */
export function slipData(rand) {
  const day = 1 + Math.floor(rand() * 28);
  const month = Math.floor(rand() * 12);
  const hour = 1 + Math.floor(rand() * 12);
  const minute = String(Math.floor(rand() * 60)).padStart(2, '0');
  return {
    utr: digits(rand, 12),
    amount: [500, 1000, 1500, 2000, 2500, 5000, 10000][Math.floor(rand() * 7)] + (rand() < 0.3 ? 50 : 0),
    phone: digits(rand, 10, '6789'),
    account: digits(rand, 12),
    account2: digits(rand, 12),
    last4: digits(rand, 4),
    appId: `CICAgK${digits(rand, 6)}Q${digits(rand, 9)}A${digits(rand, 6)}`,
    payer: NAMES[Math.floor(rand() * NAMES.length)],
    date: `${day} ${MONTHS[month]} 2026, ${hour}:${minute} ${rand() < 0.5 ? 'AM' : 'PM'}`,
    numericDate: `${String(day).padStart(2, '0')}/${String(month + 1).padStart(2, '0')}/2026 ${String(hour + 8).padStart(2, '0')}:${minute}:${String(Math.floor(rand() * 60)).padStart(2, '0')}`,
  };
}

/** The layout rendered as a phone screenshot (PNG, device pixel ratio 2); `crop`: from just below the data-crop element. */
async function screenshot(browser, layout, data, { crop = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 420, height: 200 }, deviceScaleFactor: 2 });
  try {
    const page = await context.newPage();
    await page.setContent(slipHtml(layout, data));
    await page.evaluate(() => document.fonts.ready);
    const width = await page.evaluate(() => document.body.getBoundingClientRect().width);
    await page.setViewportSize({ width: Math.ceil(width), height: 200 });
    if (!crop) return await page.screenshot({ type: 'png', fullPage: true });
    const box = await page.evaluate(() => {
      const below = document.querySelector('[data-crop]').getBoundingClientRect().bottom + 4;
      return { top: Math.round(below), width: document.body.scrollWidth, height: document.body.scrollHeight };
    });
    return await page.screenshot({ type: 'png', fullPage: true, clip: { x: 0, y: box.top, width: box.width, height: box.height - box.top } });
  } finally {
    await context.close();
  }
}

/** Runs `fn(page)` on a blank page of its own context (viewport w×h), for the image effects. */
async function onPage(browser, w, h, fn) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: 1 });
  try {
    return await fn(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Forwarded through a chat app: scaled to `scale` and saved as JPEG at quality q1, then again at q2. */
async function forward(browser, png, { scale, q1, q2 }) {
  return onPage(browser, 200, 200, async (page) => {
    const dataUrl = await page.evaluate(
      async ({ src, scale, q1, q2 }) => {
        const load = (url) => new Promise((ok, fail) => Object.assign(new Image(), { onload() { ok(this); }, onerror: fail, src: url }));
        let img = await load(src);
        for (const [s, q] of [[scale, q1], [1, q2]]) {
          const c = document.createElement('canvas');
          c.width = Math.round(img.naturalWidth * s);
          c.height = Math.round(img.naturalHeight * s);
          const g = c.getContext('2d');
          g.imageSmoothingQuality = 'medium';
          g.drawImage(img, 0, 0, c.width, c.height);
          img = await load(c.toDataURL('image/jpeg', q));
        }
        return img.src;
      },
      { src: `data:image/png;base64,${png.toString('base64')}`, scale, q1, q2 },
    );
    return Buffer.from(dataUrl.split(',')[1], 'base64');
  });
}

/** Redrawn on a canvas: turned by `quarter` quarter turns clockwise and scaled by `scale`, saved as PNG. */
async function redraw(browser, png, { quarter = 0, scale = 1 }) {
  return onPage(browser, 200, 200, async (page) => {
    const dataUrl = await page.evaluate(
      async ({ src, quarter, scale }) => {
        const img = await new Promise((ok, fail) => Object.assign(new Image(), { onload() { ok(this); }, onerror: fail, src }));
        const w = Math.round(img.naturalWidth * scale);
        const h = Math.round(img.naturalHeight * scale);
        const c = document.createElement('canvas');
        [c.width, c.height] = quarter % 2 ? [h, w] : [w, h];
        const g = c.getContext('2d');
        g.imageSmoothingQuality = 'medium';
        g.translate(c.width / 2, c.height / 2);
        g.rotate((quarter * Math.PI) / 2);
        g.drawImage(img, -w / 2, -h / 2, w, h);
        return c.toDataURL('image/png');
      },
      { src: `data:image/png;base64,${png.toString('base64')}`, quarter, scale },
    );
    return Buffer.from(dataUrl.split(',')[1], 'base64');
  });
}

/**
 * A photo of the screen: the screenshot on a dark surround, turned and tilted, blurred, with noise and a soft sheen;
 * `glare`: a lamp's bright spot over part of the slip ({ x, y } in 0–1 of the frame, its strength 0–1).
 */
async function photograph(browser, png, { angle, tiltX, tiltY, blur, noise, seed, glare }) {
  const W = 900;
  const H = 1300;
  return onPage(browser, W, H, async (page) => {
    await page.setContent(`<!doctype html><html><body style="margin:0;width:${W}px;height:${H}px;overflow:hidden;
      background:radial-gradient(circle at 40% 30%,#4a4a48,#1c1c1b);display:flex;align-items:center;justify-content:center">
      <div style="perspective:1400px"><img id="s" style="display:block;max-width:${W - 180}px;max-height:${H - 160}px;
        transform:rotate(${angle}deg) rotateX(${tiltX}deg) rotateY(${tiltY}deg);filter:blur(${blur}px) contrast(0.92) brightness(1.04);
        border:14px solid #0c0c0c;border-radius:22px" src="data:image/png;base64,${png.toString('base64')}"></div>
      <div style="position:fixed;inset:0;background:repeating-linear-gradient(${(angle * 7) % 180}deg,rgba(0,0,0,.05) 0 1px,transparent 1px 3px)"></div>
      <div style="position:fixed;inset:0;background:radial-gradient(ellipse at 70% 20%,rgba(255,255,255,.16),transparent 55%)"></div>
      ${glare ? `<div style="position:fixed;inset:0;background:radial-gradient(ellipse 38% 16% at ${glare.x * 100}% ${glare.y * 100}%,rgba(255,255,250,${glare.strength}) 0,rgba(255,255,250,${glare.strength * 0.55}) 45%,transparent 100%)"></div>` : ''}
      <canvas id="n" width="${W}" height="${H}" style="position:fixed;inset:0"></canvas></body></html>`);
    await page.evaluate(
      async ({ noise, seed }) => {
        await document.getElementById('s').decode();
        const c = document.getElementById('n');
        const g = c.getContext('2d');
        const d = g.createImageData(c.width, c.height);
        let a = seed >>> 0;
        for (let i = 0; i < d.data.length; i += 4) {
          a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
          const v = a >>> 24;
          d.data[i] = d.data[i + 1] = d.data[i + 2] = v;
          d.data[i + 3] = noise;
        }
        g.putImageData(d, 0, 0);
      },
      { noise, seed },
    );
    return page.screenshot({ type: 'jpeg', quality: 72 });
  });
}

/** A photo's random turn, tilt, softness and noise (`blur` overrides the softness: out of focus). */
function photoEffects(rand, extra = {}) {
  const sign = () => (rand() < 0.5 ? -1 : 1);
  return {
    angle: sign() * (2 + rand() * 4),
    tiltX: sign() * (5 + rand() * 9),
    tiltY: sign() * (4 + rand() * 8),
    blur: 0.3 + rand() * 0.4,
    noise: 12 + Math.floor(rand() * 12),
    seed: Math.floor(rand() * 2 ** 31),
    ...extra,
  };
}

/**
 * Renders one slip: `{ name, layout, variant, utr, bytes, mime }`. `rand` draws the data and the effect's strength.
 */
export async function renderSlip(browser, layout, variant, rand) {
  if (!VARIANTS.includes(variant)) throw new Error(`unknown slip variant ${variant}`);
  const data = { ...slipData(rand), hindi: variant === 'hindi' };
  const png = await screenshot(browser, layout, data, { crop: variant === 'cropped' });
  let bytes = png;
  let mime = 'image/jpeg';
  if (variant === 'forwarded') {
    bytes = await forward(browser, png, { scale: 0.6 + rand() * 0.2, q1: 0.45 + rand() * 0.2, q2: 0.5 + rand() * 0.2 });
  } else if (variant === 'forwarded-twice') {
    bytes = await forward(browser, png, { scale: 0.4, q1: 0.12, q2: 0.12 });
  } else if (variant === 'photo') {
    bytes = await photograph(browser, png, photoEffects(rand));
  } else if (variant === 'glare') {
    bytes = await photograph(browser, png, photoEffects(rand, { glare: { x: 0.3 + rand() * 0.4, y: 0.3 + rand() * 0.4, strength: 0.5 + rand() * 0.15 } }));
  } else if (variant === 'out-of-focus') {
    const effects = photoEffects(rand);
    bytes = await photograph(browser, png, { ...effects, blur: 1.2 + rand() * 0.4 });
  } else if (variant === 'sideways-90' || variant === 'sideways-270') {
    bytes = await redraw(browser, png, { quarter: variant === 'sideways-90' ? 1 : 3 });
    mime = 'image/png';
  } else if (variant === 'low-res') {
    bytes = await redraw(browser, png, { scale: 0.38 });
    mime = 'image/png';
  } else {
    mime = 'image/png'; // screen, cropped, hindi: the screenshot as saved
  }
  return { name: `${layout}.${variant}`, layout, variant, utr: data.utr, bytes, mime };
}

/** The corpus: every layout in every variant, `copies` times with fresh data; slip i draws from seed·1000+i. */
export async function renderCorpus(browser, { seed = 16, copies = 1, layouts = LAYOUT_NAMES, variants = VARIANTS } = {}) {
  const slips = [];
  for (let copy = 0; copy < copies; copy++) {
    for (const layout of layouts) {
      for (const variant of variants) {
        const slip = await renderSlip(browser, layout, variant, seeded(seed * 1000 + slips.length));
        slips.push({ ...slip, name: copies > 1 ? `${slip.name}.${copy + 1}` : slip.name });
      }
    }
  }
  return slips;
}
