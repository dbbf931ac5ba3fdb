/** The fantasy API's answers as JSON, for the screens' tests. */

export const NOW = '2026-11-23T08:00:00.000Z';
export const START = '2026-11-23T10:00:00.000Z';

const roles = ['keeper', 'batter', 'batter', 'all_rounder', 'bowler', 'bowler'];
export const playerJson = (team: 'a' | 'b', i: number, over: Record<string, unknown> = {}) => ({
  id: `${team}${i}`, team, name: `${team === 'a' ? 'Mumbai' : 'Delhi'} Player ${i + 1}`, role: roles[i], runs: 0, balls: 0, out: false, ...over,
});
export const squadJson = () => [...[0, 1, 2, 3, 4, 5].map((i) => playerJson('a', i)), ...[0, 1, 2, 3, 4, 5].map((i) => playerJson('b', i))];

export const contestTypesJson = () => [
  { kind: 'max_run', min_stake: 10, max_stake: 5000, commission_percent: 5, active: true },
  { kind: 'max_ball', min_stake: 10, max_stake: 5000, commission_percent: 5, active: true },
];

export const summaryJson = (over: Record<string, unknown> = {}) => ({
  id: '7', team_a: 'Mumbai Strikers', team_b: 'Delhi Chargers', competition: 'Khel T20 Cup', venue: null, start_time: START, status: 'upcoming', locked: false,
  open_fights: 1, contest_types: contestTypesJson(), state: { innings: null, score: null, overs: null, target: null, batting: null, striker: null }, ...over,
});

export const matchJson = (over: Record<string, unknown> = {}) => ({ ...summaryJson(), players: squadJson(), scores_version: 0, now: NOW, ...over });

export const openFightJson = (over: Record<string, unknown> = {}) => ({ id: '31', kind: 'max_run', stake: 100, size: 2, prize: 190, pairing: false, mine: false, posted_at: NOW, ...over });

export const contestJson = (over: Record<string, unknown> = {}) => ({
  id: '31', match_id: '7', team_a: 'Mumbai Strikers', team_b: 'Delhi Chargers', start_time: START, match_status: 'upcoming', kind: 'max_run', stake: 100, size: 2,
  prize: 190, commission_percent: 5, status: 'matched', side: 'poster', pairing: false, my_team: [playerJson('a', 0), playerJson('a', 1)], opponent_team: [],
  my_total: 0, opponent_total: null, result: null, refund_reason: null, pnl: null, commission: 0, created_at: NOW, matched_at: NOW, closed_at: null, ...over,
});

export const doneJson = (fight: Record<string, unknown>, paired = false) => ({ fight, paired, balance: { bl: 900, ex: -100, bc: 1, eb: 0 } });
