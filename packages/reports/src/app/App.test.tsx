import { act, render } from '@testing-library/react';
import { App } from './App';

describe('the reports app', () => {
  it('sends a logged-out visit to the login page, which will come back to the report', async () => {
    window.history.pushState({}, '', '/account-statement?account=bonus');
    render(<App />);
    await act(async () => undefined);
    expect(`${window.location.pathname}${window.location.search}`).toBe(`/login?next=${encodeURIComponent('/account-statement?account=bonus')}`);
  });
});
