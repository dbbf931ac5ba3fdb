import { prefs$ } from '../bus/prefs';
import { changeLanguage, i18n, initI18n, t } from './i18n';

const languages = [
  { code: 'en', name: 'English', url: '/site/languages/en.json' },
  { code: 'hi', name: 'हिन्दी', url: '/site/languages/hi.json' },
  { code: 'xx', name: 'Broken', url: '/site/languages/xx.json' },
];

const fetchMock = jest.fn(async (url: string) => {
  if (url === '/site/languages/hi.json') {
    return { ok: true, status: 200, json: async () => ({ 'No data found!': 'कोई डेटा नहीं मिला!' }) };
  }
  return { ok: false, status: 404, json: async () => ({}) };
});

beforeAll(() => {
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});

describe('i18n', () => {
  it('shows the English text itself, colons and dots included', async () => {
    await initI18n('en', languages);
    expect(t('No data found!')).toBe('No data found!');
    expect(t("We can't find any item matching your search.")).toBe("We can't find any item matching your search.");
    expect(t('Error CORS: Check your NETWORK agian and refresh the page.')).toBe('Error CORS: Check your NETWORK agian and refresh the page.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches another language from the url in its language object', async () => {
    await changeLanguage('hi', languages);
    expect(fetchMock).toHaveBeenCalledWith('/site/languages/hi.json', expect.anything());
    expect(i18n.language).toBe('hi');
    expect(t('No data found!')).toBe('कोई डेटा नहीं मिला!');
    expect(t('Insufficient Balance')).toBe('Insufficient Balance');
    expect(prefs$.value.language).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });

  it('keeps the current language when a file cannot be loaded', async () => {
    await expect(changeLanguage('xx', languages)).rejects.toThrow();
    await expect(changeLanguage('zz', languages)).rejects.toThrow('unknown language zz');
    expect(i18n.language).toBe('hi');
    await changeLanguage('en', languages);
    expect(t('No data found!')).toBe('No data found!');
  });
});
