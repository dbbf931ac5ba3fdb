import { BreakCorrected, BreakStarted, OpsPlayerProtection } from '@khel/shared/contracts';
import { get, post } from './request';

/**
 * The console's player-protection calls (/ops/players/:id/protection): read; apply a break with a reason (a
 * self-exclusion waits for a second operator: the call throws WaitsForSecondOperator); an admin corrects an
 * operator's break within 24 hours. A player's own break is never lifted.
 */
const base = (player: string) => `/players/${encodeURIComponent(player)}/protection`;
export const getPlayerProtection = (player: string) => get(OpsPlayerProtection, base(player));
export const applyTimeOut = (player: string, days: number, reason: string) => post(BreakStarted, `${base(player)}/time-out`, { days, reason });
export const applySelfExclusion = (player: string, months: number, reason: string) => post(BreakStarted, `${base(player)}/self-exclusion`, { months, reason });
export const correctBreak = (player: string, what: 'time_out' | 'self_exclusion', reason: string) => post(BreakCorrected, `${base(player)}/correct`, { what, reason });
