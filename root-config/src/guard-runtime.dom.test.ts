import { isBrowserHistoryEvent } from './guard-runtime';

describe('browser back detection', () => {
  it('a real popstate is the browser back/forward button', () => {
    expect(isBrowserHistoryEvent(new PopStateEvent('popstate'))).toBe(true);
  });
  it('single-spa\'s synthetic popstate for pushState is not', () => {
    const synthetic = Object.assign(new PopStateEvent('popstate'), { singleSpa: true, singleSpaTrigger: 'pushState' });
    expect(isBrowserHistoryEvent(synthetic)).toBe(false);
  });
  it('hash changes and start-up are not', () => {
    expect(isBrowserHistoryEvent(new HashChangeEvent('hashchange'))).toBe(false);
    expect(isBrowserHistoryEvent(undefined)).toBe(false);
  });
});
