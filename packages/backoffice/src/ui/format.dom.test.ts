import { fromIstInput, istInput, when } from './format';

describe('console dates', () => {
  it("show in India time through the shared formatter, the zone named, whatever the operator's own time zone", () => {
    expect(when('2026-11-23T09:05:00Z')).toBe('02:35PM | 23 Nov 2026 IST');
    expect(when('2026-11-22T20:00:00.000Z')).toBe('01:30AM | 23 Nov 2026 IST');
  });

  it('datetime inputs read and write India time', () => {
    expect(istInput('2026-11-23T14:00:00.000Z')).toBe('2026-11-23T19:30');
    expect(istInput('2026-11-22T20:00:00Z')).toBe('2026-11-23T01:30');
    expect(istInput(null)).toBe('');
    expect(istInput('nope')).toBe('');
    expect(fromIstInput('2026-11-23T19:30')).toBe('2026-11-23T14:00:00.000Z');
    expect(fromIstInput('2026-11-23T01:30')).toBe('2026-11-22T20:00:00.000Z');
    expect(fromIstInput('')).toBe('');
  });

  it('say — when missing and keep text that is no date', () => {
    expect(when(null)).toBe('—');
    expect(when('')).toBe('—');
    expect(when('soon')).toBe('soon');
  });
});
