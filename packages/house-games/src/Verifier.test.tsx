import { webcrypto } from 'node:crypto';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { diceOutcome, sha256Hex } from './fair';
import { Verifier } from './Verifier';

// jsdom has no SubtleCrypto; Node's Web Crypto is the same API the browser gives the page.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
const SERVER_SEED = '3f'.repeat(32);
let rounds: unknown[];
let calls: string[];

beforeEach(() => {
  calls = [];
  globalThis.fetch = (async (url: string) => {
    calls.push(String(url));
    const data = String(url).endsWith('/rounds') ? { rounds } : { current: { server_seed_hash: 'd'.repeat(64), client_seed: 'x', next_nonce: 0 }, previous: null };
    return { ok: true, status: 200, json: async () => ({ success: true, data }) } as Response;
  }) as typeof fetch;
});

async function pastRound(over: Partial<{ outcome: object; server_seed: string | null; server_seed_hash: string }> = {}) {
  const s = { serverSeed: SERVER_SEED, clientSeed: 'lucky_7', nonce: 4 };
  const played = await diceOutcome(s, 40, true);
  return {
    id: '9', game: 'dice', stake: 10, payout: 0, params: { target: 40, over: true }, outcome: played.outcome, server_seed_hash: await sha256Hex(SERVER_SEED),
    client_seed: 'lucky_7', nonce: 4, status: 'settled', refusal: null, server_seed: SERVER_SEED, created_at: '2026-11-23T12:00:00.000Z', ...over,
  };
}

describe('the verifier', () => {
  it('recomputes a past round in the browser: the hash and the outcome match', async () => {
    rounds = [await pastRound()];
    render(<Verifier token={TOKEN} onSeeds={() => undefined} />);
    const check = await screen.findByRole('button', { name: 'Check this round' });
    await act(async () => fireEvent.click(check));
    const result = await screen.findByTestId('verify-result');
    expect(result.textContent).toContain('Hash matches the server seed');
    expect(result.textContent).toContain('Outcome matches the recorded round');
    expect((screen.getByRole('textbox', { name: 'Server seed' }) as HTMLInputElement).value).toBe(SERVER_SEED);
    expect((screen.getByRole('textbox', { name: 'Nonce' }) as HTMLInputElement).value).toBe('4');
  });

  it('says so when the recorded outcome or the hash shown before the round do not fit the seed', async () => {
    rounds = [await pastRound({ outcome: { roll: 1.23 }, server_seed_hash: 'e'.repeat(64) })];
    render(<Verifier token={TOKEN} onSeeds={() => undefined} />);
    const check = await screen.findByRole('button', { name: 'Check this round' });
    await act(async () => fireEvent.click(check));
    const result = await screen.findByTestId('verify-result');
    expect(result.textContent).toContain('Hash does not match the server seed');
    expect(result.textContent).toContain('Outcome does not match the recorded round');
  });

  it('keeps an unrevealed round hidden and reveals its seed by changing seeds', async () => {
    rounds = [await pastRound({ server_seed: null })];
    render(<Verifier token={TOKEN} onSeeds={() => undefined} />);
    expect(await screen.findByText('Hidden until you change seeds')).toBeTruthy();
    rounds = [await pastRound()];
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reveal the server seed' })));
    expect(await screen.findByRole('button', { name: 'Check this round' })).toBeTruthy();
    expect(calls.map((u) => u.replace('/sports/casino/house', ''))).toEqual(['/rounds', '/seeds/rotate', '/rounds']);
  });
});
