import '../test-env';
import type { SportEvent } from '../api/model';
import { EARLY_EVENT_MS, prefetchEvent, takeEvent } from './early-event';

const event = (id: string) => ({ id }) as unknown as SportEvent;

describe('the event page read early', () => {
  it('the screen takes the early answer once; the next read asks again', async () => {
    const fetch = jest.fn((id: string) => Promise.resolve(event(id)));
    prefetchEvent('7', fetch, 1_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(takeEvent('7', fetch, 1_500)).resolves.toEqual(event('7'));
    expect(fetch).toHaveBeenCalledTimes(1);
    await takeEvent('7', fetch, 1_600);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('another event, or an answer older than EARLY_EVENT_MS, is read again', async () => {
    const fetch = jest.fn((id: string) => Promise.resolve(event(id)));
    prefetchEvent('7', fetch, 0);
    await expect(takeEvent('8', fetch, 1)).resolves.toEqual(event('8'));
    prefetchEvent('7', fetch, 0);
    await takeEvent('7', fetch, EARLY_EVENT_MS);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('an early failure reaches the screen only when it takes it', async () => {
    const fetch = jest.fn(() => Promise.reject(new Error('offline')));
    prefetchEvent('7', fetch, 0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeEvent('7', fetch, 1)).rejects.toThrow('offline');
  });
});
