import { reportLoadedFiles } from './loaded-files';
import { keepLoaded, type CacheDeps } from './sw-cache';

const ORIGIN = 'https://khel.test';
const at = (path: string) => `${ORIGIN}${path}`;

function page(initial: string[]) {
  const posted: string[][] = [];
  let later: (urls: readonly string[]) => void = () => undefined;
  reportLoadedFiles({
    origin: ORIGIN,
    loaded: () => initial,
    onLoad: (report) => void (later = report),
    post: (urls) => void posted.push(urls),
  });
  return { posted, load: (...paths: string[]) => later(paths.map(at)) };
}

describe('the page reports the files it loads to the service worker', () => {
  it('first the files loaded before the worker was ready, only those the worker keeps', () => {
    const { posted } = page([at('/root/root-config.0123456789.js'), at('/site/settings'), at('/assets/art/home/hero.svg'), 'https://cdn.example/x.0123456789.js']);
    expect(posted).toEqual([[at('/root/root-config.0123456789.js'), at('/assets/art/home/hero.svg')]]);
  });

  it("then each file as it loads (Home's art drawn after the worker was ready, a lazy chunk), each once", () => {
    const { posted, load } = page([at('/lib/system.0123456789.js')]);
    load('/assets/art/home/tile-cricket.svg', '/assets/art/home/tile-matka.svg', '/user/api/wallet-balance');
    load('/assets/art/home/tile-cricket.svg');
    load('/modules/shell/376.0123456789.js');
    expect(posted).toEqual([
      [at('/lib/system.0123456789.js')],
      [at('/assets/art/home/tile-cricket.svg'), at('/assets/art/home/tile-matka.svg')],
      [at('/modules/shell/376.0123456789.js')],
    ]);
  });

  it('posts nothing for a load that adds nothing to keep', () => {
    const { posted, load } = page([]);
    load('/site/version', '/import-map.json');
    expect(posted).toEqual([]);
  });
});

describe('the worker keeps what the page reports', () => {
  it('fetches every reported file at once (going offline right after the first visit keeps what was fetched)', async () => {
    const started: string[] = [];
    const finish: Array<() => void> = [];
    const stored = new Set<string>();
    const cache = {
      match: async (url: string) => (stored.has(url) ? ({} as Response) : undefined),
      put: async () => undefined,
      add: (url: string) => {
        started.push(new URL(url).pathname);
        return new Promise<void>((resolve) => finish.push(() => (stored.add(url), resolve())));
      },
      addAll: async () => undefined,
    };
    const deps = { open: async () => cache, fetch: async () => ({}) as Response } as unknown as CacheDeps;
    const urls = ['/assets/art/home/hero.svg', '/assets/art/home/tile-refer.svg', '/root/root-config.0123456789.js'].map(at);
    const kept = keepLoaded(deps, [...urls, urls[0], 42], ORIGIN);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['/assets/art/home/hero.svg', '/assets/art/home/tile-refer.svg', '/root/root-config.0123456789.js']);
    for (const done of finish) done();
    await expect(kept).resolves.toBe(3);
  });
});
