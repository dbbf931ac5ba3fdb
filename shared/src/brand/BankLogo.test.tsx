import { fireEvent, render } from '@testing-library/react';
import { BankLogo } from './BankLogo';

describe('BankLogo', () => {
  it("shows the bank_list icon, and the bank's monogram drawn inline when the icon fails to load", () => {
    const { container } = render(<BankLogo name="Bank of Baroda" src="/assets/banks/bank-of-baroda.svg" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/assets/banks/bank-of-baroda.svg');
    expect(img.getAttribute('alt')).toBe('');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    const badge = container.querySelector('svg[data-bank="BOB"]')!;
    expect(badge.textContent).toBe('BOB');
    expect(badge.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws the monogram when the bank has no icon, and the generic glyph when it has no name', () => {
    const { container, rerender } = render(<BankLogo name="HDFC Bank" />);
    expect(container.querySelector('svg')!.getAttribute('data-bank')).toBe('HDFC');
    rerender(<BankLogo name={null} />);
    expect(container.querySelector('svg')!.getAttribute('data-bank')).toBe('generic');
  });
});
