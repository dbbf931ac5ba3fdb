import { findUtr } from './findUtr';

describe('findUtr: a 10 or 12 digit number on the slip', () => {
  it('reads a labelled 12 digit UTR', () => {
    expect(findUtr('Paid to Khel\n₹ 500\nUPI Ref No: 412345678901\n22 Nov 2026')).toBe('412345678901');
  });
  it('reads a UTR written in groups of 4, and one on the line under its label', () => {
    expect(findUtr('UTR\n4123 5678 9012')).toBe('412356789012');
    expect(findUtr('Transaction ID\n998877665544')).toBe('998877665544');
  });
  it('prefers the labelled number over a phone number, and skips +91 numbers', () => {
    expect(findUtr('Call 9876543210\nRRN 123456789012')).toBe('123456789012');
    expect(findUtr('+91 9876543210\n+919876543210')).toBeNull();
  });
  it('falls back to any 12, then any 10 digit number', () => {
    expect(findUtr('amount 500\n1234567890\n111122223333')).toBe('111122223333');
    expect(findUtr('1234567890')).toBe('1234567890');
  });
  it('ignores numbers of other lengths and finds nothing in plain text', () => {
    expect(findUtr('12345678901 1234567890123 123456789')).toBeNull();
    expect(findUtr('Payment successful')).toBeNull();
  });
});
