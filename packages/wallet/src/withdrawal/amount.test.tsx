import '../test-env';
import { AMOUNT_DIGITS, aboveMax, availableToWithdraw, belowMin, INSUFFICIENT, withdrawAmountError } from './amount';

describe('withdraw amount rules (SPEC §5, §9)', () => {
  it('whole rupees, digits only, at most 10: anything else is an error, never stripped or clamped', () => {
    for (const typed of ['12a34', '12.5', '1,000', ' 100', '123456789012', '１００', '0100']) {
      expect(withdrawAmountError(typed, 100, 5000, 25000)).toBe(AMOUNT_DIGITS);
    }
    expect(withdrawAmountError('30000', 100, 50000, 25000)).toBe(aboveMax(25000));
    expect(withdrawAmountError('50', 100, 5000, 25000)).toBe(belowMin(100));
    expect(withdrawAmountError('6000', 100, 5000, 25000)).toBe(INSUFFICIENT);
    expect(withdrawAmountError('2000', 100, 5000, 25000)).toBeNull();
  });
  it('available: free cash (balance - earnBonus) on both tabs; the exposure already left the balance (issue 26 finding 1)', () => {
    expect(availableToWithdraw({ bl: 5000, ex: -250.5, eb: 1000 }, 'previous')).toBe(4000);
    expect(availableToWithdraw({ bl: 5000, ex: -250.5, eb: 1000 }, 'new')).toBe(4000);
    expect(availableToWithdraw(null, 'new')).toBeNull();
  });
});
