import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setPrefs } from '../bus/prefs';
import { site$ } from '../bus/streams';
import type { Language } from '../types';

/**
 * Keys are the spec's English texts themselves, so English needs no file and a missing translation shows the
 * English text. Other languages come from the url in the site's language object (languagesList).
 */
export const DEFAULT_LANGUAGE = 'en';
export const i18n = i18next;

let ready: Promise<unknown> | null = null;

function ensureInit(): Promise<unknown> {
  ready ??= i18next.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { [DEFAULT_LANGUAGE]: { translation: {} } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return ready;
}
// Initialised on import (in-memory English is synchronous) so every module's useTranslation works at once.
void ensureInit();

export function languagesList(): Language[] {
  return site$.value.settings?.siteSetting.languagesList ?? [];
}

async function fetchLanguageFile(language: Language): Promise<Record<string, string>> {
  const res = await fetch(language.url, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`language file ${language.url} answered ${res.status}`);
  const body = (await res.json()) as unknown;
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error(`language file ${language.url} is not an object`);
  return body as Record<string, string>;
}

/** Switches the UI language, fetching its file first. Rejects (and keeps the current language) on failure. */
export async function changeLanguage(code: string, languages: Language[] = languagesList()): Promise<void> {
  await ensureInit();
  if (code !== DEFAULT_LANGUAGE && !i18next.hasResourceBundle(code, 'translation')) {
    const language = languages.find((l) => l.code === code);
    if (!language) throw new Error(`unknown language ${code}`);
    i18next.addResourceBundle(code, 'translation', await fetchLanguageFile(language), true, true);
  }
  await i18next.changeLanguage(code);
  if (typeof document !== 'undefined') document.documentElement.lang = code;
  setPrefs({ language: code });
}

/** Start-up: i18next ready in English, then the chosen language if it is not English (falls back to English). */
export async function initI18n(code: string = DEFAULT_LANGUAGE, languages?: Language[]): Promise<void> {
  await ensureInit();
  if (code === i18next.language) return;
  try {
    await changeLanguage(code, languages);
  } catch {
    await i18next.changeLanguage(DEFAULT_LANGUAGE);
  }
}

/** Translate outside React. */
export function t(key: string): string {
  return i18next.isInitialized ? String(i18next.t(key)) : key;
}
