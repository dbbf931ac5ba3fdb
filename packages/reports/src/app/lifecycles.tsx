import { reactLifecycles } from '@khel/shared';
import { App } from './App';

export const { bootstrap, mount, unmount } = reactLifecycles(() => <App />);
