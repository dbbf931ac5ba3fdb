import type { Db, Queryable } from '../db/db';
import { SYSTEM_ACTOR } from '../ops/actor';
import { createMatch } from './operator-matches';
import type { SquadInput } from './ops-input';
import { DEFAULT_CONTEST_TYPES } from './types';
import { findMatchByCode } from './matches';

/**
 * Demo fantasy matches: squads of made-up cricketers (fictional on purpose: a demo never puts a real player's name
 * beside money) for six made-up teams. The seed makes one simulator-fed match three hours out; with the simulator
 * on, `ensureDemoMatch` keeps one coming up in 10 minutes, so a demo fight can always be posted, taken and watched
 * as the simulator plays it beside its exchange markets.
 */

type Role = SquadInput['role'];
const R = (name: string, role: Role) => ({ name, role });

export const DEMO_SQUADS: Record<string, Array<{ name: string; role: Role }>> = {
  'Mumbai Strikers': [
    R('Aarav Kulkarni', 'batter'), R('Rohan Desai', 'batter'), R('Kunal Patil', 'keeper'), R('Siddharth Rao', 'batter'), R('Harsh Bhatt', 'all_rounder'),
    R('Yash Chauhan', 'all_rounder'), R('Manav Shetty', 'all_rounder'), R('Om Thakur', 'bowler'), R('Dhruv Mehta', 'bowler'), R('Parth Joshi', 'bowler'), R('Neel Kamath', 'bowler'),
  ],
  'Delhi Chargers': [
    R('Kabir Sandhu', 'batter'), R('Varun Malhotra', 'batter'), R('Arjun Kapoor', 'keeper'), R('Nikhil Saxena', 'batter'), R('Samar Gill', 'all_rounder'),
    R('Karan Verma', 'all_rounder'), R('Ayaan Pandey', 'all_rounder'), R('Dev Yadav', 'bowler'), R('Rahul Dutta', 'bowler'), R('Tanmay Bose', 'bowler'), R('Atharv Ghosh', 'bowler'),
  ],
  'Chennai Kings': [
    R('Pranav Iyer', 'batter'), R('Aditya Menon', 'batter'), R('Vihaan Pillai', 'keeper'), R('Ishaan Nair', 'batter'), R('Reyansh Reddy', 'all_rounder'),
    R('Shaurya Rao', 'all_rounder'), R('Dhruv Iyer', 'all_rounder'), R('Om Pillai', 'bowler'), R('Kabir Nair', 'bowler'), R('Manav Reddy', 'bowler'), R('Arjun Menon', 'bowler'),
  ],
  'Kolkata Riders': [
    R('Neel Bose', 'batter'), R('Rohan Ghosh', 'batter'), R('Samar Dutta', 'keeper'), R('Aarav Bose', 'batter'), R('Tanmay Ghosh', 'all_rounder'),
    R('Parth Dutta', 'all_rounder'), R('Kunal Bose', 'all_rounder'), R('Harsh Ghosh', 'bowler'), R('Yash Dutta', 'bowler'), R('Ayaan Ghosh', 'bowler'), R('Dev Bose', 'bowler'),
  ],
  'Bengaluru Blasters': [
    R('Siddharth Shetty', 'batter'), R('Pranav Kamath', 'batter'), R('Karan Shetty', 'keeper'), R('Nikhil Kamath', 'batter'), R('Atharv Rao', 'all_rounder'),
    R('Vihaan Shetty', 'all_rounder'), R('Rahul Kamath', 'all_rounder'), R('Ishaan Rao', 'bowler'), R('Aditya Shetty', 'bowler'), R('Reyansh Kamath', 'bowler'), R('Varun Rao', 'bowler'),
  ],
  'Hyderabad Hawks': [
    R('Shaurya Reddy', 'batter'), R('Om Yadav', 'batter'), R('Dhruv Reddy', 'keeper'), R('Kabir Yadav', 'batter'), R('Manav Pandey', 'all_rounder'),
    R('Arjun Yadav', 'all_rounder'), R('Neel Reddy', 'all_rounder'), R('Samar Pandey', 'bowler'), R('Rohan Yadav', 'bowler'), R('Aarav Pandey', 'bowler'), R('Tanmay Reddy', 'bowler'),
  ],
};

const TEAMS = Object.keys(DEMO_SQUADS);

export function demoSquads(teamA: string, teamB: string): SquadInput[] {
  const side = (team: 'a' | 'b', name: string) => DEMO_SQUADS[name]!.map((p) => ({ team, ...p }));
  return [...side('a', teamA), ...side('b', teamB)];
}

/** A demo match between two demo teams (found again by its code). */
export async function demoMatch(q: Queryable, code: string, teamA: string, teamB: string, startTime: Date, now: Date): Promise<string> {
  const found = await findMatchByCode(q, code);
  if (found) return found.id;
  return createMatch(
    q,
    { teamA, teamB, competition: 'Khel T20 Cup', venue: null, startTime, feed: 'simulator', players: demoSquads(teamA, teamB), contestTypes: [...DEFAULT_CONTEST_TYPES] },
    SYSTEM_ACTOR,
    now,
    code,
  );
}

/** The seed's demo match: Chennai Kings v Kolkata Riders, three hours from now. */
export async function seedFantasy(q: Queryable, now: Date = new Date()): Promise<string> {
  return demoMatch(q, 'demo-fantasy-1', 'Chennai Kings', 'Kolkata Riders', new Date(now.getTime() + 180 * 60_000), now);
}

/** With the simulator on: one simulator-fed match always coming up within 30 minutes (a new one 10 minutes out). */
export async function ensureDemoMatch(db: Db, now: Date): Promise<string | null> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM fantasy_matches WHERE feed = 'simulator' AND status = 'upcoming' AND start_time > $1 AND start_time <= $2`,
    [now, new Date(now.getTime() + 30 * 60_000)],
  );
  if (rows[0]!.n > 0) return null;
  const minute = Math.floor(now.getTime() / 60_000);
  const a = TEAMS[minute % TEAMS.length]!;
  const b = TEAMS[(minute + 1 + (minute % (TEAMS.length - 1))) % TEAMS.length]!;
  const [teamA, teamB] = a === b ? [a, TEAMS[(TEAMS.indexOf(a) + 1) % TEAMS.length]!] : [a, b];
  return db.tx((q) => demoMatch(q, `demo-fantasy-${minute}`, teamA, teamB, new Date(now.getTime() + 10 * 60_000), now));
}
