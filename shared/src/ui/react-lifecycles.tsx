import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

export interface AppProps {
  name: string;
  domElement?: HTMLElement;
}

export interface AppLifecycles {
  bootstrap(props: AppProps): Promise<void>;
  mount(props: AppProps): Promise<void>;
  unmount(props: AppProps): Promise<void>;
}

/** The element single-spa(-layout) gives the app, or one of its own (first in the body) when mounted without a layout. */
function hostOf(props: AppProps): HTMLElement {
  if (props.domElement) return props.domElement;
  const id = `single-spa-application:${props.name}`;
  let el = document.getElementById(id);
  if (!el) {
    el = document.createElement('div');
    el.id = id;
    document.body.prepend(el);
  }
  return el;
}

/** single-spa lifecycles that render a React tree into the app's element: one implementation for every module. */
export function reactLifecycles(render: () => ReactNode, hooks: { bootstrap?(): void; mount?(): void; unmount?(): void } = {}): AppLifecycles {
  let root: Root | null = null;
  return {
    async bootstrap() {
      hooks.bootstrap?.();
    },
    async mount(props) {
      hooks.mount?.();
      root = createRoot(hostOf(props));
      root.render(render());
    },
    async unmount() {
      root?.unmount();
      root = null;
      hooks.unmount?.();
    },
  };
}
