import fs from 'node:fs';
import path from 'node:path';
import { bankBadge, bankBadgeSvg, bankIconPath, GENERIC_BANK_ICON, genericBankSvg } from '../../../shared/src/brand/banks';
import { contrast } from '../../../shared/src/ui/theme/contrast';
import { BANKS } from '../src/wallet/banks';

/** The site's static files: root-config/public is copied as is into the built site (scripts/webpack/build-web.js). */
const PUBLIC = path.resolve(__dirname, '../../../root-config/public');

// After changing the seed list or the badge: KHEL_WRITE_BRAND=1 npx jest services/api/test/bank-logos rewrites the files.
if (process.env.KHEL_WRITE_BRAND === '1') {
  for (const bank of BANKS) fs.writeFileSync(path.join(PUBLIC, bankIconPath(bank.bank_name)), bankBadgeSvg(bank.bank_name));
  fs.writeFileSync(path.join(PUBLIC, GENERIC_BANK_ICON), genericBankSvg());
}

describe('bank logos of the seed bank list', () => {
  it('every seed bank names a badge file that exists and is its monogram badge (no 404)', () => {
    expect(BANKS.length).toBeGreaterThanOrEqual(50);
    for (const bank of BANKS) {
      expect(bank.icon).toBe(bankIconPath(bank.bank_name));
      const file = path.join(PUBLIC, bank.icon);
      expect(fs.existsSync(file)).toBe(true);
      expect(fs.readFileSync(file, 'utf8')).toBe(bankBadgeSvg(bank.bank_name));
    }
  });

  it('the generic bank glyph exists for banks with no badge', () => {
    expect(fs.readFileSync(path.join(PUBLIC, GENERIC_BANK_ICON), 'utf8')).toBe(genericBankSvg());
  });

  it('holds no badge file that no seed bank uses', () => {
    const used = new Set([...BANKS.map((b) => path.basename(b.icon)), path.basename(GENERIC_BANK_ICON)]);
    expect(fs.readdirSync(path.join(PUBLIC, 'assets/banks')).filter((f) => !used.has(f))).toEqual([]);
  });

  it('white initials read at WCAG AA on every badge colour', () => {
    for (const bank of BANKS) expect(contrast('#ffffff', bankBadge(bank.bank_name).color)).toBeGreaterThanOrEqual(4.5);
  });

  it('monograms: acronyms kept, "Bank of X" as BOX, otherwise initials', () => {
    const initials = (name: string) => bankBadge(name).initials;
    expect(initials('ICICI Bank')).toBe('ICICI');
    expect(initials('State Bank of India')).toBe('SBI');
    expect(initials('Bank of Baroda')).toBe('BOB');
    expect(initials('Jammu & Kashmir Bank')).toBe('JKB');
    expect(initials('Saraswat Co-operative Bank')).toBe('SB');
  });
});
