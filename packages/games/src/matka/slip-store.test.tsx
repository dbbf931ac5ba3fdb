import { readSlip, writeSlip } from './slip-store';

const line = { type: 'jodi' as const, session: null, number: '68', stake: '100' };

beforeEach(() => sessionStorage.clear());

describe('matka slip storage', () => {
  it("keeps a market's slip for its draw, and starts afresh on another day's draw", () => {
    writeSlip('1', { drawDate: '2026-11-23', lines: [line], stake: '500', key: 'key-1' });
    expect(readSlip('1', '2026-11-23', '100')).toEqual({ drawDate: '2026-11-23', lines: [line], stake: '500', key: 'key-1' });
    const next = readSlip('1', '2026-11-24', '100');
    expect([next.lines, next.stake, next.key === 'key-1']).toEqual([[], '100', false]);
    expect(readSlip('2', '2026-11-23', '100').lines).toEqual([]);
  });

  it('drops lines it cannot read and repeated numbers, and survives broken storage text', () => {
    sessionStorage.setItem(
      'khel_matka_slip:1',
      JSON.stringify({ drawDate: '2026-11-23', stake: '100', key: 'k', lines: [line, { ...line }, { type: 'full_sangam', session: null, number: '123-459', stake: '1' }, { type: 'single', number: 5 }] }),
    );
    expect(readSlip('1', '2026-11-23', '100').lines).toEqual([line]);
    sessionStorage.setItem('khel_matka_slip:1', '{not json');
    expect(readSlip('1', '2026-11-23', '100').lines).toEqual([]);
  });
});
