import { addDays, dayIn, daysBetween, presetFits, presetRange, resolveRange } from './dates';

const IST = 'Asia/Kolkata';
const at = (iso: string) => Date.parse(iso);

describe('report dates', () => {
  it("turns the day at the zone's midnight: 23:59 IST and 00:01 IST are two days, the same day in London", () => {
    expect(dayIn(IST, at('2026-11-23T18:29:00Z'))).toBe('2026-11-23');
    expect(dayIn(IST, at('2026-11-23T18:31:00Z'))).toBe('2026-11-24');
    expect(dayIn('Europe/London', at('2026-11-23T18:31:00Z'))).toBe('2026-11-23');
  });

  it.each([
    ['today', '2026-11-24', '2026-11-24'],
    ['3d', '2026-11-21', '2026-11-24'],
    ['7d', '2026-11-17', '2026-11-24'],
    ['30d', '2026-10-25', '2026-11-24'],
  ] as const)('the %s preset at 00:01 IST on 24 Nov covers %s to %s', (preset, from, to) => {
    expect(presetRange(preset, IST, at('2026-11-23T18:31:00Z'))).toEqual({ from, to });
  });

  it('shows the last 3 days by default, like the transactions screen', () => {
    expect(resolveRange({}, IST, 90, at('2026-11-24T06:00:00Z'))).toEqual({ preset: '3d', from: '2026-11-21', to: '2026-11-24' });
  });

  it("keeps presets within the operators' longest range", () => {
    expect([presetFits('30d', 30), presetFits('30d', 31), presetFits('7d', 7), presetFits('custom', 1)]).toEqual([false, true, false, true]);
    expect(resolveRange({ preset: '30d' }, IST, 10, at('2026-11-24T06:00:00Z'))).toEqual({ preset: 'today', from: '2026-11-24', to: '2026-11-24' });
  });

  it('reads a custom range from the address: resets an empty or broken end (SPEC §5), swaps a reversed one, shortens a long one', () => {
    const now = at('2026-11-24T06:00:00Z');
    expect(resolveRange({ preset: 'custom', from: '2026-11-01', to: '2026-11-05' }, IST, 90, now)).toEqual({ preset: 'custom', from: '2026-11-01', to: '2026-11-05' });
    expect(resolveRange({ from: '', to: '2026-11-10' }, IST, 90, now)).toEqual({ preset: 'custom', from: '2026-11-07', to: '2026-11-10' });
    expect(resolveRange({ from: '2026-11-10', to: 'soon' }, IST, 90, now)).toEqual({ preset: 'custom', from: '2026-11-10', to: '2026-11-24' });
    expect(resolveRange({ from: '2026-11-10', to: '2026-11-02' }, IST, 90, now)).toEqual({ preset: 'custom', from: '2026-11-02', to: '2026-11-10' });
    expect(resolveRange({ from: '2026-01-01', to: '2026-11-24' }, IST, 30, now)).toEqual({ preset: 'custom', from: '2026-10-26', to: '2026-11-24' });
    expect(resolveRange({ preset: 'custom', from: '2026-02-30', to: '2026-03-01' }, IST, 90, now).from).toBe('2026-02-26');
  });

  it('counts days with plain date arithmetic', () => {
    expect([addDays('2026-03-01', -1), daysBetween('2026-11-21', '2026-11-24'), addDays('2024-02-28', 1)]).toEqual(['2026-02-28', 4, '2024-02-29']);
  });
});
