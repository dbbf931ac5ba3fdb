// The entry only exports the single-spa lifecycles; the app and its screens load on bootstrap and on demand.
type Props = { name: string; domElement?: HTMLElement };
type Lifecycles = typeof import('./app/lifecycles');
let loading: Promise<Lifecycles> | null = null;
const load = () =>
  (loading ??= import('./app/lifecycles').catch((error: unknown) => {
    loading = null; // tried again by the next lifecycle call (the frame's Retry)
    throw error;
  }));

// The entry runs only on a cricket-fight path: start the app's code now, while root-config applies the settings.
load().catch(() => undefined);

export const bootstrap = async (props: Props) => (await load()).bootstrap(props);
export const mount = async (props: Props) => (await load()).mount(props);
export const unmount = async (props: Props) => (await load()).unmount(props);
