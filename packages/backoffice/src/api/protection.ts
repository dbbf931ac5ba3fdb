import { BreakStarted, OpsPlayerProtection } from '@khel/shared/contracts';
import { get, post } from './request';

/** The console's player-protection calls (/ops/players/:id/protection): read, and apply a break (audited, never lifted). */

export const getPlayerProtection = (player: string) => get(OpsPlayerProtection, `/players/${encodeURIComponent(player)}/protection`);
export const applyTimeOut = (player: string, days: number) => post(BreakStarted, `/players/${encodeURIComponent(player)}/protection/time-out`, { days });
export const applySelfExclusion = (player: string, months: number) =>
  post(BreakStarted, `/players/${encodeURIComponent(player)}/protection/self-exclusion`, { months });
