import type { Browser } from 'playwright-core';

/**
 * Payment-slip images for the deposit tests and the OCR benchmark: an HTML slip rendered in Chromium and
 * screenshotted, so each PNG carries a known UTR. No imports beyond types, so scripts/bench/ocr.mjs can load
 * this file after stripping its types.
 */
export type SlipLayout = 'upi-receipt' | 'bank-imps' | 'wallet-screenshot';
export const SLIP_LAYOUTS: SlipLayout[] = ['upi-receipt', 'bank-imps', 'wallet-screenshot'];

export interface SlipData {
  /** 12 digits. */
  utr: string;
  /** Rupees. */
  amount: number;
}

const group4 = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');
const inr = (amount: number) => amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const BASE = `
  * { box-sizing: border-box; margin: 0; padding: 0; }
  body { width: 380px; font-family: 'DejaVu Sans', Arial, sans-serif; color: #1b1b1f; background: #fff; }
  .row { display: flex; justify-content: space-between; padding: 9px 0; font-size: 15px; border-bottom: 1px solid #eee; }
  .k { color: #555; }
  .v { font-weight: bold; text-align: right; }
`;

/** A UPI app's receipt: tick, amount, payee, UPI transaction ID. */
function upiReceipt({ utr, amount }: SlipData): string {
  return `<style>${BASE}
    .top { background: #e8f5e9; padding: 24px 20px; text-align: center; }
    .tick { width: 56px; height: 56px; border-radius: 50%; background: #1e8e3e; color: #fff; font-size: 34px; line-height: 56px; margin: 0 auto 10px; }
    .amt { font-size: 34px; font-weight: bold; margin: 6px 0; }
    .box { padding: 14px 20px; }
  </style>
  <div class="top">
    <div class="tick">&#10003;</div>
    <div style="font-size:18px">Payment Successful</div>
    <div class="amt">&#8377;${inr(amount)}</div>
    <div style="font-size:14px;color:#444">Paid to KHEL PAYMENTS</div>
    <div style="font-size:13px;color:#666">khelpay@okaxis</div>
  </div>
  <div class="box">
    <div class="row"><span class="k">Date</span><span class="v">22 Nov 2026, 10:42 AM</span></div>
    <div class="row"><span class="k">From</span><span class="v">Savings account</span></div>
    <div class="row"><span class="k">UPI transaction ID</span><span class="v">${utr}</span></div>
    <div class="row"><span class="k">Status</span><span class="v">Completed</span></div>
  </div>`;
}

/** A bank's IMPS/NEFT confirmation: letterhead and a table with the beneficiary, IFSC and the RRN. */
function bankImps({ utr, amount }: SlipData): string {
  return `<style>${BASE}
    .head { background: #0b3d91; color: #fff; padding: 16px 20px; font-size: 20px; font-weight: bold; }
    .sub { background: #f2f5fb; padding: 10px 20px; font-size: 15px; }
    table { width: 100%; border-collapse: collapse; margin: 8px 0; }
    td { padding: 9px 20px; font-size: 15px; border-bottom: 1px solid #dde3ee; }
    td:first-child { color: #444; width: 48%; }
    td:last-child { font-weight: bold; }
  </style>
  <div class="head">National Bank of India</div>
  <div class="sub">Fund Transfer - Transaction Confirmation</div>
  <table>
    <tr><td>Transfer Type</td><td>IMPS</td></tr>
    <tr><td>Beneficiary Name</td><td>KHEL PAYMENTS</td></tr>
    <tr><td>Beneficiary A/c</td><td>XXXXXXXX4321</td></tr>
    <tr><td>IFSC</td><td>HDFC0001234</td></tr>
    <tr><td>Amount (INR)</td><td>${inr(amount)}</td></tr>
    <tr><td>IMPS Ref No (RRN)</td><td>${utr}</td></tr>
    <tr><td>Status</td><td>SUCCESS</td></tr>
  </table>
  <div style="padding:10px 20px;font-size:12px;color:#666">This is a computer generated confirmation.</div>`;
}

/** A wallet app's screenshot: coloured header, amount, and the reference number in groups of 4. */
function walletScreenshot({ utr, amount }: SlipData): string {
  return `<style>${BASE}
    .bar { background: #00baf2; color: #fff; padding: 14px 20px; font-size: 17px; font-weight: bold; }
    .card { margin: 16px; padding: 16px; border: 1px solid #d7e3ea; border-radius: 10px; }
    .amt { font-size: 30px; font-weight: bold; margin: 4px 0 10px; }
  </style>
  <div class="bar">Money Sent</div>
  <div class="card">
    <div style="font-size:15px;color:#444">To KHEL PAYMENTS</div>
    <div class="amt">Rs ${inr(amount)}</div>
    <div class="row"><span class="k">UPI Ref No</span><span class="v">${group4(utr)}</span></div>
    <div class="row"><span class="k">Paid at</span><span class="v">10:42 AM, 22 Nov</span></div>
    <div class="row"><span class="k">Paid from</span><span class="v">Wallet balance</span></div>
  </div>`;
}

const RENDERERS: Record<SlipLayout, (data: SlipData) => string> = {
  'upi-receipt': upiReceipt,
  'bank-imps': bankImps,
  'wallet-screenshot': walletScreenshot,
};

/** The slip's HTML (a whole document). */
export function slipHtml(layout: SlipLayout, data: SlipData): string {
  return `<!doctype html><html><head><meta charset="utf-8"></head><body>${RENDERERS[layout](data)}</body></html>`;
}

/** Renders the slip in its own context of `browser` and returns the PNG, as a phone's screenshot would be. */
export async function renderSlip(browser: Browser, layout: SlipLayout, data: SlipData): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width: 380, height: 200 }, deviceScaleFactor: 2 });
  try {
    const page = await context.newPage();
    await page.setContent(slipHtml(layout, data));
    return await page.screenshot({ type: 'png', fullPage: true });
  } finally {
    await context.close();
  }
}

/** A random 12-digit UTR (no leading zero). */
export function randomUtr(): string {
  let utr = String(1 + Math.floor(Math.random() * 9));
  while (utr.length < 12) utr += String(Math.floor(Math.random() * 10));
  return utr;
}
