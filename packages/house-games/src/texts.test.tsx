import fs from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { HOUSE_GAME_CODES } from '@khel/shared/house-games';
import { App } from './App';
import { hasHindi, setLang } from './texts';

/**
 * Hindi for every text of the built-in games' page: every literal the sources pass to tr() has a Hindi string, and
 * each game's page drawn in Hindi shows no English word (names of cards, seeds and hashes aside).
 */
const sources = fs.readdirSync(__dirname).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));

describe('the page in Hindi', () => {
  afterEach(() => setLang('en'));

  it('has a Hindi string for every text passed to tr()', () => {
    const keys = new Set<string>();
    for (const f of sources) {
      const text = fs.readFileSync(path.join(__dirname, f), 'utf8');
      for (const m of text.matchAll(/\btr\(\s*'((?:[^'\\]|\\.)+)'/g)) keys.add(m[1]!.replace(/\\'/g, "'"));
    }
    expect(keys.size).toBeGreaterThan(80); // the extraction works
    expect([...keys].filter((k) => !hasHindi(k))).toEqual([]);
  });

  // Latin words a Hindi page may show: the card ranks and hand letters, units and the names of the hash functions.
  const ALLOWED = new Set(['RTP', 'SHA', 'HMAC', 'A', 'B', 'K', 'Q', 'J', 'x', 'Node', 'js', 'client_seed', 'nonce']);
  it.each(HOUSE_GAME_CODES)('%s reads in Hindi', async (game) => {
    globalThis.fetch = (async (url: string) => {
      const data = String(url).endsWith('/games') ? { games: [] } : { current: { server_seed_hash: 'a'.repeat(64), client_seed: '12345', next_nonce: 0 }, previous: null };
      return { ok: true, status: 200, json: async () => ({ success: true, data }) } as Response;
    }) as typeof fetch;
    setLang('hi');
    render(<App token="tok_abcdefghijklmnopqrstuvwxyz" game={game} />);
    await screen.findByText('a'.repeat(64));
    await act(async () => undefined);
    const words = (document.body.textContent ?? '').replace(/[0-9a-f]{64}/g, '').match(/[A-Za-z_]+/g) ?? [];
    expect(words.filter((w) => !ALLOWED.has(w))).toEqual([]);
  });
});
