import '../test-env';
import { screen, waitFor } from '@testing-library/react';
import { api, balance$ } from '@khel/shared';
import { loadValidation } from '../common/validate';
import { fail, fakeApi, ok, renderAt, type Call } from '../test-utils';
import WithdrawalScreen from './WithdrawalScreen';

const NO_BETS = 'You have not placed a bet yet. A withdrawal made before betting your deposit amount is flagged as suspicious.';
let user: Call[];
const serve = (betsCount: number | null) => {
  fakeApi(api.wallet, (c) => (c.url === '/client/client-account' ? ok({ account_list: [], is_bank_only: false, has_withdraw_password: true }) : fail(404, 'unexpected')));
  user = fakeApi(api.user, (c) =>
    c.url === '/api/get-user-pl-info' && betsCount !== null
      ? ok({ bets_count: betsCount, total_stake: 0, total_win: 0, total_loss: 0, commission: 0, profit_loss: 0 })
      : fail(500, 'Something went wrong'),
  );
};
beforeAll(() => loadValidation());
beforeEach(() => balance$.next({ bl: 500, ex: 0, bc: 0, eb: 0 }));

const open = async () => {
  renderAt(<WithdrawalScreen />, { path: '/withdrawal' });
  await screen.findByText('Withdraw Amount');
  await waitFor(() => expect(user.map((c) => [c.method, c.url])).toEqual([['GET', '/api/get-user-pl-info']]));
};

describe('the withdrawal screen reads get-user-pl-info (SPEC §7) for the term on betting the deposit first (issue 16 point 5)', () => {
  it('a player with no bet yet is told before withdrawing', async () => {
    serve(0);
    await open();
    expect((await screen.findByText(NO_BETS)).getAttribute('role')).toBe('status');
  });

  it('a player who has bet is not', async () => {
    serve(4);
    await open();
    await screen.findByRole('tab', { name: 'Use Previous Account' });
    expect(screen.queryByText(NO_BETS)).toBeNull();
  });

  it('an unanswered call says nothing (no guess)', async () => {
    serve(null);
    await open();
    expect(screen.queryByText(NO_BETS)).toBeNull();
  });
});
