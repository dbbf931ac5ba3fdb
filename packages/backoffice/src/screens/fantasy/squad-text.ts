import type { FantasyPlayer, FantasyRole, OpsFantasySquadPlayerBody } from '@khel/shared/contracts';

/**
 * A squad as the operator types it: one player a line, "Name, role" in batting order, the role one of keeper
 * (wk), batter (bat), all_rounder (ar, all-rounder) or bowler (bowl). An edit keeps each player found by name
 * (their id, so picked players stay in teams).
 */
const ROLES: Record<string, FantasyRole> = {
  keeper: 'keeper', wk: 'keeper', 'wicket-keeper': 'keeper', batter: 'batter', bat: 'batter', batsman: 'batter',
  all_rounder: 'all_rounder', 'all-rounder': 'all_rounder', allrounder: 'all_rounder', ar: 'all_rounder', bowler: 'bowler', bowl: 'bowler',
};

export function squadText(players: FantasyPlayer[], team: 'a' | 'b'): string {
  return players.filter((p) => p.team === team).map((p) => `${p.name}, ${p.role}`).join('\n');
}

export function parseSquad(text: string, team: 'a' | 'b', existing: FantasyPlayer[] = []): OpsFantasySquadPlayerBody[] | string {
  const out: OpsFantasySquadPlayerBody[] = [];
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  for (const [i, line] of lines.entries()) {
    const at = line.lastIndexOf(',');
    const name = (at < 0 ? line : line.slice(0, at)).trim();
    const role = ROLES[(at < 0 ? '' : line.slice(at + 1)).trim().toLowerCase()];
    if (!name || !role) return `Team ${team.toUpperCase()}, line ${i + 1}: write "Name, role" (role: keeper, batter, all_rounder or bowler)`;
    const was = existing.find((p) => p.team === team && p.name.toLowerCase() === name.toLowerCase());
    out.push({ ...(was ? { id: was.id } : {}), team, name, role });
  }
  if (out.length < 2 || out.length > 25) return `Team ${team.toUpperCase()} needs 2 to 25 players`;
  return out;
}
