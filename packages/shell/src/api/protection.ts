import { api, decode, decodeOk, type ApiOk } from '@khel/shared';
import { contracts } from './contracts';
import type { LimitKind, LimitPeriod } from '@khel/shared/validation';

/** The shell's player-protection calls (user service, /user/api/protection*): answers are the shared contract classes. */

export interface LimitRef {
  kind: LimitKind;
  period: LimitPeriod;
}

export const fetchProtection = async () => decode((await contracts()).ProtectionOverview, (await api.user.get<ApiOk<unknown>>('/api/protection')).data.data);

export const setLimit = async (ref: LimitRef, amount: number) => decodeOk((await contracts()).LimitChange, (await api.user.post<ApiOk<unknown>>('/api/protection/limit', { ...ref, amount })).data);

export const changeLimit = async (action: 'remove' | 'confirm' | 'cancel', ref: LimitRef) =>
  decodeOk((await contracts()).LimitChange, (await api.user.post<ApiOk<unknown>>(`/api/protection/limit/${action}`, ref)).data);

export const startTimeOut = async (days: number) => decodeOk((await contracts()).BreakStarted, (await api.user.post<ApiOk<unknown>>('/api/protection/time-out', { days })).data);

export const startSelfExclusion = async (months: number) =>
  decodeOk((await contracts()).BreakStarted, (await api.user.post<ApiOk<unknown>>('/api/protection/self-exclusion', { months })).data);

export const saveRealityCheck = async (minutes: number) =>
  decodeOk((await contracts()).RealityCheckSaved, (await api.user.put<ApiOk<unknown>>('/api/protection/reality-check', { minutes })).data);

/** Quiet: the reality check runs in the background; a failed read just waits for the next one. */
export const fetchRealityCheck = async () => decode((await contracts()).RealityCheck, (await api.user.get<ApiOk<unknown>>('/api/protection/reality-check', { quiet: true })).data.data);
