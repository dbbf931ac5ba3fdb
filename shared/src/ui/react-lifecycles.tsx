import { Component, createContext, createElement, startTransition, useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
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

/**
 * The app's first render as a React transition: drawn in slices that yield to the browser between them, instead of
 * one task of 100 ms and more on a mid-range phone while the page boots (a tap waits; Lighthouse counts it as
 * blocking time). single-spa's mount resolves at once; the app appears when the transition commits.
 */
export function FirstRenderInSlices({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown ? children : null;
}

/**
 * single-spa lifecycles for a React app, from single-spa-react (createRoot, React 19), with the app's tree inside
 * its own error boundary (AppErrorBoundary: an error panel with Retry, reported). The hooks run around them.
 */
export function reactLifecycles(render: () => ReactNode, hooks: { bootstrap?(): void; mount?(): void; unmount?(): void } = {}): AppLifecycles {
  const Root = (props: AppProps) => (
    <AppErrorBoundary app={props.name}>
      <FirstRenderInSlices>{render()}</FirstRenderInSlices>
    </AppErrorBoundary>
  );
  const lifecycles = singleSpaReact<AppProps>({
    // The members single-spa-react uses, named: a namespace import of an import-map module is not reliably whole.
    React: { Component, createContext, createElement },
    ReactDOMClient: { createRoot },
    rootComponent: Root,
    renderType: 'createRoot',
    domElementGetter: hostOf,
    // The root component is the boundary's child; the boundary itself catches (single-spa-react's is not needed).
    suppressComponentDidCatchWarning: true,
  });
  return {
    async bootstrap(props) {
      hooks.bootstrap?.();
      await lifecycles.bootstrap(props as never);
    },
    async mount(props) {
      hooks.mount?.();
      await lifecycles.mount(props as never);
    },
    async unmount(props) {
      await lifecycles.unmount(props as never);
      hooks.unmount?.();
    },
  };
}
