import { act, render, screen } from '@testing-library/react';
import { balance$, initI18n } from '@khel/shared';
import { BonusForfeitNotice } from './BonusForfeitNotice';

beforeAll(() => initI18n('en'));
afterEach(() => balance$.next(null));

describe('bonus forfeiture warning on the withdrawal screen', () => {
  it('warns while a bonus is locked, with its amount', () => {
    act(() => balance$.next({ bl: 1020, ex: 0, bc: 0, eb: 20 }));
    render(<BonusForfeitNotice />);
    expect(screen.getByRole('note').textContent).toBe('You have a ₹20.00 bonus that is not released yet. Withdrawing now forfeits it.');
    act(() => balance$.next({ bl: 1000, ex: 0, bc: 0, eb: 0 }));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says nothing without a bonus or before the balance is known', () => {
    render(<BonusForfeitNotice />);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
