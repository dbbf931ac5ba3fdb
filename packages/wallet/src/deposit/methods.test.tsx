import type { DepositMethod } from '../api/types';
import { bonusFor, cryptoAmount, defaultMethod, socialLink, upiLink } from './methods';

const method = (over: Partial<DepositMethod>): DepositMethod => ({ method_name: 'Bank', method_type: 'bank', method_id: 3, bonus_percentage: null, accounts: [], ...over });
const bonusData = [{ bonusType: 'payment bonus', methodIds: '[1,3]', percentage: 5 }];

describe('deposit method helpers', () => {
  it("the badge percentage: the service's bonus_percentage (0 = none), else the site's payment bonus for the id", () => {
    expect(bonusFor(method({ bonus_percentage: 3 }), bonusData)).toBe(3);
    expect(bonusFor(method({ bonus_percentage: 0 }), bonusData)).toBe(0);
    expect(bonusFor(method({ bonus_percentage: null }), bonusData)).toBe(5);
    expect(bonusFor(method({ bonus_percentage: null, method_id: 2 }), bonusData)).toBe(0);
    expect(bonusFor(method({ bonus_percentage: null }), [{ bonusType: 'payment bonus', methodIds: 'oops', percentage: 5 }])).toBe(0);
  });

  it('the first non-social method is the default', () => {
    expect(defaultMethod([method({ method_type: 'social', method_id: 1 }), method({ method_id: 2 })])?.method_id).toBe(2);
    expect(defaultMethod([method({ method_type: 'social' })])).toBeNull();
  });

  it('builds the UPI payment link with pa, pn, am and cu=INR', () => {
    const link = upiLink({ upi_id: 'khel@okhdfc', account_holder_name: 'Khel Payments' } as never, 750);
    expect(link).toBe('upi://pay?pa=khel@okhdfc&pn=Khel%20Payments&am=750&cu=INR');
  });

  it('crypto amount is the amount divided by the multiplier; social links prefer the link', () => {
    expect(cryptoAmount(1000, { multiplier_value: 88 } as never)).toBe('11.36');
    expect(cryptoAmount(1000, { multiplier_value: null } as never)).toBeNull();
    expect(socialLink(method({ method_type: 'social', accounts: [{ social_payment_link: 'https://t.me/x', social_payment_number: '1' } as never] }))).toBe('https://t.me/x');
    expect(socialLink(method({ method_type: 'social', accounts: [{ social_payment_link: null, social_payment_number: null } as never] }))).toBeNull();
  });
});
