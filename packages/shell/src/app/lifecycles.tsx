import { initI18n, prefs$, reactLifecycles } from '@khel/shared';
import { App } from './App';

export const { bootstrap, mount, unmount } = reactLifecycles(() => <App />, {
  // The player's language loads in the background; English shows until it arrives.
  bootstrap: () => void initI18n(prefs$.value.language),
});
