import { act, fireEvent, screen, within } from '@testing-library/react';
import { reportsApi } from '../api/reports';
import { statementText } from '../common/labels';
import { fakeApi, ok, range, renderAt, settings } from '../test-utils';
import StatementScreen from './StatementScreen';

const row = (over: Record<string, unknown>) => ({ id: '1', at: '2026-11-23T10:00:00.000Z', account: 'cash', kind: 'deposit', amount: 5000, balance: 5000, text: { key: 'Deposit by {{method}} approved', params: { method: 'UPI' }, translate: [], text: 'Deposit by UPI approved' }, link: { type: 'deposit', id: '9', path: '/transaction-details/9' }, ...over });

describe('account and transfer statements', () => {
  it('shows each movement with its balance and a link to its cause, the opening and closing balances in view', async () => {
    const calls = fakeApi(reportsApi, (call) =>
      call.url === '/settings'
        ? ok(settings)
        : ok({
            range, account: 'cash', next_cursor: null, totals: { rows: 2, opening: 0, credits: 5085, debits: -100, closing: 4985 },
            items: [
              row({ id: '3', kind: 'sports_settle', amount: 185, balance: 4985, text: { key: '{{side}} {{selection}} @ {{odds}} won', params: { side: 'Back', selection: 'India', odds: '1.85' }, translate: ['side'], text: 'Back India @ 1.85 won' }, link: { type: 'bet', id: '11', path: '/bet-history?bet=11' } }),
              row({}),
            ],
          }),
    );
    renderAt(<StatementScreen />, { path: '/account-statement', route: ['/account-statement', '/transfer-statement'] });
    await act(async () => undefined);
    expect(calls.find((c) => c.url === '/statement')!.params.account).toBe('cash');
    const items = within(screen.getByRole('list', { name: 'Statement' })).getAllByRole('listitem');
    expect(items[0]!.getAttribute('aria-label')).toBe('Back India @ 1.85 won');
    expect(items[0]!.textContent).toContain('+₹185.00');
    expect(items[0]!.textContent).toContain('Balance ₹4,985.00');
    expect(within(items[0]!).getByRole('link', { name: 'View bet' }).getAttribute('href')).toBe('/bet-history?bet=11');
    expect(within(items[1]!).getByRole('link', { name: 'View deposit' }).getAttribute('href')).toBe('/transaction-details/9');
    expect(within(screen.getByRole('region', { name: 'Totals' })).getByText('Closing balance').nextSibling!.textContent).toBe('₹4,985.00');
    fireEvent.click(screen.getByRole('button', { name: 'Bonus wallet' }));
    await act(async () => undefined);
    expect(calls.filter((c) => c.url === '/statement').at(-1)!.params.account).toBe('bonus');
  });

  it('lists deposits and withdrawals with their status and remark on /transfer-statement', async () => {
    fakeApi(reportsApi, (call) =>
      call.url === '/settings'
        ? ok(settings)
        : ok({
            range, next_cursor: null, totals: { requests: 1, deposited: 0, withdrawn: 0, net: 0, pending_deposits: 0, pending_withdrawals: 0 },
            items: [{ id: '7', kind: 'withdrawal', type: 'client_withdrawal', status: 'reject_completed', amount: 300, approved_amount: null, method: null, reference: null, remark: 'Account name does not match', created_at: '2026-11-23T10:00:00.000Z', action_at: '2026-11-23T11:00:00.000Z' }],
          }),
    );
    renderAt(<StatementScreen />, { path: '/transfer-statement', route: ['/account-statement', '/transfer-statement'] });
    await act(async () => undefined);
    const item = screen.getByRole('listitem', { name: 'Withdrawal 7' });
    expect(item.textContent).toContain('Rejected');
    expect(item.textContent).toContain('-₹300.00');
    expect(item.textContent).toContain('Remarks: Account name does not match');
    expect(screen.getByRole('link', { name: 'Transfer statement' }).getAttribute('aria-current')).toBe('page');
  });

  it("fills a row's text in the page's language, translating the params that are words (Back) and not the names", () => {
    const t = ((key: string, params?: Record<string, string>) => {
      const hindi: Record<string, string> = { Back: 'बैक', '{{side}} {{selection}} @ {{odds}} won': '{{side}} {{selection}} @ {{odds}} जीता' };
      return (hindi[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, n: string) => params?.[n] ?? '');
    }) as unknown as Parameters<typeof statementText>[0];
    expect(statementText(t, { key: '{{side}} {{selection}} @ {{odds}} won', params: { side: 'Back', selection: 'India', odds: '1.85' }, translate: ['side'], text: '' })).toBe('बैक India @ 1.85 जीता');
  });
});
