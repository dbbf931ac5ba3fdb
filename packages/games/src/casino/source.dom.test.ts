import { ownLobbyUrl, resolveCasinoSource } from './source';

describe('resolveCasinoSource (SPEC §7: casino_url absolute, or prefixed with aws_url)', () => {
  it('takes an absolute http(s) URL as it is, whatever aws_url says', () => {
    expect(resolveCasinoSource('https://games.example.com/lobby.json', 'https://cdn.example.com')).toBe('https://games.example.com/lobby.json');
    expect(resolveCasinoSource('http://localhost:9000/lobby.json', '')).toBe('http://localhost:9000/lobby.json');
    expect(resolveCasinoSource('  HTTPS://Games.example.com/x  ', null)).toBe('HTTPS://Games.example.com/x');
  });

  it('puts a path under aws_url with exactly one slash between them', () => {
    expect(resolveCasinoSource('casino/games.json', 'https://cdn.example.com')).toBe('https://cdn.example.com/casino/games.json');
    expect(resolveCasinoSource('/casino/games.json', 'https://cdn.example.com/')).toBe('https://cdn.example.com/casino/games.json');
    expect(resolveCasinoSource('/casino/games.json', 'https://cdn.example.com/site//')).toBe('https://cdn.example.com/site/casino/games.json');
  });

  it('with no aws_url (empty, blank or absent) a path is from the site root, never from the page', () => {
    expect(resolveCasinoSource('casino/games.json', '')).toBe('/casino/games.json');
    expect(resolveCasinoSource('/sports/casino/lobby', '   ')).toBe('/sports/casino/lobby');
    expect(resolveCasinoSource('/sports/casino/lobby', undefined)).toBe('/sports/casino/lobby');
  });

  it('a site-relative aws_url is a prefix too', () => {
    expect(resolveCasinoSource('games.json', '/assets/casino/')).toBe('/assets/casino/games.json');
  });

  it('nothing usable: no casino_url, another scheme, a protocol-relative host, an aws_url of another scheme', () => {
    expect(resolveCasinoSource(null, 'https://cdn.example.com')).toBeNull();
    expect(resolveCasinoSource('   ', '')).toBeNull();
    expect(resolveCasinoSource('javascript:alert(1)', '')).toBeNull();
    expect(resolveCasinoSource('data:application/json,{}', '')).toBeNull();
    expect(resolveCasinoSource('//evil.example/lobby.json', '')).toBeNull();
    expect(resolveCasinoSource('lobby.json', 'ftp://cdn.example.com')).toBeNull();
    expect(resolveCasinoSource('lobby.json', '//cdn.example.com')).toBeNull();
  });

  it('our own lobby is the sports base URL of runtime-config plus /casino/lobby', () => {
    expect(ownLobbyUrl('/sports')).toBe('/sports/casino/lobby');
    expect(ownLobbyUrl('https://api.example.com/sports/')).toBe('https://api.example.com/sports/casino/lobby');
  });
});
