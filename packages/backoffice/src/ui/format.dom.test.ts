import { when } from './format';

describe('console dates', () => {
  it("show in India time through the shared formatter, whatever the operator's own time zone", () => {
    expect(when('2026-11-23T09:05:00Z')).toBe('02:35PM | 23 Nov 2026');
    expect(when('2026-11-22T20:00:00.000Z')).toBe('01:30AM | 23 Nov 2026');
  });

  it('say — when missing and keep text that is no date', () => {
    expect(when(null)).toBe('—');
    expect(when('')).toBe('—');
    expect(when('soon')).toBe('soon');
  });
});
