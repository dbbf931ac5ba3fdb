import { api, decode, decodeOk, type ApiOk } from '@khel/shared';
import { BreakStarted, LimitChange, ProtectionOverview, RealityCheck, RealityCheckSaved } from '@khel/shared/contracts';
import type { LimitKind, LimitPeriod } from '@khel/shared/validation';

/** The shell's player-protection calls (user service, /user/api/protection*): answers are the shared contract classes. */

export interface LimitRef {
  kind: LimitKind;
  period: LimitPeriod;
}

export const fetchProtection = async () => decode(ProtectionOverview, (await api.user.get<ApiOk<unknown>>('/api/protection')).data.data);

export const setLimit = async (ref: LimitRef, amount: number) => decodeOk(LimitChange, (await api.user.post<ApiOk<unknown>>('/api/protection/limit', { ...ref, amount })).data);

export const changeLimit = async (action: 'remove' | 'confirm' | 'cancel', ref: LimitRef) =>
  decodeOk(LimitChange, (await api.user.post<ApiOk<unknown>>(`/api/protection/limit/${action}`, ref)).data);

export const startTimeOut = async (days: number) => decodeOk(BreakStarted, (await api.user.post<ApiOk<unknown>>('/api/protection/time-out', { days })).data);

export const startSelfExclusion = async (months: number) =>
  decodeOk(BreakStarted, (await api.user.post<ApiOk<unknown>>('/api/protection/self-exclusion', { months })).data);

export const saveRealityCheck = async (minutes: number) =>
  decodeOk(RealityCheckSaved, (await api.user.put<ApiOk<unknown>>('/api/protection/reality-check', { minutes })).data);

/** Quiet: the reality check runs in the background; a failed read just waits for the next one. */
export const fetchRealityCheck = async () => decode(RealityCheck, (await api.user.get<ApiOk<unknown>>('/api/protection/reality-check', { quiet: true })).data.data);
