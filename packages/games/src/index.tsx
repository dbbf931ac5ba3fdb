// The entry only exports the single-spa lifecycles; the app and its screens load on bootstrap and on demand.
type Props = { name: string; domElement?: HTMLElement };
type Lifecycles = typeof import('./app/lifecycles');
let loading: Promise<Lifecycles> | null = null;
const load = () => (loading ??= import('./app/lifecycles'));

// The entry runs only on a games path (root-config imports it while the settings load): start the app's code now,
// one download off the first paint's chain. A failed load is tried again by bootstrap.
load().catch(() => {
  loading = null;
});

export const bootstrap = async (props: Props) => (await load()).bootstrap(props);
export const mount = async (props: Props) => (await load()).mount(props);
export const unmount = async (props: Props) => (await load()).unmount(props);
