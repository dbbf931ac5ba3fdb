// The slip layouts of the OCR corpus: each a function from a slip's data to an HTML body, drawn the way a player's
// screenshot of that app or bank page looks, in English or with Hindi labels. Each carries the traps the UTR finder must step over: a +91 phone
// number, a 12-digit account number beside the reference, long alphanumeric app transaction ids, amounts and dates.

const inr = (amount) => amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const groups = (digits, size, sep = ' ') => digits.replace(new RegExp(`(\\d{${size}})(?=\\d)`, 'g'), `$1${sep}`);
const phoneSpaced = (phone) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

/**
 * The labels as a Hindi-language app or bank page prints them: Devanagari words, with the acronyms Indian apps keep
 * in Latin letters (UTR, UPI, RRN, IMPS, NEFT, IFSC, VPA, INR) and the payee's name as registered.
 */
const HINDI = {
  'To KHEL PAYMENTS': 'KHEL PAYMENTS को',
  Completed: 'पूरा हुआ',
  From: 'से',
  'State Bank of India': 'भारतीय स्टेट बैंक',
  'UPI transaction ID': 'UPI लेन-देन आईडी',
  'To:': 'प्राप्तकर्ता:',
  'Google transaction ID': 'Google लेन-देन आईडी',
  'Transaction Successful': 'लेन-देन सफल',
  'Paid to': 'भुगतान किया गया',
  'Transaction ID': 'लेन-देन आईडी',
  'Debited from': 'इस खाते से डेबिट',
  Mobile: 'मोबाइल',
  'Money Sent Successfully': 'पैसे सफलतापूर्वक भेजे गए',
  'UPI Ref No': 'UPI संदर्भ सं.',
  'Order ID': 'ऑर्डर आईडी',
  'Paid at': 'भुगतान का समय',
  'Paytm Wallet': 'पेटीएम वॉलेट',
  'Payment Success': 'भुगतान सफल',
  'to KHEL PAYMENTS': 'KHEL PAYMENTS को',
  Date: 'तारीख',
  'Ref. No.': 'संदर्भ सं.',
  'Payer VPA': 'भुगतानकर्ता VPA',
  Remarks: 'टिप्पणी',
  deposit: 'जमा',
  'Transfer Successful': 'ट्रांसफ़र सफल',
  Beneficiary: 'लाभार्थी',
  'Reference Number': 'संदर्भ संख्या',
  'Transaction Date': 'लेन-देन की तारीख',
  'Registered Mobile': 'पंजीकृत मोबाइल',
  'IMPS Fund Transfer Acknowledgement': 'IMPS फ़ंड ट्रांसफ़र पावती',
  'Remitter Account': 'प्रेषक खाता',
  'Beneficiary Name': 'लाभार्थी का नाम',
  'Beneficiary Account No': 'लाभार्थी खाता सं.',
  'IMPS Ref No (RRN)': 'IMPS संदर्भ सं. (RRN)',
  'Amount (INR)': 'राशि (INR)',
  Status: 'स्थिति',
  SUCCESS: 'सफल',
  'This is a computer generated acknowledgement.': 'यह कंप्यूटर से बनी पावती है।',
  'NEFT Transaction Acknowledgement': 'NEFT लेन-देन पावती',
  'Debit Account': 'डेबिट खाता',
  'Mobile Number': 'मोबाइल नंबर',
  'Transaction Reference No': 'लेन-देन संदर्भ सं.',
  'Beneficiary A/c No': 'लाभार्थी खाता सं.',
  Amount: 'राशि',
  'Date &amp; Time': 'तारीख और समय',
  'payment successful': 'भुगतान सफल',
  'paid to': 'प्राप्तकर्ता',
  'paid from': 'भुगतानकर्ता',
  'bank account': 'बैंक खाता',
  time: 'समय',
};

/** A label in the slip's language (`d.hindi`: Hindi; every Hindi label is listed, so none stays English by mistake). */
function tr(d, text) {
  if (!d.hindi) return text;
  if (!(text in HINDI)) throw new Error(`slip label without Hindi: ${text}`);
  return HINDI[text];
}

