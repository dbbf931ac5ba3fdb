import { unprocessable } from '../http/errors';
import { type Body, optionalText } from '../ops/input';

export const CASINO_URL_MESSAGE = 'casino_url must be an https URL or a path (empty for our own lobby)';

/**
 * The site's casino_url as an operator gives it (PUT /ops/config/site): '' for our own lobby, an https URL (an
 * aggregator's lobby JSON; its origin joins the pages' connect-src, src/casino/page-origins.ts), or a path, which
 * the lobby reads under aws_url (SPEC §7). No other scheme, no protocol-relative `//host`, no spaces.
 * Undefined when the body leaves it alone.
 */
export function casinoSourceOf(body: Body): string | undefined {
  const given = optionalText(body, 'casino_url', 500);
  if (given === undefined) return undefined;
  const url = (given ?? '').trim();
  if (!url) return '';
  if (/\s/.test(url) || url.startsWith('//')) throw unprocessable([CASINO_URL_MESSAGE]);
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(url);
    } catch {
      // not a URL
    }
    if (parsed?.protocol !== 'https:' || !parsed.hostname) throw unprocessable([CASINO_URL_MESSAGE]);
  }
  return url;
}
