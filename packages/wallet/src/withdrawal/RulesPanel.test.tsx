import '../test-env';
import { fireEvent, screen, within } from '@testing-library/react';
import { api } from '@khel/shared';
import { loadValidation } from '../common/validate';
import { CONFIG, fail, fakeApi, ok, renderAt } from '../test-utils';
import WithdrawalScreen from './WithdrawalScreen';

const server = () => fakeApi(api.wallet, (c) => (c.url === '/client/client-account' ? ok({ account_list: [], is_bank_only: false, has_withdraw_password: true }) : fail(404, 'unexpected')));
const renderScreen = async () => {
  renderAt(<WithdrawalScreen />, { path: '/withdrawal' });
  await screen.findByText('Withdraw Amount');
};

beforeAll(() => loadValidation());
beforeEach(() => fakeApi(api.user, () => ok({ bets_count: 1, total_stake: 0, total_win: 0, total_loss: 0, commission: 0, profit_loss: 0 })));

describe('Withdraw Funds panel', () => {
  it('shows three of the six default rules, then all with See More, and See Less', async () => {
    server();
    await renderScreen();
    const panel = screen.getByRole('complementary', { name: 'Withdraw Funds' });
    expect(panel.querySelectorAll('li')).toHaveLength(3);
    fireEvent.click(within(panel).getByRole('button', { name: 'See More' }));
    expect(panel.querySelectorAll('li')).toHaveLength(6);
    fireEvent.click(within(panel).getByRole('button', { name: 'See Less' }));
    expect(panel.querySelectorAll('li')).toHaveLength(3);
  });

  it('shows configured rules as sanitised HTML in language tabs', async () => {
    server();
    const config = {
      ...CONFIG,
      rules: {
        deposit: {},
        withdrawal: {
          en: [{ description: '<b>Bold rule</b><img src=x onerror="alert(1)">' }],
          hi: [{ description: '<i>Hindi rule</i>' }],
        },
      },
    };
    renderAt(<WithdrawalScreen />, { path: '/withdrawal', config });
    const panel = await screen.findByRole('complementary', { name: 'Withdraw Funds' });
    expect(within(panel).getByText('Bold rule').tagName).toBe('B');
    expect(panel.innerHTML).not.toContain('onerror');
    fireEvent.click(within(panel).getByRole('tab', { name: 'HI' }));
    expect(within(panel).getByText('Hindi rule').tagName).toBe('I');
    expect(within(panel).queryByRole('button', { name: 'See More' })).toBeNull();
  });
});
