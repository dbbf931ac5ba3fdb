// The entry only exports the single-spa lifecycles; the app and its screens load on bootstrap and on demand.
type Props = { name: string; domElement?: HTMLElement };
type Lifecycles = typeof import('./app/lifecycles');
let loading: Promise<Lifecycles> | null = null;
const load = () => (loading ??= import('./app/lifecycles'));

export const bootstrap = async (props: Props) => (await load()).bootstrap(props);
export const mount = async (props: Props) => (await load()).mount(props);
export const unmount = async (props: Props) => (await load()).unmount(props);
