import { reactLifecycles } from '@khel/shared';
import { App } from './App';
import { preloadScreen } from './routes';

// The screen's chunk downloads while React mounts the app (not only once the router renders the lazy page).
preloadScreen(window.location.pathname);

export const { bootstrap, mount, unmount } = reactLifecycles(() => <App />);
