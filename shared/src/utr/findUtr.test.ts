import { findUtr, readUtr } from './findUtr';

// Texts as tesseract read them off the generated slips (scripts/slips), OCR's slips included.
describe('readUtr: the reference a label names is sure', () => {
  it('reads a UTR on its label\'s line, and one a line or two under its label', () => {
    expect(readUtr('Debited from\nXXXXXXXX9640 ¥10,000.00\nUTR: 354630469346\n\nMobile 7960631237')).toEqual({ utr: '354630469346', sure: true });
    expect(readUtr('+91 91514 20421\n\nUPI transaction ID\n299825215485\n\nGoogle transaction ID\nCICAgK732409Q445625035A825858')).toEqual({
      utr: '299825215485',
      sure: true,
    });
    expect(readUtr('Mobile Number +91 6578911393\n\nTransaction Reference\nNo\n\n546648211301\nBeneficiary KHEL PAYMENTS')).toEqual({
      utr: '546648211301',
      sure: true,
    });
  });

  it('reads references in blocks of 3, 4 or 6 and spaced digit by digit', () => {
    expect(findUtr('Date 05/05/2026 16:49:52\nRef. No. 248 211 656 407\npayer VPA 7063443493@Upi')).toBe('248211656407');
    expect(findUtr('UPI Ref No 4297 3932 5598\nOrder ID CICAgK86434')).toBe('429739325598');
    expect(findUtr('Reference Number\n422637 559104\nRegistered Mobile\n6113016832')).toBe('422637559104');
    expect(findUtr('Reference Number\n4 2 2 6 3 7 5 5 9 1 0 4')).toBe('422637559104');
  });

  it('mends the letters OCR reads for digits inside a number, never in an IFSC or a masked account', () => {
    expect(findUtr('UTR: 59O680979l40')).toBe('590680979140');
    expect(findUtr('IFSC HDFC0001234\nDebit Account XXXXXXXX7131')).toBeNull();
    expect(findUtr('UTR:590680979140')).toBe('590680979140');
  });
});

describe('readUtr: bank tables with a 12-digit account or a phone number beside the reference', () => {
  const imps = [
    'IMPS Fund Transfer Acknowledgement',
    'Transaction Date 16/03/2026 10:02:15',
    'Remitter Account 915774432902',
    'Beneficiary Account 742229104838',
    'No',
    'IMPS Ref No (RRN) 590680979140',
    'IFSC HDFC0001234',
    'Amount (INR) 1,500.00',
  ].join('\n');

  it('takes the RRN, never the accounts above it, rows read whole', () => {
    expect(readUtr(imps)).toEqual({ utr: '590680979140', sure: true });
    expect(findUtr('Beneficiary Alc No 219308960797\nTransaction Reference 546648211301')).toBe('546648211301');
  });

  it('pairs labels and values by position when OCR reads the two columns apart (not the header, not the account)', () => {
    const columns = [
      'payment successful', '1,500.00', 'paid to', '', 'paid from', 'bank account', 'UTR', '', 'time', '',
      'KHEL PAYMENTS', '6850250366', '791818039196', '228557161772', '', '13 Jan 2026, 5:00 AM',
    ].join('\n');
    expect(readUtr(columns)).toEqual({ utr: '228557161772', sure: true });
  });

  it('never takes a +91 phone number, whole or in blocks, for a UTR', () => {
    expect(findUtr('Mobile Number +91 6578911393')).toBeNull();
    expect(findUtr('+91 91514 20421')).toBeNull();
    expect(findUtr('+919876543210')).toBeNull();
    expect(findUtr('Contact 91 98765 43210')).toBeNull();
    expect(findUtr('Paid from +91 98765 43210\nRef 912345678901')).toBe('912345678901');
  });
});

describe('readUtr: unlabelled numbers are a guess', () => {
  it('no guess when two different numbers could be it (a Hindi table whose labels English OCR cannot read)', () => {
    expect(readUtr('ᐅᐊ 915774432902\nलाभ 742229104838\nRRN 590680979140')).toEqual({ utr: '590680979140', sure: true });
    expect(readUtr('खाता 742229104838\nसंदर्भ 590680979140')).toBeNull();
    expect(readUtr('Paid\n590680979140\n590680979140')).toEqual({ utr: '590680979140', sure: false });
    expect(readUtr('Paid\n3123456789\n4123456789')).toBeNull();
  });

  it('guesses an unlabelled 12-digit number, then a 10-digit one that is no mobile number', () => {
    expect(readUtr('Payment done\n412345678901')).toEqual({ utr: '412345678901', sure: false });
    expect(readUtr('Payment done\n3123456789')).toEqual({ utr: '3123456789', sure: false });
    expect(readUtr('Payment done\n9876543210')).toBeNull();
  });

  it('finds nothing in plain text, amounts, dates or numbers of other lengths', () => {
    expect(readUtr('Payment successful')).toBeNull();
    expect(readUtr('Amount 1,500.00\n16/03/2026 10:02:15\n12345678901 1234567890123 123456789')).toBeNull();
    expect(readUtr('Transaction ID\nT2611221042123456789')).toBeNull();
  });
});
