import { RELOAD_TEXT, SLOW_TEXT } from './app-frame';

/** A lazily loaded chunk that fails (or times out after 120 s) anywhere on the page shows one message with a reload. */
export function isChunkError(reason: unknown): boolean {
  const r = reason as { name?: string; message?: string } | null;
  return Boolean(r && (r.name === 'ChunkLoadError' || /Loading (CSS )?chunk .*failed/i.test(r.message ?? '')));
}

export function showChunkErrors(): void {
  window.addEventListener('unhandledrejection', (event) => {
    if (!isChunkError(event.reason) || document.getElementById('khel-chunk-error')) return;
    const banner = document.createElement('div');
    banner.id = 'khel-chunk-error';
    banner.setAttribute('role', 'alert');
    banner.innerHTML = `<p>${SLOW_TEXT}</p><button type="button">${RELOAD_TEXT}</button>`;
    banner.querySelector('button')?.addEventListener('click', () => window.location.reload());
    document.body.append(banner);
  });
}
