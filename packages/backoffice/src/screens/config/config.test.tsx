import '../../test/polyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { clearSession, type Operator } from '../../api/session';
import type { WalletConfig } from '../../api/types';
import { Console } from '../../app/Console';
import { fail, fakeOps, ok, signInAs, type Call } from '../../test/fakeOps';
import WalletConfigScreen from './WalletConfigScreen';

const ADMIN_ONLY = 'Only an admin can do this';
const agent: Operator = { username: 'agent', role: 'agent' };
const config: WalletConfig = {
  deposit_range: { min: 100, max: 50000 },
  withdrawal_range: { min: 500, max: 25000 },
  stake_button: [100, 500, 1000],
  rules: { deposit: { en: [{ description: '<p>Use your own account</p>' }] }, withdrawal: {} },
  deposit_video: { en: 'https://videos.example/deposit.mp4' },
  withdrawal_video: {},
  announcement: 'Deposits are credited within 10 minutes',
  is_bank_only: false,
  request_expiry_minutes: 30,
};
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};

afterEach(() => clearSession());

describe('an agent on admin-only pages', () => {
  it.each([
    ['/config/wallet', '/ops/config/wallet'],
    ['/config/payments', '/ops/config/payment-methods'],
    ['/config/site', '/ops/config/site'],
    ['/modules', '/ops/modules'],
  ])("%s shows the server's 403 message and no admin links", async (path, url) => {
    signInAs('agent');
    const calls = fakeOps((c) => {
      if (c.url === '/ops/requests/counts') return ok({ pending_deposits: 0, pending_withdrawals: 0, hold: 0 });
      return c.url.startsWith('/ops/config') || c.url.startsWith('/ops/modules') ? fail(403, ADMIN_ONLY) : ok(null);
    });
    render(
      <MemoryRouter initialEntries={[path]}>
        <Console operator={agent} />
      </MemoryRouter>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_ONLY);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(calls.some((c) => c.url === url)).toBe(true);
    expect(screen.queryByRole('link', { name: 'Wallet configuration' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Modules' })).toBeNull();
  });

  it("shows the 403 message when saving is refused, and keeps the operator's edits", async () => {
    signInAs('agent');
    const calls = fakeOps((c) => (c.method === 'GET' ? ok(config) : fail(403, ADMIN_ONLY)));
    render(<WalletConfigScreen />);
    fireEvent.change(await screen.findByLabelText('Deposit minimum'), { target: { value: '200' } });
    await click(screen.getByRole('button', { name: 'Save wallet configuration' }));
    expect(alerts()).toEqual([ADMIN_ONLY]);
    expect(calls.map((c) => c.method)).toEqual(['GET', 'PUT']);
    expect((screen.getByLabelText('Deposit minimum') as HTMLInputElement).value).toBe('200');
  });
});

describe('wallet configuration', () => {
  let calls: Call[];
  beforeEach(() => {
    signInAs('admin');
    calls = fakeOps((c) => (c.method === 'GET' ? ok(config) : ok(c.body, 'Wallet configuration updated')));
  });

  it('previews rule HTML through DOMPurify: markup stays, scripts and handlers go', async () => {
    render(<WalletConfigScreen />);
    const rule = await screen.findByLabelText('Deposit rule 1 (en, HTML)');
    fireEvent.change(rule, {
      target: { value: '<b>Bold</b><img src="x.png" onerror="window.hacked=1"><script>window.hacked=2</script><a href="javascript:alert(1)">link</a>' },
    });
    const preview = screen.getByRole('region', { name: 'Preview of deposit rule 1 (en)' });
    expect(preview.querySelector('b')!.textContent).toBe('Bold');
    expect(preview.querySelector('img')!.getAttribute('src')).toBe('x.png');
    expect(preview.querySelector('img')!.hasAttribute('onerror')).toBe(false);
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('a')!.hasAttribute('href')).toBe(false);
    expect(preview.innerHTML).not.toContain('hacked');
  });

  it('adds a language and a rule, and saves ranges, stakes, rules and videos in one PUT', async () => {
    render(<WalletConfigScreen />);
    fireEvent.change(await screen.findByLabelText('Withdrawal maximum'), { target: { value: '30000' } });
    fireEvent.change(screen.getByLabelText('Stake buttons (comma-separated)'), { target: { value: '100, 200,5000' } });
    fireEvent.change(screen.getByLabelText('New withdrawal rules language'), { target: { value: 'hi' } });
    await click(screen.getByRole('button', { name: 'Add withdrawal language' }));
    expect(screen.getByRole('tab', { name: 'hi', selected: true })).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Add withdrawal rule' }));
    fireEvent.change(screen.getByLabelText('Withdrawal rule 1 (hi, HTML)'), { target: { value: '<p>KYC zaroori hai</p>' } });
    fireEvent.change(screen.getByLabelText('New withdrawal video language'), { target: { value: 'en' } });
    await click(screen.getByRole('button', { name: 'Add withdrawal video' }));
    fireEvent.change(screen.getByLabelText('Withdrawal video URL (en)'), { target: { value: 'https://videos.example/withdraw.mp4' } });
    fireEvent.click(screen.getByLabelText('Withdrawals to bank accounts only'));
    fireEvent.change(screen.getByLabelText('Pending requests expire after (minutes)'), { target: { value: '45' } });
    await click(screen.getByRole('button', { name: 'Save wallet configuration' }));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.url, c.body])).toEqual([
      [
        '/ops/config/wallet',
        {
          ...config,
          withdrawal_range: { min: 500, max: 30000 },
          stake_button: [100, 200, 5000],
          rules: { deposit: config.rules.deposit, withdrawal: { hi: [{ description: '<p>KYC zaroori hai</p>' }] } },
          withdrawal_video: { en: 'https://videos.example/withdraw.mp4' },
          is_bank_only: true,
          request_expiry_minutes: 45,
        },
      ],
    ]);
    expect(alerts()).toEqual([]);
  });

  it('refuses a minimum above the maximum and stakes that are not amounts, without calling the server', async () => {
    render(<WalletConfigScreen />);
    fireEvent.change(await screen.findByLabelText('Deposit minimum'), { target: { value: '60000' } });
    await click(screen.getByRole('button', { name: 'Save wallet configuration' }));
    expect(alerts()).toEqual(['Deposit minimum cannot be above the maximum']);
    fireEvent.change(screen.getByLabelText('Deposit minimum'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('Stake buttons (comma-separated)'), { target: { value: '100, abc' } });
    await click(screen.getByRole('button', { name: 'Save wallet configuration' }));
    expect(alerts()).toEqual(['Stake buttons must be amounts greater than 0, separated by commas']);
    expect(calls.map((c) => c.method)).toEqual(['GET']);
  });
});
