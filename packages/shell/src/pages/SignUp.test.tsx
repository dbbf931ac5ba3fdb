import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '@khel/shared';
import { loadValidation } from '../forms/dtos';
import { SignUp } from './SignUp';

beforeAll(() => Promise.all([initI18n('en'), loadValidation()]));

const at = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <SignUp />
    </MemoryRouter>,
  );

describe('sign-up page', () => {
  it('prefills the refer code from the refer link (?ref=) and asks the date of birth', () => {
    at('/sign-up?ref=KH7Q2P');
    expect((screen.getByLabelText('Refer Code (optional)') as HTMLInputElement).value).toBe('KH7Q2P');
    expect((screen.getByLabelText('Date of Birth') as HTMLInputElement).type).toBe('date');
    expect(screen.getByText('You must be 18 or older to play. Play responsibly.')).toBeTruthy();
  });

  it('still reads the older ?refer_code=', () => {
    at('/sign-up?refer_code=ABC123');
    expect((screen.getByLabelText('Refer Code (optional)') as HTMLInputElement).value).toBe('ABC123');
  });
});
