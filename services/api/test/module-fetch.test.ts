import { checkSystemModule, fetchModule, publicAddressesOnly, publicOrLoopback, type Resolver } from '../src/import-map';
import { MODULES, startFixtureServer, type FixtureServer } from './import-map-fixtures';

/** Issue 11 point 2: fetching a module is bounded (allow-list, public addresses only, redirects, size, time, CORS). */
let server: FixtureServer;
let port: string;
const SITE = 'https://khel.example';

beforeAll(async () => {
  server = await startFixtureServer();
  port = new URL(server.base).port;
});
afterAll(() => server.close());

/** Test DNS: cdn.test is the fixture server; meta.test is the cloud metadata address; the rest as written. */
const resolver: Resolver = async (host) => {
  if (host === 'cdn.test') return [{ address: '127.0.0.1', family: 4 }];
  if (host === 'meta.test') return [{ address: '169.254.169.254', family: 4 }];
  if (host === 'mapped.test') return [{ address: '::ffff:127.0.0.1', family: 6 }];
  if (host === 'mixed.test') return [{ address: '93.184.215.14', family: 4 }, { address: '10.0.0.7', family: 4 }];
  throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
};

describe('address policy', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fd12:3456::1', 'unique-local'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['64:ff9b::7f00:1', 'NAT64'],
    ['2002:7f00:1::', '6to4'],
  ])('production refuses %s (%s)', (address, word) => {
    expect(publicAddressesOnly(address)).toContain(word);
  });

  it('production lets public addresses through; the tests-only policy adds loopback and nothing else', () => {
    expect(publicAddressesOnly('93.184.215.14')).toBeNull();
    expect(publicAddressesOnly('2606:4700::1111')).toBeNull();
    expect(publicOrLoopback('127.0.0.1')).toBeNull();
    expect(publicOrLoopback('::ffff:127.0.0.1')).toBeNull();
    expect(publicOrLoopback('10.0.0.1')).toContain('private');
    expect(publicOrLoopback('169.254.169.254')).toContain('link-local');
  });
});

describe('fetchModule', () => {
  const allowedOrigins = [`http://cdn.test:${port}`];
  const policy = () => ({ allowedOrigins: [`http://cdn.test:${port}`, `http://meta.test:${port}`, `http://mapped.test:${port}`, `http://mixed.test:${port}`, server.base], siteOrigin: SITE, resolver, addressPolicy: publicOrLoopback });

  it('fetches from an allowed host and computes the sha-384', async () => {
    const fetched = await fetchModule(`http://cdn.test:${port}/good.js`, policy());
    expect(fetched.body.toString()).toBe(MODULES['/good.js']);
    expect(fetched.integrity).toMatch(/^sha384-/);
    expect(allowedOrigins).toHaveLength(1);
  });

  it('production refuses the same loopback server, with the address in the message', async () => {
    await expect(fetchModule(`${server.base}/good.js`, { ...policy(), addressPolicy: publicAddressesOnly })).rejects.toThrow(
      'refused 127.0.0.1: 127.0.0.1 is a loopback address; modules are never fetched from private, loopback or link-local addresses',
    );
    await expect(fetchModule(`http://cdn.test:${port}/good.js`, { ...policy(), addressPolicy: publicAddressesOnly })).rejects.toThrow('loopback');
  });

  it('refuses a host not on the allow-list, before any request', async () => {
    const before = server.requests.length;
    await expect(fetchModule(`http://elsewhere.test:${port}/good.js`, policy())).rejects.toThrow(`http://elsewhere.test:${port} is not an allowed module host`);
    expect(server.requests.length).toBe(before);
  });

  it('refuses link-local, IPv4-mapped loopback (production) and a host with any private address', async () => {
    await expect(fetchModule(`http://meta.test:${port}/good.js`, policy())).rejects.toThrow('169.254.169.254 is a link-local address');
    await expect(fetchModule(`http://mapped.test:${port}/good.js`, { ...policy(), addressPolicy: publicAddressesOnly })).rejects.toThrow('127.0.0.1 is a loopback address');
    await expect(fetchModule(`http://mixed.test:${port}/good.js`, policy())).rejects.toThrow('10.0.0.7 is a private address');
  });

  it('checks again after each redirect: a redirect to a private address or another host is refused', async () => {
    server.set('/to-meta.js', { body: '', status: 302, headers: { location: `http://meta.test:${port}/latest/meta-data/` } });
    server.set('/to-other.js', { body: '', status: 301, headers: { location: 'https://evil.example/x.js' } });
    server.set('/to-good.js', { body: '', status: 307, headers: { location: '/good.js' } });
    server.set('/loop.js', { body: '', status: 302, headers: { location: '/loop.js' } });
    await expect(fetchModule(`http://cdn.test:${port}/to-meta.js`, policy())).rejects.toThrow('169.254.169.254 is a link-local address');
    expect(server.requests).not.toContain('/latest/meta-data/');
    await expect(fetchModule(`http://cdn.test:${port}/to-other.js`, policy())).rejects.toThrow('https://evil.example is not an allowed module host');
    expect((await fetchModule(`http://cdn.test:${port}/to-good.js`, policy())).finalUrl).toBe(`http://cdn.test:${port}/good.js`);
    await expect(fetchModule(`http://cdn.test:${port}/loop.js`, policy())).rejects.toThrow('redirects more than 3 times');
  });

  it('refuses a file over the size cap, declared or streamed', async () => {
    server.set('/big.js', 'x'.repeat(6 * 1024 * 1024));
    await expect(fetchModule(`http://cdn.test:${port}/big.js`, policy())).rejects.toThrow('more than the 5242880 bytes allowed for a module');
    await expect(fetchModule(`http://cdn.test:${port}/good.js`, { ...policy(), maxBytes: 100 })).rejects.toThrow('more than the 100 bytes allowed');
  });

  it('gives up on a host that does not answer in time', async () => {
    server.set('/hang.js', { body: '', hang: true });
    const started = Date.now();
    await expect(fetchModule(`http://cdn.test:${port}/hang.js`, { ...policy(), timeoutMs: 500 })).rejects.toThrow('did not answer within 0.5 s');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('refuses an answer without CORS for the site, saying browsers would refuse it', async () => {
    server.set('/no-cors.js', { body: MODULES['/good.js'], headers: {} });
    server.set('/cors-other.js', { body: MODULES['/good.js'], headers: { 'access-control-allow-origin': 'https://other.example' } });
    server.set('/cors-site.js', { body: MODULES['/good.js'], headers: { 'access-control-allow-origin': SITE } });
    await expect(fetchModule(`http://cdn.test:${port}/no-cors.js`, policy())).rejects.toThrow(
      `does not send Access-Control-Allow-Origin for ${SITE} (got none): every player's browser would refuse to load it`,
    );
    await expect(fetchModule(`http://cdn.test:${port}/cors-other.js`, policy())).rejects.toThrow('(got "https://other.example")');
    expect((await fetchModule(`http://cdn.test:${port}/cors-site.js`, policy())).body.length).toBeGreaterThan(0);
  });

  it('the module check uses the site origin and the configured hosts as the allow-list, production policy by default', async () => {
    const result = await checkSystemModule(`${server.base}/good.js`, { siteOrigin: SITE, moduleHosts: [server.base] });
    expect(result.ok).toBe(false);
    expect(result.reason).toContain('loopback');
    const notListed = await checkSystemModule(`${server.base}/good.js`, { siteOrigin: SITE, moduleHosts: [], addressPolicy: publicOrLoopback });
    expect(notListed.reason).toContain('is not an allowed module host');
  });
});
