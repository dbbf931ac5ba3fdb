import { initI18n } from '@khel/shared';
import { createRoot } from 'react-dom/client';
import { Gallery } from './Gallery';

/**
 * The development gallery (/dev/gallery, never served in production): every shared primitive in its states,
 * on the site's own theme and CSP. Loaded by start.js through SystemJS and the site's import map, so it uses the
 * page's one copy of React and @khel/shared, like any app.
 */
const host = document.getElementById('gallery');
if (host) {
  void initI18n('en').finally(() => createRoot(host).render(<Gallery />));
}
