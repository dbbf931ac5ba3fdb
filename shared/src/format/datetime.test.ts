import { formatDateTime, isDateFormatLoaded, loadDateFormat, setTimeZoneChoice, shownTimeZone, timeZone$ } from './datetime';

const cases: Array<[string, string]> = [
  ['2026-11-22T03:24:00Z', '08:54AM | 22 Nov 2026'],
  ['2026-01-31T18:30:00Z', '12:00AM | 01 Feb 2026'],
  ['2026-06-15T06:45:00Z', '12:15PM | 15 Jun 2026'],
  ['2025-12-31T20:00:00.000Z', '01:30AM | 01 Jan 2026'],
];

describe('formatDateTime', () => {
  it('formats in Asia/Kolkata as hh:mmA | DD MMM YYYY before moment has loaded', () => {
    expect(isDateFormatLoaded()).toBe(false);
    for (const [input, out] of cases) expect(formatDateTime(input)).toBe(out);
  });

  it('gives the same text through moment-timezone once loaded', async () => {
    const moment = await loadDateFormat();
    expect(isDateFormatLoaded()).toBe(true);
    expect(moment.tz.zone('Asia/Kolkata')).not.toBeNull();
    for (const [input, out] of cases) expect(formatDateTime(input)).toBe(out);
    expect(formatDateTime(new Date('2026-11-22T03:24:00Z'))).toBe('08:54AM | 22 Nov 2026');
    expect(formatDateTime(Date.parse('2026-11-22T03:24:00Z'))).toBe('08:54AM | 22 Nov 2026');
  });

  it('shows - for a missing or invalid date', () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('')).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
  });
});

describe('the time-zone choice', () => {
  const at = '2026-11-22T03:24:00Z';
  afterEach(() => {
    setTimeZoneChoice('ist');
    jest.restoreAllMocks();
  });

  it("formats in the device's zone once chosen (kept in localStorage where there is one: TimeSetting.test.tsx)", () => {
    // The device is 5 hours behind UTC (New York in winter): what the browser says for each date.
    jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(300);
    expect(formatDateTime(at)).toBe('08:54AM | 22 Nov 2026');
    setTimeZoneChoice('device');
    expect(timeZone$.value).toBe('device');
    expect(formatDateTime(at)).toBe('10:24PM | 21 Nov 2026');
    expect(formatDateTime(at, 'ist')).toBe('08:54AM | 22 Nov 2026');
    expect(shownTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    setTimeZoneChoice('ist');
    expect(formatDateTime(at)).toBe('08:54AM | 22 Nov 2026');
    expect(shownTimeZone()).toBe('Asia/Kolkata');
  });
});
