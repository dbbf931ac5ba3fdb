import type { SessionView } from './sessions';
import { paiseToRupees } from '../money';

/**
 * The sandbox gateway's hosted pages (issue 16 point 6: they look like part of Khel): the site's dark theme, its
 * logo and favicon (the web build's /assets), a card like the wallet's, the amount in Indian grouping, Khel's
 * primary and ghost buttons. The colours are the site theme's tokens (shared/src/ui/theme/tokens.ts: bg, surface,
 * border, text, text-muted, accent, accent-text, accent-soft, focus); the page is served by the API, which does not
 * load the browser theme. Plain HTML forms, no script: the site's page CSP allows inline styles only.
 */
const THEME = {
  bg: '#0b0f1a',
  surface: '#141a29',
  border: '#2e3953',
  text: '#f1f4fa',
  muted: '#a9b2c6',
  accent: '#ff9f1c',
  accentText: '#1a0f00',
  accentSoft: 'rgba(255,159,28,.14)',
  focus: '#ffc46b',
  font: 'system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Devanagari",sans-serif',
} as const;

export const SANDBOX_TEXTS = {
  title: 'Khel · Secure payment',
  badge: 'Sandbox: a test payment, no money moves',
  approve: 'Approve payment',
  decline: 'Decline payment',
  back: 'Back to Khel',
  note: 'This page stands in for a payment gateway outside production.',
} as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** ₹ and Indian digit grouping with paise: 125000 rupees -> ₹1,25,000.00. */
export const inr = (paise: string | bigint) =>
  `₹${paiseToRupees(paise).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const T = THEME;
const STYLE = `:root{color-scheme:dark}*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:${T.bg};color:${T.text};font:14px/1.45 ${T.font}}
header{background:${T.surface};border-bottom:1px solid ${T.border};padding:10px 16px}
header img{display:block;height:32px;width:auto}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:${T.surface};border:1px solid ${T.border};border-radius:12px;padding:20px}
.badge{display:inline-block;background:${T.accentSoft};color:${T.accent};border-radius:999px;padding:2px 10px;font-size:12px;font-weight:600}
h1{font-size:20px;margin:12px 0 4px}.amount{font-size:26px;font-weight:700;margin:4px 0 16px}
.muted{color:${T.muted};font-size:13px;margin:0}
form{margin:10px 0 0}
button,.btn{display:flex;align-items:center;justify-content:center;width:100%;min-height:44px;border-radius:8px;font:600 16px ${T.font};cursor:pointer;text-decoration:none}
.primary{background:${T.accent};color:${T.accentText};border:0}
.ghost{background:transparent;color:${T.text};border:1px solid ${T.border}}
button:focus-visible,a:focus-visible{outline:2px solid ${T.focus};outline-offset:2px}
footer{margin-top:16px;text-align:center}`;

function page(heading: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(SANDBOX_TEXTS.title)}</title><link rel="icon" href="/assets/favicon.svg"><style>${STYLE}</style></head>
<body><header><a href="/" aria-label="Khel home"><img src="/assets/logo.svg" alt="Khel" width="150" height="32"></a></header>
<main><section class="card" aria-label="${escapeHtml(heading)}">${body}</section><footer><p class="muted">${escapeHtml(SANDBOX_TEXTS.note)}</p></footer></main></body></html>`;
}

/** The payment page of an open session, or what became of it. */
export function sandboxPaymentPage(s: SessionView): string {
  const id = escapeHtml(s.id);
  if (s.status !== 'open') return sandboxOutcomePage(`Payment ${s.status}`);
  return page(
    'Payment',
    `<span class="badge">${escapeHtml(SANDBOX_TEXTS.badge)}</span><h1>${escapeHtml(s.method_name)}</h1>
<p class="muted">Amount to pay</p><p class="amount">${inr(s.amount)}</p>
<form method="post" action="/wallet/gateway/sandbox/${id}/approved"><button type="submit" class="primary">${SANDBOX_TEXTS.approve}</button></form>
<form method="post" action="/wallet/gateway/sandbox/${id}/declined"><button type="submit" class="ghost">${SANDBOX_TEXTS.decline}</button></form>`,
  );
}

/** The outcome after the payer's decision (the gateway's message), with the way back to the site. */
export function sandboxOutcomePage(message: string): string {
  return page('Payment', `<h1>${escapeHtml(message)}</h1><p class="muted">&nbsp;</p><a class="btn primary" href="/">${SANDBOX_TEXTS.back}</a>`);
}
