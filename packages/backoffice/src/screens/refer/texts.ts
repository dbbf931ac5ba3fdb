import type { ReferRefusal } from '@khel/shared/contracts';

/** Why a reward was refused, as operators read it. */
export const REFUSAL_TEXT: Record<ReferRefusal, string> = {
  same_person: 'Same person (same account or mobile)',
  same_device: "Signed up on the referrer's device",
  same_payout_account: 'Shares a payout account with the referrer',
  code_after_signup: 'Code attached after sign-up',
  referrer_self_excluded: 'Referrer is self-excluded',
  referrer_timed_out: 'Referrer is on a time-out',
  referrer_blocked: 'Referrer is blocked',
  below_minimum: 'First deposit below the minimum',
  referrer_cap_reached: "Referrer's total cap reached",
  disabled: 'Rewards were switched off',
};

export const STATE_TEXT = { waiting: 'Waiting for a first deposit', paid: 'Paid', refused: 'Refused' } as const;
