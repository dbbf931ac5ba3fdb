import { webcrypto } from 'node:crypto';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { GAME_RULES } from '@khel/shared/house-games';
import { App } from './App';
import { hmacSource } from '../../../shared/src/house-games/test/sources';
import { sha256Hex } from './fair';

// jsdom has no SubtleCrypto; Node's Web Crypto is the same API the browser gives the page (the verifier uses it).
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

/**
 * The built-in games page against a fake /sports/casino/house server: the seeds shown before a round, each game's
 * round, the refusals, the client seed change. fetch is the page's only way out, so it is the one thing faked.
 */
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
const HASH = 'a'.repeat(64);
const seeds = (nonce: number, client = 'myseed') => ({ server_seed_hash: HASH, client_seed: client, next_nonce: nonce });
const round = (game: string, params: object, outcome: object, payout: number, nonce = 0) => ({
  id: String(nonce + 1), game, stake: 10, payout, params, outcome, version: 1, server_seed_hash: HASH, client_seed: 'myseed', nonce, status: 'settled', refusal: null, server_seed: null, created_at: '2026-11-23T12:00:00.000Z',
});
type Reply = (path: string, body: Record<string, unknown>) => [number, unknown];
let calls: { path: string; body: Record<string, unknown> }[];

function serve(reply: Reply) {
  calls = [];
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    const path = String(url).replace('/sports/casino/house', '');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ path, body });
    const [status, data] = path === '/games'
      ? [200, { games: [{ code: 'dice', name: 'Dice', rtp: 99, rules: 'Roll under or over.' }, { code: 'crash', name: 'Crash', rtp: 99, rules: 'Cash out in time.' }, { code: 'andar-bahar', name: 'Andar Bahar', rtp: 98, rules: 'Match the joker.' }] }]
      : path === '/seeds' ? [200, { current: seeds(0), previous: null }] : reply(path, body);
    return { ok: status < 400, status, json: async () => (status < 400 ? { success: true, data } : { success: false, message: data }) } as Response;
  }) as typeof fetch;
}

const start = async (game = 'dice') => {
  render(<App token={TOKEN} game={game} />);
  expect(await screen.findByText(HASH)).toBeTruthy();
};

