// The entry only exports the single-spa lifecycles; the app and its screens load on bootstrap and on demand.
import { preloadScreen } from './app/screens';

type Props = { name: string; domElement?: HTMLElement };
type Lifecycles = typeof import('./app/lifecycles');
let loading: Promise<Lifecycles> | null = null;
const load = () => (loading ??= import('./app/lifecycles'));

// The entry runs only on a games path (root-config imports it while the settings load): start the app's code and the
// path's screen now, side by side, one download off the first paint's chain. A failed load is tried again by
// bootstrap.
load().catch(() => {
  loading = null;
});
const screenReady = preloadScreen(window.location.pathname);

// The app mounts once the first screen's chunk is in (or failed), so the screen is drawn at once instead of behind a
// spinner (React holds back what follows a Suspense fallback by up to 300 ms).
export const bootstrap = async (props: Props) => {
  const [app] = await Promise.all([load(), screenReady]);
  return app.bootstrap(props);
};
export const mount = async (props: Props) => (await load()).mount(props);
export const unmount = async (props: Props) => (await load()).unmount(props);
