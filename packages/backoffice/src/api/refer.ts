import { OpsReferConfig, OpsReferralList, type OpsReferConfigBody } from '@khel/shared/contracts';
import { get, send } from './request';

/** The console's /ops/refer calls: the reward rule (admins change it, audited) and the referrals with their decisions. */

/** The referrals list's filter form (the query of GET /ops/refer/referrals; UI-only, not a body). */
export interface ReferralFilters {
  state: string;
  reason: string;
  player: string;
  page: number;
}

const only = (f: object) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== '' && v !== undefined)) as Record<string, string | number>;

export const getReferRule = () => get(OpsReferConfig, '/refer/config');
export const saveReferRule = (body: OpsReferConfigBody) => send(OpsReferConfig, 'post', '/refer/config', body);
export const listReferrals = (f: Partial<ReferralFilters>) => get(OpsReferralList, '/refer/referrals', only(f));
