import { HINDI } from './translations-hi';
import { ENGLISH_KEYS } from './english-keys';

/** Languages the product ships. The English strings are the keys (SPEC's exact texts); en maps each to itself. */
export const LANGUAGES: Record<string, { name: string; resource: () => Record<string, string> }> = {
  en: { name: 'English', resource: () => Object.fromEntries(ENGLISH_KEYS.map((k) => [k, k])) },
  hi: { name: 'हिन्दी', resource: () => ({ ...Object.fromEntries(ENGLISH_KEYS.map((k) => [k, k])), ...HINDI }) },
};

export function languageUrl(code: string): string {
  return `/site/languages/${code}.json`;
}

/** A site's language list as the client reads it: code, name and the URL of the resource file. */
export function languagesList(codes: unknown): { code: string; name: string; url: string }[] {
  const list = Array.isArray(codes) ? codes : ['en'];
  return list
    .map((entry) => (typeof entry === 'string' ? entry : (entry as { code?: unknown })?.code))
    .filter((code): code is string => typeof code === 'string' && code in LANGUAGES)
    .map((code) => ({ code, name: LANGUAGES[code]!.name, url: languageUrl(code) }));
}
