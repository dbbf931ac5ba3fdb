import { api, decode, decodeOk, newIdempotencyKey, type ApiOk } from '@khel/shared';
import { BonusMine, BonusTerms, type BonusClaimBody } from '@khel/shared/contracts';

/** The shell's bonus calls (bonus service): answers are the shared contract classes. */

export const fetchBonusTerms = async () => decode(BonusTerms, (await api.bonus.get<ApiOk<unknown>>('/terms')).data.data);

export const fetchMyBonus = async () => decode(BonusMine, (await api.bonus.get<ApiOk<unknown>>('/mine')).data.data);

/** Claims an offer; one Idempotency-Key per click, so a double click claims once. */
export const claimBonus = async (body: BonusClaimBody) =>
  decodeOk(BonusMine, (await api.bonus.post<ApiOk<unknown>>('/claim', body, { headers: { 'Idempotency-Key': newIdempotencyKey() } })).data);
