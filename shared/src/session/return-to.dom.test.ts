import { loginUrlFor, safeReturnPath } from './return-to';

describe('the way back after logging in', () => {
  it('the login URL carries the page', () => {
    expect(loginUrlFor('/deposit')).toBe('/login?next=%2Fdeposit');
    expect(loginUrlFor('/transaction?from=2026-11-01')).toBe('/login?next=%2Ftransaction%3Ffrom%3D2026-11-01');
  });
  it('returns to a page of this site, query and hash kept', () => {
    expect(safeReturnPath('/deposit')).toBe('/deposit');
    expect(safeReturnPath('/transaction-details/42?tab=1#top')).toBe('/transaction-details/42?tab=1#top');
  });
  it('goes Home for anything else: other origins, scheme tricks, the login pages, nothing', () => {
    for (const bad of [null, '', 'deposit', '//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/login', '/login/', '/sign-up?x=1', '/forget-password'])
      expect(safeReturnPath(bad)).toBe('/');
  });
});