describe('the built-in games page', () => {
  it('Dice: the seeds before the round, the payout from the declared RTP, then the roll and the new nonce', async () => {
    serve((path) => (path === '/play' ? [200, { round: round('dice', { target: 50, over: false }, { roll: 12.34 }, 19.8), balance: 1009.8, seeds: seeds(1) }] : [404, 'no']));
    await start();
    expect(screen.getByTestId('nonce').textContent).toBe('0');
    expect(screen.getByTestId('client-seed').textContent).toBe('myseed');
    expect(screen.getByText('1.9800x')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Roll over' }));
    fireEvent.change(screen.getByRole('slider'), { target: { value: '75' } });
    expect(screen.getByText('25.00%')).toBeTruthy();
    expect(screen.getByText('3.9600x')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Roll under' }));
    fireEvent.change(screen.getByRole('slider'), { target: { value: '50' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Play' })));
    expect(calls.find((c) => c.path === '/play')?.body).toEqual({ token: TOKEN, game: 'dice', amount: 10, params: { target: 50, over: false } });
    expect((await screen.findByRole('status')).textContent).toBe('Roll: 12.34 · You won ₹19.80');
    expect(screen.getByTestId('nonce').textContent).toBe('1');
    expect(screen.getByTestId('house-balance').textContent).toBe('₹1,009.80');
    expect(screen.getByText(/Declared RTP 99.00%/)).toBeTruthy();
  });

  it('shows the refusal when the wallet says the balance is too low', async () => {
    serve(() => [400, 'Insufficient Balance']);
    await start();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Play' })));
    expect((await screen.findByRole('alert')).textContent).toBe('Insufficient Balance');
  });

  it('Crash: the auto cash-out goes with the round, the curve climbs to the crash point', async () => {
    serve(() => [200, { round: round('crash', { cash_out: 1.2 }, { crash_point: 1.35 }, 12), balance: 1002, seeds: seeds(1) }]);
    await start('crash');
    fireEvent.change(screen.getByLabelText('Auto cash-out at'), { target: { value: '1.2' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Play' })));
    expect(calls.find((c) => c.path === '/play')?.body).toMatchObject({ game: 'crash', params: { cash_out: 1.2 } });
    expect((await screen.findByRole('status', {}, { timeout: 4000 })).textContent).toBe('Crashed at 1.35x · Cashed out at 1.20x · You won ₹12.00');
    expect(screen.getByRole('img', { name: '1.35x' })).toBeTruthy();
  });

  it('Andar Bahar: the joker, the cards on each side and the winning side', async () => {
    serve(() => [200, { round: round('andar-bahar', { side: 'bahar' }, { joker: '7S', cards: ['2H', 'KD', '7C'], winner: 'andar' }, 0), balance: 990, seeds: seeds(1) }]);
    await start('andar-bahar');
    fireEvent.click(screen.getByRole('button', { name: 'Bahar · 1.96x' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Play' })));
    expect(calls.find((c) => c.path === '/play')?.body).toMatchObject({ game: 'andar-bahar', params: { side: 'bahar' } });
    expect((await screen.findByRole('status')).textContent).toBe('Andar wins · You lost');
    expect(screen.getByRole('img', { name: '7S' })).toBeTruthy();
    // The joker is black, so Andar takes the first card: 2H and 7C to Andar, KD to Bahar.
    const andar = screen.getByText('Andar', { selector: '.h-pile .h-label' }).parentElement!;
    expect(within(andar).getAllByRole('img').map((c) => c.getAttribute('aria-label'))).toEqual(['2H', '7C']);
  });

  it('changes the client seed: the old server seed is revealed and a new hash shown', async () => {
    const next = 'b'.repeat(64);
    serve((path) => (path === '/seeds/rotate' ? [200, { current: { server_seed_hash: next, client_seed: 'lucky_7', next_nonce: 0 }, previous: { server_seed: 'c'.repeat(64), server_seed_hash: HASH, client_seed: 'myseed', rounds: 3 } }] : [404, 'no']));
    await start();
    fireEvent.change(screen.getByRole('textbox', { name: 'Client seed' }), { target: { value: 'lucky_7' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change seeds' })));
    expect(calls.find((c) => c.path === '/seeds/rotate')?.body).toEqual({ token: TOKEN, client_seed: 'lucky_7' });
    expect(await screen.findByText(next)).toBeTruthy();
    expect(screen.getByTestId('client-seed').textContent).toBe('lucky_7');
    expect(screen.getByText('c'.repeat(64))).toBeTruthy();
  });

  it('says the session ended when the token is no longer valid', async () => {
    serve(() => [401, 'The game session has ended. Open the game again.']);
    render(<App token={TOKEN} game="dice" />);
    expect(await screen.findByText(HASH)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Play' })));
    expect((await screen.findByRole('alert')).textContent).toBe('The game session has ended. Open the game again.');
  });

  it('shows only the launched game (the session is for that game), with its help in plain words', async () => {
    serve(() => [404, 'no']);
    await start('teen-patti');
    const tabs = screen.getByRole('navigation', { name: 'Teen Patti' });
    expect(within(tabs).getAllByRole('button').map((b) => b.textContent)).toEqual(['Teen Patti', 'Verify', 'How it is fair']);
    expect(screen.getByText(/Player A and Player B get three cards each from one shuffled deck/)).toBeTruthy();
    expect(screen.getByText(/tap "Check this round": the server seed is revealed/)).toBeTruthy();
    // The help's link opens the recipe, as the tab does.
    fireEvent.click(within(screen.getByRole('region', { name: 'How to play' })).getByRole('button', { name: 'How it is fair' }));
    expect(await screen.findByRole('article', { name: 'How it is fair' })).toBeTruthy();
    expect(within(tabs).getByRole('button', { name: 'How it is fair' }).getAttribute('aria-pressed')).toBe('true');
  });

  const PLAYS: [string, Record<string, unknown>, string, Record<string, unknown>, number, string][] = [
    ['teen-patti', { side: 'b' }, 'Player B · 1.98x', { a: ['2S', '7H', '9D'], b: ['QS', 'QH', '3C'], a_hand: 'high-card', b_hand: 'pair', winner: 'b' }, 19.8, 'Player B wins · You won ₹19.80'],
    ['dragon-tiger', { bet: 'tie' }, 'Tie · 16.5x', { dragon: '9S', tiger: '9H', winner: 'tie' }, 165, 'Tie · You won ₹165.00'],
    ['lucky-7', { bet: 'seven' }, 'Seven · 12.6x', { card: '7D', result: 'seven' }, 126, 'Seven · You won ₹126.00'],
    ['roulette', { bet: 'black' }, 'Black · 2x', { number: 17, color: 'black' }, 20, '17 Black · You won ₹20.00'],
    ['reels', {}, '', { reels: [['coin', 'gem', 'bell'], ['coin', 'star', 'star'], ['wild', 'bell', 'star'], ['seven', 'crown', 'gem'], ['bell', 'bell', 'star']], wins: [{ line: 2, symbol: 'coin', count: 3, pays: 3 }] }, 3, '1 winning line · You won ₹3.00'],
    ['plinko', { rows: 12, risk: 'high' }, 'High', { path: 'LLLLLLLLLLLL', bucket: 0, multiplier: 40 }, 400, 'Landed on 40× · You won ₹400.00'],
  ];
  it.each(PLAYS)('%s: the bet goes with the round and the result is shown', async (game, params, choice, outcome, payout, text) => {
    serve(() => [200, { round: round(game, params, outcome, payout), balance: 1000 + payout, seeds: seeds(1) }]);
    await start(game);
    if (choice) fireEvent.click(screen.getByRole('button', { name: choice }));
    const button = screen.getByRole('button', { name: game === 'reels' || game === 'roulette' ? 'Spin' : game === 'plinko' ? 'Drop' : 'Play' });
    await act(async () => fireEvent.click(button));
    expect(calls.find((c) => c.path === '/play')?.body).toEqual({ token: TOKEN, game, amount: 10, params });
    expect((await screen.findByRole('status')).textContent).toBe(text);
  });

  it('roulette: a number is picked from the table, a dozen from its three', async () => {
    serve(() => [200, { round: round('roulette', { bet: 'straight', number: 0 }, { number: 0, color: 'green' }, 360), balance: 1350, seeds: seeds(1) }]);
    await start('roulette');
    fireEvent.click(screen.getByRole('button', { name: 'Dozen · 3x' }));
    fireEvent.click(screen.getByRole('button', { name: '13–24' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Spin' })));
    expect(calls.filter((c) => c.path === '/play').pop()?.body.params).toEqual({ bet: 'dozen', number: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Number · 36x' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Number' })).getByRole('button', { name: '0' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Spin' })));
    expect(calls.filter((c) => c.path === '/play').pop()?.body.params).toEqual({ bet: 'straight', number: 0 });
    expect(screen.getByTestId('roulette-number').textContent).toBe('0');
  });

  it('one tap from a round to its check: the seed revealed, the round recomputed in the browser, in words', async () => {
    const server = 'e'.repeat(64);
    const hash = await sha256Hex(server);
    const rule = GAME_RULES['dragon-tiger'];
    const played = rule.play(hmacSource(server, 'myseed', 0), { bet: 'dragon' }, 1);
    // The outcome as PostgreSQL's jsonb gives it back: its keys in another order.
    const stored = Object.fromEntries(Object.entries(played.outcome).reverse());
    const recorded = { ...round('dragon-tiger', { bet: 'dragon' }, stored, played.num ? 20 : 0), server_seed_hash: hash };
    let revealed = false;
    serve((path) => {
      if (path === '/play') return [200, { round: recorded, balance: 1000, seeds: seeds(1) }];
      if (path === '/seeds/rotate') return (revealed = true), [200, { current: seeds(0, 'fresh'), previous: null }];
      return [200, { rounds: [{ ...recorded, server_seed: revealed ? server : null }] }];
    });
    await start('dragon-tiger');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Play' })));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Check this round' })));
    const verdict = await screen.findByTestId('verify-result');
    const o = played.outcome as { dragon: string; tiger: string };
    expect(verdict.textContent).toContain('To show this round, its server seed was revealed and a new seed pair started for your next rounds.');
    expect(verdict.textContent).toContain('The server seed matches the fingerprint (SHA-256) shown before you played.');
    expect(verdict.textContent).toContain(`Recomputed in your browser: Dragon ${o.dragon}, Tiger ${o.tiger};`);
    expect(verdict.textContent).toContain('The same as recorded.');
    expect(verdict.textContent).not.toContain('{');
    expect(calls.map((c) => c.path).filter((p) => p !== '/games' && p !== '/seeds')).toEqual(['/play', '/rounds', '/seeds/rotate', '/rounds']);
  });
});
