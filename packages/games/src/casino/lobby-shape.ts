import { CASINO_SECTION_IDS } from '@khel/shared/contracts';

/**
 * An outside casino_url source's answer checked before the lobby uses it: a CasinoLobby (sections, games, demo),
 * bare or in our `{ data }` envelope. Anything else (an HTML error page, another JSON) is null, and the lobby
 * says the games are not available instead of drawing half a lobby. Bad tiles are dropped, not the lobby.
 */
type Plain = Record<string, unknown>;
const isObject = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => typeof v === 'string';
const section = (v: unknown) => (CASINO_SECTION_IDS as readonly unknown[]).includes(v);

function isTile(g: unknown): boolean {
  if (!isObject(g)) return false;
  const texts = ['id', 'provider', 'provider_name', 'code', 'name', 'thumbnail'].every((k) => text(g[k]));
  return texts && section(g.section) && typeof g.rtp === 'number' && Number.isFinite(g.rtp);
}

function isSection(s: unknown): boolean {
  return isObject(s) && section(s.id) && text(s.name) && Number.isInteger(s.games);
}

export function lobbyOf(body: unknown): Plain | null {
  const lobby = isObject(body) && isObject(body.data) ? body.data : body;
  if (!isObject(lobby) || !Array.isArray(lobby.games) || !Array.isArray(lobby.sections)) return null;
  if (lobby.demo !== 'barred' && lobby.demo !== 'play_money') return null;
  return { sections: lobby.sections.filter(isSection), games: lobby.games.filter(isTile), demo: lobby.demo };
}
