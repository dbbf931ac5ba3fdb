import { createRoot, type Root } from 'react-dom/client';
import { App } from './App';

type Props = { name: string; domElement?: HTMLElement };
let root: Root | null = null;

/** The element single-spa-layout gives the app, or one of our own when mounted without a layout. */
function hostOf(props: Props): HTMLElement {
  if (props.domElement) return props.domElement;
  const id = `single-spa-application:${props.name}`;
  let el = document.getElementById(id);
  if (!el) {
    el = document.createElement('div');
    el.id = id;
    document.body.appendChild(el);
  }
  return el;
}

export async function bootstrap(_props: Props): Promise<void> {}

export async function mount(props: Props): Promise<void> {
  root = createRoot(hostOf(props));
  root.render(<App />);
}

export async function unmount(_props: Props): Promise<void> {
  root?.unmount();
  root = null;
}
