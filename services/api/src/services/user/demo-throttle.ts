import type { ThrottleRule } from '../../throttle/throttles';

/**
 * Every demo login creates a demo player with a balance, so one client address gets at most DEMO_MAX_PER_WINDOW
 * of them per window, counted and checked in one atomic step (src/throttle) so a burst cannot slip past.
 */
export const DEMO_MAX_PER_WINDOW = 20;
export const DEMO_WINDOW_SECONDS = 60 * 60;
export const DEMO_THROTTLED_MESSAGE = 'Too many demo logins from this device. Please try again in an hour.';

export const DEMO_LOGIN_THROTTLE: ThrottleRule = {
  name: 'demo-login',
  limits: [{ id: 'address', by: 'address', points: DEMO_MAX_PER_WINDOW, windowSeconds: DEMO_WINDOW_SECONDS, onSuccess: 'keep', message: DEMO_THROTTLED_MESSAGE }],
};
