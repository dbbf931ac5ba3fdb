// The entry only exports the single-spa lifecycles; the app and its screens load on bootstrap and on demand.
import { preloadScreen } from './app/screens';

type Props = { name: string; domElement?: HTMLElement };
type Lifecycles = typeof import('./app/lifecycles');
let loading: Promise<Lifecycles> | null = null;
const load = () => (loading ??= import('./app/lifecycles'));

// The entry runs only on a reports path: the app's code and the path's screen start downloading side by side, and
// the app mounts once the screen's chunk is in (drawn at once, not behind a spinner). A failed load is tried again.
load().catch(() => {
  loading = null;
});
const screenReady = preloadScreen(window.location.pathname);

export const bootstrap = async (props: Props) => {
  const [app] = await Promise.all([load(), screenReady]);
  return app.bootstrap(props);
};
export const mount = async (props: Props) => (await load()).mount(props);
export const unmount = async (props: Props) => (await load()).unmount(props);
