import { isChunkError, showChunkErrors } from './chunk-errors';

describe('chunk load failures', () => {
  it('recognises webpack chunk errors (missing, timeout, CSS)', () => {
    expect(isChunkError(Object.assign(new Error('Loading chunk 566 failed.\n(timeout: /modules/shell/566.js)'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkError(new Error('Loading CSS chunk 12 failed.'))).toBe(true);
    expect(isChunkError(new Error('Request failed with status code 500'))).toBe(false);
    expect(isChunkError(null)).toBe(false);
  });

  it('shows one message with a reload when a chunk fails', () => {
    showChunkErrors();
    const fire = () => {
      const event = new Event('unhandledrejection') as Event & { reason: unknown };
      event.reason = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
      window.dispatchEvent(event);
    };
    fire();
    fire();
    const banners = document.querySelectorAll('#khel-chunk-error');
    expect(banners).toHaveLength(1);
    expect(banners[0].textContent).toBe('Loading chunk failedReload');
    expect(banners[0].querySelector('button')?.textContent).toBe('Reload');
  });
});
