import { announcementText } from '../pages/Home';
import { MENU, searchMenu, visibleMenu } from './menu';
import { money } from './money';

const links = MENU.flatMap((s) => s.items.map((i) => i.to));

describe('side menu', () => {
  it('links every section of the route table', () => {
    const firstSegments = new Set(links.map((to) => to.split('/')[1]));
    for (const section of [
      '', 'sports', 'sports-book', 'casino', 'matka', 'racing-category', 'cricket-fight', 'deposit', 'withdrawal', 'transaction',
      'bets', 'bet-history', 'win-loss', 'win-loss-details', 'casino-win-loss-details', 'account-statement', 'transfer-statement',
      'notifications', 'setting', 'time-setting', 'change-password', 'refer-earn', 'bonus', 'faq', 'policies',
    ]) {
      expect(firstSegments).toContain(section);
    }
  });

  it('hides account-only entries from logged-out visitors', () => {
    const guest = visibleMenu(false).flatMap((s) => s.items.map((i) => i.to));
    expect(guest).not.toContain('/deposit');
    expect(guest).not.toContain('/change-password');
    expect(guest).toContain('/casino/all');
    expect(visibleMenu(true).flatMap((s) => s.items.map((i) => i.to))).toContain('/deposit');
  });

  it('offers a casino section only while it has games (issue 31)', () => {
    const casino = (sections: Parameters<typeof visibleMenu>[1]) => visibleMenu(false, sections).flatMap((s) => s.items.map((i) => i.to)).filter((to) => to.startsWith('/casino/'));
    expect(casino([])).toEqual(['/casino/all']);
    expect(casino(['slots', 'indian'])).toEqual(['/casino/all', '/casino/slots']);
    expect(casino(['live', 'slots', 'table', 'crash', 'indian'])).toEqual(['/casino/all', '/casino/live', '/casino/slots']);
  });

  it('search finds entries by name, case-insensitively', () => {
    expect(searchMenu('CASINO', false).map((i) => i.to)).toEqual(['/casino/all']);
    expect(searchMenu('casino', true, ['live']).map((i) => i.to)).toEqual(['/casino/all', '/casino/live', '/casino-win-loss-details']);
    expect(searchMenu('  ', true)).toEqual([]);
  });
});

describe('formatting helpers', () => {
  it('shows rupees with Indian grouping and 2 decimals', () => {
    expect(money(150000.5)).toBe('1,50,000.50');
    expect(money(0)).toBe('0.00');
    expect(money(undefined)).toBe('0.00');
    expect(money(-20)).toBe('-20.00');
  });

  it('reads the announcement JSON text in its usual shapes', () => {
    expect(announcementText(null)).toBe('');
    expect(announcementText('"Welcome"')).toBe('Welcome');
    expect(announcementText('["One","Two"]')).toBe('One   •   Two');
    expect(announcementText('[{"text":"Hi"},{"message":"There"}]')).toBe('Hi   •   There');
    expect(announcementText('plain text')).toBe('plain text');
  });
});

describe('side menu headings', () => {
  it('each section has an icon of the shared set', async () => {
    const { ICONS } = await import('@khel/shared');
    for (const section of MENU) expect(Object.keys(ICONS)).toContain(section.icon);
  });
});
