/**
 * How long simulated sport takes at speed 1 (real time): the simulated time one step of each simulator stands for,
 * and a fixture's usual length. `KHEL_SPORTS_SIM_SPEED` divides every step (speed 60: a T20 in about 3.5 minutes).
 * A T20 ball every 48 s with a 15-minute break is about 3 h 25 min; an ODI about 7 h 30 min; a Test five days of
 * six hours' play (a ball every 40 s, lunch, tea, the night: sim-test-match.ts); football a minute a
 * step with a 15-minute half-time; tennis a point every 40 s; races in 5-second steps.
 */
export type FixtureKind = 't20' | 'odi' | 'test' | 'football' | 'tennis' | 'horse' | 'greyhound';

const MINUTE = 60_000;

/** Simulated time per simulator step (ms at speed 1). */
export const STEP_MS: Record<FixtureKind, number> = {
  t20: 48_000,
  odi: 42_000,
  test: 40_000,
  football: MINUTE,
  tennis: 40_000,
  horse: 5_000,
  greyhound: 5_000,
};

/** Steps of an innings break (cricket) or half-time (football). */
export const BREAK_STEPS = { t20: 19, odi: 43, football: 15 } as const;

/** Pre-race trading before the off (steps), and the race itself (steps): the off is at the race's start time. */
export const RACE_STEPS = { pre: 60, horse: 18, greyhound: 6 } as const;

/** A fixture's usual length at speed 1, from its start (what the schedule counts as "in play"). */
export const DURATION_MS: Record<FixtureKind, number> = {
  t20: (240 + BREAK_STEPS.t20) * STEP_MS.t20,
  odi: (600 + BREAK_STEPS.odi) * STEP_MS.odi,
  // five days of 2160 steps, less the last night
  test: (5 * 2160 - 1530) * STEP_MS.test,
  football: (97 + BREAK_STEPS.football) * STEP_MS.football,
  tennis: 150 * STEP_MS.tennis,
  horse: RACE_STEPS.horse * STEP_MS.horse,
  greyhound: RACE_STEPS.greyhound * STEP_MS.greyhound,
};

/** The simulated steps due at `now` for a fixture that starts (or, a race, goes off) at `start`, at `speed`. */
export function stepsDue(kind: FixtureKind, start: Date, now: Date, speed: number): number {
  const lead = kind === 'horse' || kind === 'greyhound' ? RACE_STEPS.pre : 0;
  return Math.max(0, Math.floor(((now.getTime() - start.getTime()) * speed) / STEP_MS[kind]) + lead);
}