const BASE = `
  * { box-sizing: border-box; margin: 0; padding: 0; }
  body { width: 380px; font-family: 'Noto Sans', 'Noto Sans Devanagari', 'DejaVu Sans', sans-serif; }
  .row { display: flex; justify-content: space-between; gap: 12px; padding: 9px 0; font-size: 15px; }
`;

/** Google Pay style, light: label above value, the payer's +91 number just above the UPI transaction ID. */
function gpayLight(d) {
  return `<style>${BASE}
    body { background: #fff; color: #202124; }
    .top { padding: 28px 20px 18px; text-align: center; }
    .av { width: 52px; height: 52px; border-radius: 50%; background: #7e57c2; color: #fff; font-size: 24px; line-height: 52px; margin: 0 auto 8px; }
    .amt { font-size: 40px; margin: 10px 0 6px; }
    .ok { color: #188038; font-size: 15px; }
    .card { margin: 10px 16px; border: 1px solid #dadce0; border-radius: 8px; padding: 14px 16px; font-size: 14px; }
    .l { color: #5f6368; margin-top: 10px; } .v { font-size: 15px; }
  </style>
  <div class="top"><div class="av">K</div><div>${tr(d, 'To KHEL PAYMENTS')}</div><div class="amt" data-crop>&#8377;${inr(d.amount)}</div>
  <div class="ok">&#10004; ${tr(d, 'Completed')}</div><div style="color:#5f6368;font-size:13px;margin-top:6px">${d.date}</div></div>
  <div class="card">
    <div class="l">${tr(d, 'From')}: ${d.payer} (${tr(d, 'State Bank of India')} ${d.last4})</div><div class="v">${phoneSpaced(d.phone)}</div>
    <div class="l">${tr(d, 'UPI transaction ID')}</div><div class="v">${d.utr}</div>
    <div class="l">${tr(d, 'To:')} KHEL PAYMENTS</div><div class="v">khelpay@okaxis</div>
    <div class="l">${tr(d, 'Google transaction ID')}</div><div class="v">${d.appId}</div>
  </div>`;
}

/** PhonePe style, dark: the app's long alphanumeric transaction id first, the UTR inline below. */
function phonepeDark(d) {
  return `<style>${BASE}
    body { background: #121212; color: #e8e8e8; }
    .head { background: #2d1b4e; padding: 20px; } .head b { font-size: 19px; display: block; } .head span { color: #bba8db; font-size: 13px; }
    .sec { padding: 14px 20px; border-bottom: 1px solid #2c2c2c; }
    .sm { color: #9e9e9e; font-size: 13px; } .big { font-size: 26px; font-weight: bold; }
  </style>
  <div class="head"><b>${tr(d, 'Transaction Successful')}</b><span>${d.date}</span></div>
  <div class="sec"><div class="sm">${tr(d, 'Paid to')}</div><div class="row" data-crop><span>KHEL PAYMENTS</span><span class="big">&#8377;${inr(d.amount)}</span></div>
    <div class="sm">khelpay@ybl</div></div>
  <div class="sec"><div class="sm">${tr(d, 'Transaction ID')}</div><div>T${d.appId.slice(0, 21)}</div></div>
  <div class="sec"><div class="sm">${tr(d, 'Debited from')}</div><div class="row"><span>XXXXXXXX${d.last4}</span><span>&#8377;${inr(d.amount)}</span></div>
    <div class="sm">UTR: ${d.utr}</div></div>
  <div class="sec sm">${tr(d, 'Mobile')} ${d.phone}</div>`;
}

/** Paytm style, light: the reference in groups of 4. */
function paytmLight(d) {
  return `<style>${BASE}
    body { background: #f5f7fa; color: #101010; }
    .bar { background: #00baf2; color: #fff; padding: 14px 20px; font-size: 17px; font-weight: bold; }
    .card { margin: 14px; padding: 16px; background: #fff; border-radius: 12px; }
    .amt { font-size: 32px; font-weight: bold; margin: 4px 0 10px; } .k { color: #666; }
  </style>
  <div class="bar">${tr(d, 'Money Sent Successfully')}</div>
  <div class="card"><div style="color:#444">${tr(d, 'To KHEL PAYMENTS')}</div><div class="amt" data-crop>&#8377; ${inr(d.amount)}</div>
    <div class="row"><span class="k">${tr(d, 'UPI Ref No')}</span><span>${groups(d.utr, 4)}</span></div>
    <div class="row"><span class="k">${tr(d, 'Order ID')}</span><span>${d.appId.slice(0, 11)}</span></div>
    <div class="row"><span class="k">${tr(d, 'Paid at')}</span><span>${d.date}</span></div>
    <div class="row"><span class="k">${tr(d, 'From')}</span><span>${tr(d, 'Paytm Wallet')} &middot; ${d.phone}</span></div></div>`;
}

