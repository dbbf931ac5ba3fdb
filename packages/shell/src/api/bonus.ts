import { api, decode, decodeOk, newIdempotencyKey, type ApiOk } from '@khel/shared';
import type { BonusClaimBody } from '@khel/shared/contracts';
import { contracts } from './contracts';

/** The shell's bonus calls (bonus service): answers are the shared contract classes. */

export const fetchBonusTerms = async () => decode((await contracts()).BonusTerms, (await api.bonus.get<ApiOk<unknown>>('/terms')).data.data);

export const fetchMyBonus = async () => decode((await contracts()).BonusMine, (await api.bonus.get<ApiOk<unknown>>('/mine')).data.data);

/** Claims an offer; one Idempotency-Key per click, so a double click claims once. */
export const claimBonus = async (body: BonusClaimBody) =>
  decodeOk((await contracts()).BonusMine, (await api.bonus.post<ApiOk<unknown>>('/claim', body, { headers: { 'Idempotency-Key': newIdempotencyKey() } })).data);
