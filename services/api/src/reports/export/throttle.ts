import { FILTER_MESSAGES } from '@khel/shared/contracts';
import type { ThrottleRule } from '../../throttle/throttles';

/**
 * Exports read a whole range and write a file, so each player (and each operator) gets EXPORTS_PER_WINDOW of them per
 * window, counted per account by the one throttle mechanism (src/throttle; in Redis when processes share it).
 */
export const EXPORTS_PER_WINDOW = 10;
export const EXPORT_WINDOW_SECONDS = 10 * 60;

export const EXPORT_THROTTLE: ThrottleRule = {
  name: 'report-export',
  limits: [{ id: 'account', by: 'account', points: EXPORTS_PER_WINDOW, windowSeconds: EXPORT_WINDOW_SECONDS, onSuccess: 'keep', message: FILTER_MESSAGES.tooMany }],
};
