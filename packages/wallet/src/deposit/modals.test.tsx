import '../test-env';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { modal$ } from '@khel/shared';
import { RouterPath, routerPath } from '../test-utils';
import { BONUS_TERMS, BonusTermsModal, HOME_DELAY_MS, SuccessModal } from './modals';

function Harness() {
  const [open, setOpen] = useState(true);
  return <SuccessModal open={open} amount="2500" onClose={() => setOpen(false)} />;
}

describe('deposit modals', () => {
  afterEach(() => jest.useRealTimers());

  it('success: the exact text, the success-submit modal, Start Playing then Home 0.5 s later', () => {
    jest.useFakeTimers();
    render(
      <MemoryRouter initialEntries={['/deposit']}>
        <Harness />
        <RouterPath />
      </MemoryRouter>,
    );
    expect(
      screen.getByText('Congratulations! Deposit request of 2500 has been submitted. We will approve as soon as we detect the payment in our banks.'),
    ).toBeTruthy();
    expect(modal$.value).toEqual({ id: 'success-submit', allowNavigation: true });
    fireEvent.click(screen.getByRole('button', { name: 'Start Playing' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => jest.advanceTimersByTime(HOME_DELAY_MS - 1));
    expect(routerPath()).toBe('/deposit');
    act(() => jest.advanceTimersByTime(1));
    expect(routerPath()).toBe('/');
  });

  it('bonus terms: 3% on every deposit, min deposit 300, max 5% up to 5000', () => {
    render(<BonusTermsModal open onClose={() => undefined} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(BONUS_TERMS);
    expect(BONUS_TERMS.join(' ')).toMatch(/3%.*300.*5%.*5000/);
  });
});
