import { abuseRefusal, type ReferralFacts } from '../src/refer/eligibility';
import { rewardFor, type ReferConfig } from '../src/refer/config';
import { maskName } from '../src/refer/mask';

const clean: ReferralFacts = {
  referredId: '2', referredMobile: '9000000002', referredBy: '1', signupReferrerId: '1', referredDevice: 'dev-b',
  referrerId: '1', referrerMobile: '9000000001', referrerDevice: 'dev-a', referrerBlocked: false, sharedDevice: false, sharedPayoutAccount: false,
  referrerSelfExcluded: false, referrerTimedOut: false,
};

describe('refer abuse rules', () => {
  it('a clean referral may be paid', () => expect(abuseRefusal(clean)).toBeNull());
  it.each<[Partial<ReferralFacts>, string]>([
    [{ signupReferrerId: null }, 'code_after_signup'],
    [{ referredBy: '9' }, 'code_after_signup'],
    [{ referrerId: '2', referredBy: '2', signupReferrerId: '2' }, 'same_person'],
    [{ referrerMobile: '9000000002' }, 'same_person'],
    [{ referredDevice: 'dev-a' }, 'same_device'],
    [{ sharedDevice: true }, 'same_device'],
    [{ sharedPayoutAccount: true }, 'same_payout_account'],
    [{ referrerBlocked: true }, 'referrer_blocked'],
    [{ referrerSelfExcluded: true }, 'referrer_self_excluded'],
    [{ referrerTimedOut: true }, 'referrer_timed_out'],
  ])('%j is refused as %s', (change, reason) => expect(abuseRefusal({ ...clean, ...change })).toBe(reason));
  it('no device on either side is no match', () => expect(abuseRefusal({ ...clean, referrerDevice: null, referredDevice: null })).toBeNull());
  it('a missing mobile on both sides is not the same person', () => expect(abuseRefusal({ ...clean, referrerMobile: null, referredMobile: null })).toBeNull());
});

describe('refer reward amount', () => {
  const rule: ReferConfig = {
    enabled: true, kind: 'percent', fixedPaise: 10_000n, percentBp: 1_250, minDepositPaise: 50_000n, capPerReferralPaise: 30_000n,
    capPerReferrerPaise: 1_000_000n, creditTo: 'bonus', updatedAt: new Date(0),
  };
  it('a percentage rounds down to the paisa and is capped per referral', () => {
    expect(rewardFor(rule, 50_001n)).toBe(6_250n); // 12.5% of ₹500.01 = ₹62.50125
    expect(rewardFor(rule, 1_000_000n)).toBe(30_000n);
  });
  it('below the minimum pays nothing; fixed pays the fixed amount under the cap', () => {
    expect(rewardFor(rule, 49_999n)).toBe(0n);
    expect(rewardFor({ ...rule, kind: 'fixed' }, 50_000n)).toBe(10_000n);
    expect(rewardFor({ ...rule, kind: 'fixed', capPerReferralPaise: 5_000n }, 50_000n)).toBe(5_000n);
  });
  it('masks user names', () => {
    expect(maskName('KH12345678')).toBe('KH******78');
    expect(maskName('ABCDE')).toBe('AB*DE');
    expect(maskName('ABC')).toBe('A***');
  });
});
