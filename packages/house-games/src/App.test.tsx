import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from './App';

/**
 * The built-in games page against a fake /sports/casino/house server: the seeds shown before a round, each game's
 * round, the refusals, the client seed change. fetch is the page's only way out, so it is the one thing faked.
 */
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
const HASH = 'a'.repeat(64);
const seeds = (nonce: number, client = 'myseed') => ({ server_seed_hash: HASH, client_seed: client, next_nonce: nonce });
const round = (game: string, params: object, outcome: object, payout: number, nonce = 0) => ({
  id: String(nonce + 1), game, stake: 10, payout, params, outcome, server_seed_hash: HASH, client_seed: 'myseed', nonce, status: 'settled', refusal: null, server_seed: null, created_at: '2026-11-23T12:00:00.000Z',
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
});
