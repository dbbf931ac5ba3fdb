import { reactLifecycles } from '@khel/shared';
import { App } from './App';

export const { bootstrap, mount, unmount } = reactLifecycles(() => <App />, {
  mount: () => document.body.classList.add('bo-body'),
  unmount: () => document.body.classList.remove('bo-body'),
});
