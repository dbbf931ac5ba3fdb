import { webcrypto } from 'node:crypto';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { diceTestRound } from './verifier-fixtures';
import { Verifier } from './Verifier';

// jsdom has no SubtleCrypto; Node's Web Crypto is the same API the browser gives the page.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
let rounds: unknown[];
let calls: string[];

beforeEach(() => {
  calls = [];
  globalThis.fetch = (async (url: string) => {
    calls.push(String(url).replace('/sports/casino/house', ''));
    const data = String(url).endsWith('/rounds') ? { rounds } : { current: { server_seed_hash: 'd'.repeat(64), client_seed: 'x', next_nonce: 0 }, previous: null };
    return { ok: true, status: 200, json: async () => ({ success: true, data }) } as Response;
  }) as typeof fetch;
});

const noop = () => undefined;

describe('the verifier', () => {
  it('checks a revealed round with one tap, in words: the fingerprint and the outcome match', async () => {
    rounds = [await diceTestRound()];
    render(<Verifier token={TOKEN} onSeeds={noop} onFair={noop} />);
    const row = (await screen.findByRole('button', { name: 'Check this round' })).closest('li')!;
    expect(row.textContent).toContain('Roll over 40.00');
    await act(async () => fireEvent.click(within(row).getByRole('button', { name: 'Check this round' })));
    const result = await screen.findByTestId('verify-result');
    expect(result.textContent).toContain('The server seed matches the fingerprint (SHA-256) shown before you played.');
    expect(result.textContent).toMatch(/Recomputed in your browser: Roll \d+\.\d\d\. The same as recorded\./);
    expect(result.textContent).not.toContain('To show this round');
    expect(calls).toEqual(['/rounds', '/rounds']);
  });

  it('says so when the recorded outcome or the fingerprint shown before the round do not fit the seed', async () => {
    rounds = [await diceTestRound({ outcome: { roll: 1.23 }, server_seed_hash: 'e'.repeat(64) })];
    render(<Verifier token={TOKEN} onSeeds={noop} onFair={noop} />);
    const check = await screen.findByRole('button', { name: 'Check this round' });
    await act(async () => fireEvent.click(check));
    const result = await screen.findByTestId('verify-result');
    expect(result.textContent).toContain('The server seed does not match the fingerprint shown before you played.');
    expect(result.textContent).toMatch(/Recomputed in your browser: Roll \d+\.\d\d\. NOT what was recorded: Roll 1\.23\./);
  });

  it('reveals a round still hidden with the same tap (a new seed pair starts), then checks it', async () => {
    rounds = [await diceTestRound({ server_seed: null })];
    const hidden = rounds;
    render(<Verifier token={TOKEN} onSeeds={noop} onFair={noop} />);
    expect(await screen.findByText(/Hidden until you change seeds/)).toBeTruthy();
    const revealed = [await diceTestRound()];
    globalThis.fetch = ((orig) => async (url: string, init?: RequestInit) => {
      if (String(url).endsWith('/seeds/rotate')) rounds = revealed;
      return orig(url, init);
    })(globalThis.fetch as (u: string, i?: RequestInit) => Promise<Response>) as typeof fetch;
    expect(hidden).not.toBe(revealed);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check this round' })));
    const result = await screen.findByTestId('verify-result');
    expect(result.textContent).toContain('To show this round, its server seed was revealed and a new seed pair started for your next rounds.');
    expect(result.textContent).toContain('The same as recorded.');
    expect(calls).toEqual(['/rounds', '/rounds', '/seeds/rotate', '/rounds']);
  });

  it('checks any seeds by hand and answers in words, refusing seeds of the wrong shape', async () => {
    rounds = [];
    render(<Verifier token={TOKEN} onSeeds={noop} onFair={noop} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Server seed (revealed)' }), { target: { value: 'xyz' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check these seeds' })));
    expect(screen.getByRole('alert').textContent).toContain('The server seed is 64 characters of 0–9 and a–f');
    fireEvent.change(screen.getByRole('combobox', { name: 'Game' }), { target: { value: 'dragon-tiger' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Server seed (revealed)' }), { target: { value: '4e20e87e322f22d067cdc12fcf20e740256ecb4d6216e7b25ab44bcd97918613' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Client seed' }), { target: { value: 'my-lucky-seed' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Nonce' }), { target: { value: '7' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check these seeds' })));
    // The worked example of docs/provably-fair.md: 2H to Dragon, AS to Tiger.
    expect((await screen.findByTestId('by-hand-result')).textContent).toContain('Recomputed in your browser: Dragon 2H, Tiger AS; Dragon wins.');
  });
});
