import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { recogniseUtr, stopUtrWorker } from '../src/wallet/auto-utr';
import { plainPng } from './wallet-png';

/**
 * The server's slip reader (tesseract.js + @khel/shared/utr) on the committed handful of generated slips
 * (scripts/slips/fixtures, made by scripts/slips/make-fixtures.mjs): one of each of the 8 layouts — UPI app receipts
 * light and dark, bank IMPS/NEFT tables with a 12-digit account or a +91 mobile beside the reference, references in
 * blocks and spaced — as screenshots, forwarded JPEGs and photos of a screen, plus bench:ocr's dark receipt photographed
 * turned (its 8s read as 5s until the reader straightened it), and issue 31's hard cases: screenshots saved sideways
 * both ways, forwarded twice (40 %, JPEG quality 12; two of three too poor to trust) and at 38 % resolution (read enlarged).
 * The larger corpus runs in bench:ocr.
 */
const DIR = path.join(__dirname, '../../../scripts/slips/fixtures');
const SLIPS = JSON.parse(fs.readFileSync(path.join(DIR, 'manifest.json'), 'utf8')) as { file: string; layout: string; variant: string; utr: string; readable: boolean }[];
const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-ocr-slips-'));

afterAll(async () => {
  await stopUtrWorker();
  fs.rmSync(cache, { recursive: true, force: true });
});

test('the fixtures cover 8 layouts, the hard cases players send, and a turned dark photo', () => {
  expect(new Set(SLIPS.map((s) => s.layout)).size).toBe(8);
  expect(new Set(SLIPS.map((s) => s.variant))).toEqual(new Set(['screen', 'forwarded', 'photo', 'sideways-90', 'sideways-270', 'forwarded-twice', 'low-res']));
  expect(SLIPS.find((s) => s.file === 'cred-dark.photo.jpg')?.utr).toBe('772225326848');
});

test.each(SLIPS.filter((s) => s.readable))('reads the UTR of $layout ($variant)', async ({ file, utr }) => {
  await expect(recogniseUtr(fs.readFileSync(path.join(DIR, file)), cache)).resolves.toBe(utr);
}, 120_000);

// Too poor to trust (forwarded twice; the dark one, enlarged, read a digit wrong at 93): nothing, so the player types it.
test.each(SLIPS.filter((s) => !s.readable))('gives no number for $layout ($variant) rather than a wrong one', async ({ file }) => {
  await expect(recogniseUtr(fs.readFileSync(path.join(DIR, file)), cache)).resolves.toBeUndefined();
}, 120_000);

test('an image with no text gives no UTR (both passes run, neither finds a number)', async () => {
  await expect(recogniseUtr(plainPng(200, 80), cache)).resolves.toBeUndefined();
}, 120_000);
