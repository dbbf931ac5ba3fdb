/**
 * Where the lobby's game data comes from (SPEC §7: "Casino game data is then fetched from casino_url (absolute, or
 * prefixed with aws_url)"). The site settings name casino_url; the API fills an unset one with our own lobby
 * (`<sports service>/casino/lobby`), which the lobby then calls through the sports client (domain, demo policy).
 */
const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;
const WEB = /^https?:\/\//i;

/**
 * The URL to fetch: an absolute http(s) URL as given; anything else is a path under aws_url (one slash between
 * them; with no aws_url, a path from the site's root). Null when there is nothing usable: no casino_url, another
 * scheme (javascript:, data:), or a protocol-relative `//host` (which would name a host without saying https).
 */
export function resolveCasinoSource(casinoUrl: string | null | undefined, awsUrl: string | null | undefined): string | null {
  const source = (casinoUrl ?? '').trim();
  if (!source || source.startsWith('//')) return null;
  if (ABSOLUTE.test(source)) return WEB.test(source) ? source : null;
  const base = (awsUrl ?? '').trim().replace(/\/+$/, '');
  const path = source.replace(/^\/+/, '');
  if (!base) return `/${path}`;
  if (base.startsWith('//') || (ABSOLUTE.test(base) && !WEB.test(base))) return null;
  return `${base}/${path}`;
}

/** Our own lobby as the page reaches it (runtime-config's sports base URL), the casino_url the API fills in. */
export const ownLobbyUrl = (sportsBase: string) => `${sportsBase.replace(/\/+$/, '')}/casino/lobby`;
