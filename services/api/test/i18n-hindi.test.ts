// Every English string the browser translates has a Hindi string, written in Hindi: a key missing from
// ENGLISH_KEYS or from the Hindi file, or an English string left in the Hindi file, fails here.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ENGLISH_KEYS } from '../src/services/site/english-keys';
import { HINDI } from '../src/services/site/translations-hi';
import { LIMIT_KINDS, LIMIT_PERIODS } from '@khel/shared/validation';
import { limitNotice } from '../src/protection/messages';

const ROOT = path.resolve(__dirname, '../../..');
const BROWSER_SOURCES = ['shared/src', 'packages', 'root-config/src'];
// The development gallery is for developers and stays English.
// The gallery is a developer page; the console is English only; the built-in games' page (an iframe of its own,
// not a site module) carries its own English/Hindi dictionary (packages/house-games/src/texts.ts).
const NOT_TRANSLATED = ['packages/dev-gallery', 'packages/backoffice', 'packages/house-games'];

// The operator console's messages: the console is English only.
const OPERATOR_ONLY = ['OPERATOR_MESSAGES'];

/**
 * Strings that stay exactly the same in Hindi, each with its reason. None today: brand names are written in
 * Devanagari (व्हाट्सऐप), as the site test also asks every Hindi value to be.
 */
const SAME_IN_HINDI: Record<string, string> = {};

/** Latin words a Hindi string may keep, each with its reason; any other Latin word is English left behind. */
const LATIN_IN_HINDI: Record<string, string> = {
  UTR: 'Unique Transaction Reference, the bank term printed on slips',
  UPI: 'the payment system, written UPI in Hindi too',
  IFSC: 'the bank branch code, written IFSC in Hindi too',
  OTP: 'one-time password, written OTP in Hindi SMS and apps',
  ID: 'as in user ID, written ID in Hindi apps',
  QR: 'QR code',
  JPG: 'file format',
  JPEG: 'file format',
  PNG: 'file format',
  WEBP: 'file format',
  MB: 'megabyte',
  CORS: 'the browser error name',
  GMT: 'time zone offset',
  NUL: 'the character name',
  USDT: 'the crypto currency code',
  'Asia/Kolkata': 'the time zone name',
  'name@bank': 'the UPI address format example',
  // API values quoted in the validation messages, in brackets after their Hindi.
  client_deposit: 'API value',
  client_withdrawal: 'API value',
  register: 'API value',
  forgot: 'API value',
  'true/false': 'API value',
  'payment-slip': 'API value',
  'qr-code': 'API value',
  X: 'the percentage placeholder in "Get X% Bonus"',
};

/** Keys the code builds at run time (rowTitle: the transaction type in title case plus "Request"). */
const RUNTIME_KEYS = ['Client Deposit Request', 'Manual Deposit Request', 'Client Withdrawal Request', 'Manual Withdrawal Request'];

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist'].includes(entry.name) && !NOT_TRANSLATED.includes(path.relative(ROOT, full))) sourceFiles(full, out);
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|e2e)\.tsx?$|\.d\.ts$/.test(entry.name)) {
      out.push(full);
    }
  }
  return out;
}

const isText = (n: ts.Node): n is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral => ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n);

/**
 * The English keys the browser sources translate, each with the file that uses it: literal and constant arguments
 * of t(...), strings returned by functions whose result goes to t(...), and the label/title strings of the tables
 * (menus, statuses, filters) whose entries the pages pass to t(...).
 */
function usedKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  const parsed = BROWSER_SOURCES.flatMap((d) => sourceFiles(path.join(ROOT, d))).map((file) => ({
    file: path.relative(ROOT, file),
    src: ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true),
  }));
  const visit = (node: ts.Node, fn: (n: ts.Node) => void) => {
    fn(node);
    ts.forEachChild(node, (child) => visit(child, fn));
  };
  const translatedFunctions = new Set<string>();
  const labelled = new Set<string>();
  for (const { src } of parsed) {
    visit(src, (n) => {
      if (!ts.isCallExpression(n) || n.arguments.length === 0) return;
      const callee = ts.isIdentifier(n.expression) ? n.expression.text : ts.isPropertyAccessExpression(n.expression) ? n.expression.name.text : '';
      const arg = n.arguments[0]!;
      if (callee !== 't') return;
      if (ts.isCallExpression(arg) && ts.isIdentifier(arg.expression)) translatedFunctions.add(arg.expression.text);
      if (ts.isPropertyAccessExpression(arg) && ['label', 'title'].includes(arg.name.text)) labelled.add(arg.name.text);
    });
  }
  for (const { file, src } of parsed) {
    const constants = new Map<string, string>();
    visit(src, (n) => {
      if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer && isText(n.initializer)) constants.set(n.name.text, n.initializer.text);
    });
    visit(src, (n) => {
      if (ts.isCallExpression(n) && n.arguments.length > 0) {
        const callee = ts.isIdentifier(n.expression) ? n.expression.text : ts.isPropertyAccessExpression(n.expression) ? n.expression.name.text : '';
        const arg = n.arguments[0]!;
        if (callee === 't' && isText(arg)) keys.set(arg.text, file);
        if (callee === 't' && ts.isIdentifier(arg) && constants.has(arg.text)) keys.set(constants.get(arg.text)!, file);
      }
      if (ts.isFunctionDeclaration(n) && n.name && translatedFunctions.has(n.name.text) && n.body) {
        visit(n.body, (r) => {
          if (ts.isReturnStatement(r) && r.expression && isText(r.expression)) keys.set(r.expression.text, file);
        });
      }
      // The validation messages (USER_MESSAGES, WALLET_MESSAGES, ...) the forms show through t(error).
      if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && /^[A-Z]+_MESSAGES$/.test(n.name.text) && !OPERATOR_ONLY.includes(n.name.text)) {
        visit(n, (p) => {
          if (ts.isPropertyAssignment(p) && isText(p.initializer)) keys.set(p.initializer.text, file);
        });
      }
      if (ts.isPropertyAssignment(n) && labelled.has(n.name.getText(src)) && isText(n.initializer) && /^[A-Z][a-z]/.test(n.initializer.text)) {
        keys.set(n.initializer.text, file);
      }
    });
  }
  for (const key of RUNTIME_KEYS) keys.set(key, 'packages/wallet/src/transactions/status.ts (rowTitle)');
  return keys;
}

const placeholders = (s: string) => (s.match(/\{\{?\w+\}?\}/g) ?? []).sort();

describe('Hindi translations', () => {
  const used = usedKeys();

  it('finds the keys the pages translate (the extraction works)', () => {
    for (const key of ['Deposit', 'Cricket', 'Approve In Process', 'Accepted Amount', 'Client Deposit Request', 'Please Enter Deposit Amount']) {
      expect([key, used.has(key)]).toEqual([key, true]);
    }
    expect(used.size).toBeGreaterThan(150);
  });

  it('every key the browser sources translate is an English key', () => {
    const missing = [...used].filter(([key]) => !ENGLISH_KEYS.includes(key)).map(([key, file]) => `${JSON.stringify(key)} (${file})`);
    expect(missing).toEqual([]);
  });

  it('every English key has a Hindi string, and the Hindi file has no other key', () => {
    expect(ENGLISH_KEYS.filter((key) => !(key in HINDI))).toEqual([]);
    expect(Object.keys(HINDI).filter((key) => !ENGLISH_KEYS.includes(key))).toEqual([]);
    expect(new Set(ENGLISH_KEYS).size).toBe(ENGLISH_KEYS.length);
  });

  it('no English string is left in the Hindi file', () => {
    const left: string[] = [];
    for (const [english, hindi] of Object.entries(HINDI)) {
      if (english in SAME_IN_HINDI) {
        if (hindi !== english) left.push(`${JSON.stringify(english)} is listed as the same in Hindi but reads ${JSON.stringify(hindi)}`);
        continue;
      }
      if (hindi === english || !/[\u0900-\u097F]/.test(hindi)) left.push(`${JSON.stringify(english)}: ${JSON.stringify(hindi)} has no Hindi`);
      const latin = (hindi.replace(/\{\{?\w+\}?\}/g, '').match(/[A-Za-z][\w@/-]*[A-Za-z]|[A-Za-z]/g) ?? []).filter((word) => !(word in LATIN_IN_HINDI));
      if (latin.length > 0) left.push(`${JSON.stringify(english)}: English word(s) ${latin.join(', ')} in ${JSON.stringify(hindi)}`);
    }
    expect(left).toEqual([]);
  });

  it('every limit notice the server writes reads in Hindi (its data.t keys)', () => {
    const untranslated = LIMIT_KINDS.flatMap((kind) =>
      LIMIT_PERIODS.flatMap((period) => [500_000n, null].map((amount) => limitNotice(kind, period, amount).data.t)),
    ).flatMap((t) => [t.title, t.body]).filter((key) => !(key in HINDI));
    expect(untranslated).toEqual([]);
  });

  it('keeps every placeholder of the English string', () => {
    const changed = Object.entries(HINDI)
      .filter(([english, hindi]) => placeholders(english).join() !== placeholders(hindi).join())
      .map(([english, hindi]) => `${english} -> ${hindi}`);
    expect(changed).toEqual([]);
  });

  it("the SUBMIT of the withdrawal (the same key as the deposit's) does not read 'deposit' (जमा करें) in Hindi", () => {
    for (const key of ['SUBMIT', 'Submit']) expect([key, HINDI[key]]).toEqual([key, 'सबमिट करें']);
  });
});
