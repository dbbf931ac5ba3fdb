import { Component, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AppErrorBoundary } from './AppErrorBoundary';

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

/** Resolves the mount once React has committed the app's first render (as single-spa-react did: after its didMount). */
class MountSignal extends Component<{ mounted(): void; children: ReactNode }> {
  override componentDidMount(): void {
    setTimeout(this.props.mounted);
  }

  override render(): ReactNode {
    return this.props.children;
  }
}

/**
 * single-spa lifecycles for a React app (createRoot, React 19), with the app's tree inside its own error boundary
 * (AppErrorBoundary: an error panel with Retry, reported). The hooks run around them. Our own few lines instead of
 * single-spa-react: the apps use none of its options (parcels, update, its context, its error boundary), and the
 * library was 2 KB gzipped of Home's JavaScript budget.
 */
export function reactLifecycles(render: () => ReactNode, hooks: { bootstrap?(): void; mount?(): void; unmount?(): void } = {}): AppLifecycles {
  const roots = new Map<string, Root>();
  return {
    async bootstrap() {
      hooks.bootstrap?.();
    },
    async mount(props) {
      hooks.mount?.();
      await new Promise<void>((mounted) => {
        const root = createRoot(hostOf(props));
        roots.set(props.name, root);
        root.render(
          <MountSignal mounted={mounted}>
            <AppErrorBoundary app={props.name}>{render()}</AppErrorBoundary>
          </MountSignal>,
        );
      });
    },
    async unmount(props) {
      roots.get(props.name)?.unmount();
      roots.delete(props.name);
      hooks.unmount?.();
    },
  };
}
