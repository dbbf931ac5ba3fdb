import { DEFAULT_STAKES, PREFS_KEY, prefs$, readPrefs, setPrefs } from './prefs';

describe('display preferences', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to showing both balance and exposure, default stakes and English', () => {
    expect(readPrefs()).toEqual({ balanceDisplay: 'both', stakes: DEFAULT_STAKES, language: 'en' });
  });

  it('persists a change in localStorage and emits it', () => {
    setPrefs({ balanceDisplay: 'exposure' });
    expect(prefs$.value.balanceDisplay).toBe('exposure');
    expect(JSON.parse(localStorage.getItem(PREFS_KEY)!).balanceDisplay).toBe('exposure');
    expect(readPrefs().balanceDisplay).toBe('exposure');
  });

  it('ignores corrupt or invalid stored values', () => {
    localStorage.setItem(PREFS_KEY, '{not json');
    expect(readPrefs().balanceDisplay).toBe('both');
    localStorage.setItem(PREFS_KEY, JSON.stringify({ balanceDisplay: 'everything', stakes: [1, 2], language: 'hi' }));
    expect(readPrefs()).toEqual({ balanceDisplay: 'both', stakes: DEFAULT_STAKES, language: 'hi' });
  });
});
