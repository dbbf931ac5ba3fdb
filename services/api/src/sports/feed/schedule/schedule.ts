import { clockAtOffset, IST_OFFSET_MINUTES } from '@khel/shared/validation';
import { seedOf } from '../names';
import { Rng } from '../rng';
import { DOGS, FOOTBALL_LEAGUES, GREYHOUND_VENUES, HORSE_VENUES, HORSES, ODI_SERIES, T20_LEAGUES, TENNIS_TOURS, TEST_SERIES, type League } from './names';
import { DURATION_MS, type FixtureKind } from './pace';

/**
 * The rolling fixture list (issue 31): a pure function of a seed and `now`, so every process and every restart
 * finds the same fixtures under the same codes. Each kind of fixture starts on a fixed grid of IST times (slot k
 * of a stream starts `offset + k × every` minutes after IST midnight of 1 January 1970), and slot k's teams,
 * players or runners are drawn from the seed and the slot alone. A fixture is listed from when it is within its
 * stream's horizon until its usual length (at `speed`) after its start: T20s every 3 h 30 (each about 3 h 25, so
 * one is nearly always in play, with an ODI a day and a five-day Test every five days beside them), football on
 * the hour across four leagues, tennis
 * every 75 minutes, a horse race every 5 minutes rotating over the six Indian courses and a greyhound race every
 * 5 minutes. A race is named by its start in IST ("15:30 Mahalakshmi" goes off at 15:30 IST).
 */

export type SportCode = 'cricket' | 'football' | 'tennis' | 'horse-racing' | 'greyhound-racing';

export interface Fixture {
  /** the event's code: `sim-<kind>-<slot>`, the same at every `now` */
  code: string;
  kind: FixtureKind;
  sport: SportCode;
  competition: { code: string; name: string };
  name: string;
  venue?: string;
  start: Date;
  /** teams (home first), players, or the runners of a race */
  runners: string[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** IST midnight of 1 January 1970, the slots' origin. */
const ORIGIN = -IST_OFFSET_MINUTES * MINUTE;

interface Stream {
  kind: FixtureKind;
  everyMin: number;
  offsetMin: number;
  /** how far ahead fixtures are listed (the database holds only these) */
  horizonMs: number;
  make(slot: number, start: Date, rng: Rng): Pick<Fixture, 'competition' | 'name' | 'venue' | 'runners'>;
}

const SPORT: Record<FixtureKind, SportCode> = {
  t20: 'cricket', odi: 'cricket', test: 'cricket', football: 'football', tennis: 'tennis', horse: 'horse-racing', greyhound: 'greyhound-racing',
};

/** n distinct names of a list, in the drawn order. */
function draw(rng: Rng, names: readonly string[], n: number): string[] {
  const pool = [...names];
  const out: string[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(rng.int(pool.length), 1)[0]!);
  return out;
}

function match(league: League, rng: Rng, separator = ' v '): Pick<Fixture, 'competition' | 'name' | 'runners'> {
  const runners = draw(rng, league.teams, 2);
  return { competition: { code: league.code, name: league.name }, name: runners.join(separator), runners };
}

/** 'HH:mm' of an instant in IST (India has kept +05:30 with no daylight saving since 1945). */
export const istClock = (at: Date): string => clockAtOffset(at, IST_OFFSET_MINUTES);

function race(venue: string, codePrefix: string, start: Date, runners: string[]): Pick<Fixture, 'competition' | 'name' | 'venue' | 'runners'> {
  return { competition: { code: `${codePrefix}-${venue.toLowerCase()}`, name: venue }, name: `${istClock(start)} ${venue}`, venue, runners };
}

const STREAMS: readonly Stream[] = [
  { kind: 't20', everyMin: 210, offsetMin: 30, horizonMs: 7 * 24 * HOUR, make: (k, _s, rng) => match(T20_LEAGUES[k % T20_LEAGUES.length]!, rng) },
  { kind: 'odi', everyMin: 24 * 60, offsetMin: 9 * 60 + 30, horizonMs: 7 * 24 * HOUR, make: (_k, _s, rng) => match(ODI_SERIES, rng) },
  { kind: 'test', everyMin: 5 * 24 * 60, offsetMin: 4 * 60, horizonMs: 7 * 24 * HOUR, make: (_k, _s, rng) => match(TEST_SERIES, rng) },
  { kind: 'football', everyMin: 60, offsetMin: 0, horizonMs: 2 * 24 * HOUR, make: (k, _s, rng) => match(FOOTBALL_LEAGUES[k % FOOTBALL_LEAGUES.length]!, rng) },
  { kind: 'tennis', everyMin: 75, offsetMin: 15, horizonMs: 2 * 24 * HOUR, make: (k, _s, rng) => match(TENNIS_TOURS[k % TENNIS_TOURS.length]!, rng) },
  {
    kind: 'horse', everyMin: 5, offsetMin: 0, horizonMs: 6 * HOUR,
    make: (k, start, rng) => race(HORSE_VENUES[k % HORSE_VENUES.length]!, 'sim-horse', start, draw(rng, HORSES, 6 + rng.int(3))),
  },
  {
    kind: 'greyhound', everyMin: 5, offsetMin: 2, horizonMs: 6 * HOUR,
    make: (k, start, rng) => race(GREYHOUND_VENUES[k % GREYHOUND_VENUES.length]!, 'sim-dogs', start, draw(rng, DOGS, 6)),
  },
];

export interface ScheduleOptions {
  seed: number;
  now: Date;
  /** the simulator's speed: a fixture is listed until its usual length / speed after its start */
  speed?: number;
}

/** Every fixture not yet over at `now` (at `speed`) and starting within its stream's horizon, by start time. */
export function fixtureSchedule({ seed, now, speed = 1 }: ScheduleOptions): Fixture[] {
  const out: Fixture[] = [];
  for (const s of STREAMS) {
    const every = s.everyMin * MINUTE;
    const base = ORIGIN + s.offsetMin * MINUTE;
    const from = Math.ceil((now.getTime() - DURATION_MS[s.kind] / speed - base) / every);
    const to = Math.floor((now.getTime() + s.horizonMs - base) / every);
    for (let k = from; k <= to; k++) {
      const start = new Date(base + k * every);
      const rng = new Rng(seedOf(`${seed}:${s.kind}:${k}`));
      out.push({ code: `sim-${s.kind}-${k}`, kind: s.kind, sport: SPORT[s.kind], start, ...s.make(k, start, rng) });
    }
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime() || a.code.localeCompare(b.code));
}
