// The slip layouts of the OCR corpus: each a function from a slip's data to an HTML body, drawn the way a player's
// screenshot of that app or bank page looks. Each carries the traps the UTR finder must step over: a +91 phone
// number, a 12-digit account number beside the reference, long alphanumeric app transaction ids, amounts and dates.

const inr = (amount) => amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const groups = (digits, size, sep = ' ') => digits.replace(new RegExp(`(\\d{${size}})(?=\\d)`, 'g'), `$1${sep}`);
const phoneSpaced = (phone) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

const BASE = `
  * { box-sizing: border-box; margin: 0; padding: 0; }
  body { width: 380px; font-family: 'Noto Sans', 'DejaVu Sans', sans-serif; }
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
  <div class="top"><div class="av">K</div><div>To KHEL PAYMENTS</div><div class="amt">&#8377;${inr(d.amount)}</div>
  <div class="ok">&#10004; Completed</div><div style="color:#5f6368;font-size:13px;margin-top:6px">${d.date}</div></div>
  <div class="card">
    <div class="l">From: ${d.payer} (State Bank of India ${d.last4})</div><div class="v">${phoneSpaced(d.phone)}</div>
    <div class="l">UPI transaction ID</div><div class="v">${d.utr}</div>
    <div class="l">To: KHEL PAYMENTS</div><div class="v">khelpay@okaxis</div>
    <div class="l">Google transaction ID</div><div class="v">${d.appId}</div>
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
  <div class="head"><b>Transaction Successful</b><span>${d.date}</span></div>
  <div class="sec"><div class="sm">Paid to</div><div class="row"><span>KHEL PAYMENTS</span><span class="big">&#8377;${inr(d.amount)}</span></div>
    <div class="sm">khelpay@ybl</div></div>
  <div class="sec"><div class="sm">Transaction ID</div><div>T${d.appId.slice(0, 21)}</div></div>
  <div class="sec"><div class="sm">Debited from</div><div class="row"><span>XXXXXXXX${d.last4}</span><span>&#8377;${inr(d.amount)}</span></div>
    <div class="sm">UTR: ${d.utr}</div></div>
  <div class="sec sm">Mobile ${d.phone}</div>`;
}

/** Paytm style, light: the reference in groups of 4. */
function paytmLight(d) {
  return `<style>${BASE}
    body { background: #f5f7fa; color: #101010; }
    .bar { background: #00baf2; color: #fff; padding: 14px 20px; font-size: 17px; font-weight: bold; }
    .card { margin: 14px; padding: 16px; background: #fff; border-radius: 12px; }
    .amt { font-size: 32px; font-weight: bold; margin: 4px 0 10px; } .k { color: #666; }
  </style>
  <div class="bar">Money Sent Successfully</div>
  <div class="card"><div style="color:#444">To KHEL PAYMENTS</div><div class="amt">&#8377; ${inr(d.amount)}</div>
    <div class="row"><span class="k">UPI Ref No</span><span>${groups(d.utr, 4)}</span></div>
    <div class="row"><span class="k">Order ID</span><span>${d.appId.slice(0, 11)}</span></div>
    <div class="row"><span class="k">Paid at</span><span>${d.date}</span></div>
    <div class="row"><span class="k">From</span><span>Paytm Wallet &middot; ${d.phone}</span></div></div>`;
}

/** BHIM style, dark: the reference number in blocks of 3, a date in digits beside it. */
function bhimDark(d) {
  return `<style>${BASE}
    body { background: #0f1b2d; color: #f1f4f8; font-family: 'Liberation Sans', sans-serif; }
    .top { padding: 26px 20px; text-align: center; border-bottom: 1px solid #26374f; }
    .amt { font-size: 36px; font-weight: bold; color: #7fe0a6; }
    .list { padding: 8px 20px; } .k { color: #9fb2c8; }
  </style>
  <div class="top"><div style="font-size:17px">Payment Success</div><div class="amt">&#8377;${inr(d.amount)}</div><div>to KHEL PAYMENTS</div></div>
  <div class="list">
    <div class="row"><span class="k">Date</span><span>${d.numericDate}</span></div>
    <div class="row"><span class="k">Ref. No.</span><span>${groups(d.utr, 3)}</span></div>
    <div class="row"><span class="k">Payer VPA</span><span>${d.phone}@upi</span></div>
    <div class="row"><span class="k">Remarks</span><span>deposit</span></div></div>`;
}