/** BHIM style, dark: the reference number in blocks of 3, a date in digits beside it. */
function bhimDark(d) {
  return `<style>${BASE}
    body { background: #0f1b2d; color: #f1f4f8; font-family: 'Liberation Sans', sans-serif; }
    .top { padding: 26px 20px; text-align: center; border-bottom: 1px solid #26374f; }
    .amt { font-size: 36px; font-weight: bold; color: #7fe0a6; }
    .list { padding: 8px 20px; } .k { color: #9fb2c8; }
  </style>
  <div class="top"><div style="font-size:17px">${tr(d, 'Payment Success')}</div><div class="amt" data-crop>&#8377;${inr(d.amount)}</div><div>${tr(d, 'to KHEL PAYMENTS')}</div></div>
  <div class="list">
    <div class="row"><span class="k">${tr(d, 'Date')}</span><span>${d.numericDate}</span></div>
    <div class="row"><span class="k">${tr(d, 'Ref. No.')}</span><span>${groups(d.utr, 3)}</span></div>
    <div class="row"><span class="k">${tr(d, 'Payer VPA')}</span><span>${d.phone}@upi</span></div>
    <div class="row"><span class="k">${tr(d, 'Remarks')}</span><span>${tr(d, 'deposit')}</span></div></div>`;
}

/** A bank app's receipt, light, with the reference's digits spaced out (letter-spacing) as some apps print them. */
function bankAppSpaced(d) {
  return `<style>${BASE}
    body { background: #fff; color: #222; font-family: 'DejaVu Sans', sans-serif; }
    .head { background: #97144d; color: #fff; padding: 16px 20px; font-size: 18px; }
    .box { padding: 16px 20px; } .k { color: #777; font-size: 13px; margin-top: 12px; }
    .ref { font-size: 17px; letter-spacing: 4px; font-weight: bold; }
  </style>
  <div class="head">${tr(d, 'Transfer Successful')}</div>
  <div class="box"><div style="font-size:30px;font-weight:bold" data-crop>&#8377; ${inr(d.amount)}</div>
    <div class="k">${tr(d, 'Beneficiary')}</div><div>KHEL PAYMENTS</div>
    <div class="k">${tr(d, 'Reference Number')}</div><div class="ref">${groups(d.utr, 6)}</div>
    <div class="k">${tr(d, 'Transaction Date')}</div><div>${d.date}</div>
    <div class="k">${tr(d, 'Registered Mobile')}</div><div>${d.phone}</div></div>`;
}

const TABLE = `
  .head { background: #0b3d91; color: #fff; padding: 16px 20px; font-size: 20px; font-weight: bold; }
  .sub { background: #f2f5fb; padding: 10px 20px; font-size: 15px; }
  table { width: 100%; border-collapse: collapse; margin: 8px 0; }
  td { padding: 9px 16px; font-size: 15px; border: 1px solid #dde3ee; }
  td:first-child { color: #444; width: 50%; } td:last-child { font-weight: bold; }
`;