/** A bank app's receipt, light, with the reference's digits spaced out (letter-spacing) as some apps print them. */
function bankAppSpaced(d) {
  return `<style>${BASE}
    body { background: #fff; color: #222; font-family: 'DejaVu Sans', sans-serif; }
    .head { background: #97144d; color: #fff; padding: 16px 20px; font-size: 18px; }
    .box { padding: 16px 20px; } .k { color: #777; font-size: 13px; margin-top: 12px; }
    .ref { font-size: 17px; letter-spacing: 4px; font-weight: bold; }
  </style>
  <div class="head">Transfer Successful</div>
  <div class="box"><div style="font-size:30px;font-weight:bold">&#8377; ${inr(d.amount)}</div>
    <div class="k">Beneficiary</div><div>KHEL PAYMENTS</div>
    <div class="k">Reference Number</div><div class="ref">${groups(d.utr, 6)}</div>
    <div class="k">Transaction Date</div><div>${d.date}</div>
    <div class="k">Registered Mobile</div><div>${d.phone}</div></div>`;
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
  <div class="head">Union Bank of Bharat</div><div class="sub">IMPS Fund Transfer Acknowledgement</div>
  <table>
    <tr><td>Transaction Date</td><td>${d.numericDate}</td></tr>
    <tr><td>Remitter Account</td><td>${d.account2}</td></tr>
    <tr><td>Beneficiary Name</td><td>KHEL PAYMENTS</td></tr>
    <tr><td>Beneficiary Account No</td><td>${d.account}</td></tr>
    <tr><td>IMPS Ref No (RRN)</td><td>${d.utr}</td></tr>
    <tr><td>IFSC</td><td>HDFC0001234</td></tr>
    <tr><td>Amount (INR)</td><td>${inr(d.amount)}</td></tr>
    <tr><td>Status</td><td>SUCCESS</td></tr>
  </table><div style="padding:10px 16px;font-size:12px;color:#666">This is a computer generated acknowledgement.</div>`;
}

/** A bank's NEFT acknowledgement: a label/value table, the remitter's mobile (+91) right beside the reference. */
function bankNeftTable(d) {
  return `<style>${BASE} body { background: #fff; color: #111; font-family: 'Liberation Sans', sans-serif; } ${TABLE}
    .head { background: #1b5e20; }</style>
  <div class="head">Bharat Co-operative Bank</div><div class="sub">NEFT Transaction Acknowledgement</div>
  <table>
    <tr><td>Debit Account</td><td>XXXXXXXX${d.last4}</td></tr>
    <tr><td>Mobile Number</td><td>+91 ${d.phone}</td></tr>
    <tr><td>Transaction Reference No</td><td>${d.utr}</td></tr>
    <tr><td>Beneficiary</td><td>KHEL PAYMENTS</td></tr>
    <tr><td>Beneficiary A/c No</td><td>${d.account}</td></tr>
    <tr><td>Amount</td><td>Rs. ${inr(d.amount)}</td></tr>
    <tr><td>Date &amp; Time</td><td>${d.date}</td></tr>
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
  <div class="hero">payment successful<b>&#8377;${inr(d.amount)}</b></div>
  <div class="grid">
    <span class="k">paid to</span><span class="v">KHEL PAYMENTS</span>
    <span class="k">paid from</span><span class="v">${d.phone}</span>
    <span class="k">bank account</span><span class="v">${d.account}</span>
    <span class="k">UTR</span><span class="v">${d.utr}</span>
    <span class="k">time</span><span class="v">${d.date}</span>
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

/** The slip's whole HTML document. */
export function slipHtml(layout, data) {
  return `<!doctype html><html><head><meta charset="utf-8"></head><body>${LAYOUTS[layout](data)}</body></html>`;
}