/** A bank's IMPS acknowledgement: a label/value table, the full 12-digit beneficiary account right above the RRN. */
function bankImpsTable(d) {
  return `<style>${BASE} body { background: #fff; color: #111; } ${TABLE}</style>
  <div class="head">Union Bank of Bharat</div><div class="sub" data-crop>${tr(d, 'IMPS Fund Transfer Acknowledgement')}</div>
  <table>
    <tr><td>${tr(d, 'Transaction Date')}</td><td>${d.numericDate}</td></tr>
    <tr><td>${tr(d, 'Remitter Account')}</td><td>${d.account2}</td></tr>
    <tr><td>${tr(d, 'Beneficiary Name')}</td><td>KHEL PAYMENTS</td></tr>
    <tr><td>${tr(d, 'Beneficiary Account No')}</td><td>${d.account}</td></tr>
    <tr><td>${tr(d, 'IMPS Ref No (RRN)')}</td><td>${d.utr}</td></tr>
    <tr><td>IFSC</td><td>HDFC0001234</td></tr>
    <tr><td>${tr(d, 'Amount (INR)')}</td><td>${inr(d.amount)}</td></tr>
    <tr><td>${tr(d, 'Status')}</td><td>${tr(d, 'SUCCESS')}</td></tr>
  </table><div style="padding:10px 16px;font-size:12px;color:#666">${tr(d, 'This is a computer generated acknowledgement.')}</div>`;
}

/** A bank's NEFT acknowledgement: a label/value table, the remitter's mobile (+91) right beside the reference. */
function bankNeftTable(d) {
  return `<style>${BASE} body { background: #fff; color: #111; font-family: 'Liberation Sans', sans-serif; } ${TABLE}
    .head { background: #1b5e20; }</style>
  <div class="head">Bharat Co-operative Bank</div><div class="sub" data-crop>${tr(d, 'NEFT Transaction Acknowledgement')}</div>
  <table>
    <tr><td>${tr(d, 'Debit Account')}</td><td>XXXXXXXX${d.last4}</td></tr>
    <tr><td>${tr(d, 'Mobile Number')}</td><td>+91 ${d.phone}</td></tr>
    <tr><td>${tr(d, 'Transaction Reference No')}</td><td>${d.utr}</td></tr>
    <tr><td>${tr(d, 'Beneficiary')}</td><td>KHEL PAYMENTS</td></tr>
    <tr><td>${tr(d, 'Beneficiary A/c No')}</td><td>${d.account}</td></tr>
    <tr><td>${tr(d, 'Amount')}</td><td>Rs. ${inr(d.amount)}</td></tr>
    <tr><td>${tr(d, 'Date &amp; Time')}</td><td>${d.date}</td></tr>
  </table>`;
}

/** A payments app, dark, receipt as a two-column grid whose value column starts far right (columns read apart). */
function credDark(d) {
  return `<style>${BASE}
    body { background: #000; color: #fafafa; width: 420px; font-family: 'DejaVu Sans', sans-serif; }
    .hero { padding: 30px 22px 20px; } .hero b { font-size: 34px; display: block; margin-top: 8px; }
    .grid { display: grid; grid-template-columns: 1fr 1fr; row-gap: 14px; padding: 10px 22px 26px; font-size: 14px; }
    .k { color: #8a8a8a; } .v { text-align: right; }
  </style>
  <div class="hero">${tr(d, 'payment successful')}<b data-crop>&#8377;${inr(d.amount)}</b></div>
  <div class="grid">
    <span class="k">${tr(d, 'paid to')}</span><span class="v">KHEL PAYMENTS</span>
    <span class="k">${tr(d, 'paid from')}</span><span class="v">${d.phone}</span>
    <span class="k">${tr(d, 'bank account')}</span><span class="v">${d.account}</span>
    <span class="k">UTR</span><span class="v">${d.utr}</span>
    <span class="k">${tr(d, 'time')}</span><span class="v">${d.date}</span>
  </div>`;
}

/** Every layout by name: UPI apps light and dark, bank tables, spaced and grouped references. */
export const LAYOUTS = {
  'gpay-light': gpayLight,
  'phonepe-dark': phonepeDark,
  'paytm-light': paytmLight,
  'bhim-dark': bhimDark,
  'bank-app-spaced': bankAppSpaced,
  'bank-imps-table': bankImpsTable,
  'bank-neft-table': bankNeftTable,
  'cred-dark': credDark,
};

/**
 * The slip's whole HTML document. `data.hindi`: the labels in Hindi. The element marked `data-crop` is where a
 * player's crop "below the amount" starts (the amount itself; on the bank tables, whose amount is a row under the
 * reference, the letterhead).
 */
export function slipHtml(layout, data) {
  return `<!doctype html><html lang="${data.hindi ? 'hi' : 'en'}"><head><meta charset="utf-8"></head><body>${LAYOUTS[layout](data)}</body></html>`;
}
