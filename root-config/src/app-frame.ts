import type { AppProps } from 'single-spa';
import { t } from '@khel/shared';

/**
 * Failure isolation: every application is registered with single-spa through this frame, so single-spa itself
 * never sees a failure. The frame shows a loader in the application's own area while the module loads, and an
 * error panel with a Retry button when the module is missing from the import map, answers 404 or throws in a
 * lifecycle; the header, the menus and every other module keep working. Retry forgets the module
 * (System.delete) and loads it again.
 */
export interface ModuleSource {
  load(name: string): Promise<unknown>;
  /** Drops the module from the loader's registry so the next load fetches it again. */
  forget(name: string): void;
}

export const ERROR_TEXT = 'This section could not be loaded.';
export const RETRY_TEXT = 'Retry';
export const SLOW_TEXT = 'Loading chunk failed';
export const RELOAD_TEXT = 'Reload';
export const LOADING_TEXT = 'Loading';
/** SPEC §9: a chunk that has not loaded after 120 s has failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

type Lifecycle = (props: AppProps & Record<string, unknown>) => Promise<unknown>;
interface Lifecycles {
  bootstrap: Lifecycle[];
  mount: Lifecycle[];
  unmount: Lifecycle[];
}

/** Accepts a module namespace (or its default export) that exports bootstrap, mount and unmount. */
export function lifecyclesOf(name: string, ns: unknown): Lifecycles {
  const candidates = [ns, (ns as { default?: unknown } | null)?.default];
  for (const c of candidates) {
    const m = c as Record<string, unknown> | null | undefined;
    if (m && ['bootstrap', 'mount', 'unmount'].every((k) => typeof m[k] === 'function' || Array.isArray(m[k]))) {
      const list = (k: string) => (Array.isArray(m[k]) ? (m[k] as Lifecycle[]) : [m[k] as Lifecycle]);
      return { bootstrap: list('bootstrap'), mount: list('mount'), unmount: list('unmount') };
    }
  }
  throw new Error(`${name} does not export bootstrap, mount and unmount`);
}

async function runAll(fns: Lifecycle[], props: AppProps & Record<string, unknown>): Promise<void> {
  for (const fn of fns) await fn(props);
}

/** What single-spa registers: plain functions (the real module's lifecycles live inside). */
export interface FramedApp {
  bootstrap(): Promise<void>;
  mount(props: AppProps): Promise<void>;
  unmount(props: AppProps): Promise<void>;
}

export function framedApp(name: string, source: ModuleSource, timeoutMs = CHUNK_TIMEOUT_MS): FramedApp {
  let real: Lifecycles | null = null;
  let bootstrapped = false;
  let realMounted = false;
  let wanted = false;
  let props: (AppProps & Record<string, unknown>) | null = null;
  let status: HTMLElement | null = null;
  let root: HTMLElement | null = null;
  let pending: Promise<void> = Promise.resolve();

  const show = (html: string, kind: string) => {
    if (!status) return;
    status.className = `khel-app-status khel-app-${kind}`;
    status.setAttribute('data-khel-app', name);
    status.setAttribute('data-khel-state', kind);
    status.innerHTML = html;
    status.hidden = false;
  };
  const showLoader = () => show(`<div class="khel-app-spinner" role="status" aria-label="${t(LOADING_TEXT)}"></div>`, 'loading');
  const showSlow = () => {
    show(`<p>${t(SLOW_TEXT)}</p><button type="button">${t(RELOAD_TEXT)}</button>`, 'slow');
    status?.querySelector('button')?.addEventListener('click', () => window.location.reload());
  };
  const showError = () => {
    show(`<p role="alert">${t(ERROR_TEXT)}</p><button type="button">${t(RETRY_TEXT)}</button>`, 'error');
    status?.querySelector('button')?.addEventListener('click', () => {
      pending = pending.then(attach);
    });
  };
  const hide = () => {
    if (status) {
      status.hidden = true;
      status.innerHTML = '';
      status.setAttribute('data-khel-state', 'mounted');
    }
  };

  const fail = (error: unknown) => {
    console.error(`[khel] ${name}:`, error);
    real = null;
    bootstrapped = false;
    source.forget(name);
    showError();
  };

  async function attach(): Promise<void> {
    if (!wanted || !props || !root || realMounted) return;
    showLoader();
    const slow = setTimeout(showSlow, timeoutMs);
    try {
      if (!real) real = lifecyclesOf(name, await source.load(name));
      if (!bootstrapped) {
        await runAll(real.bootstrap, props);
        bootstrapped = true;
      }
      if (!wanted) return;
      await runAll(real.mount, { ...props, domElement: root });
      realMounted = true;
      hide();
    } catch (error) {
      fail(error);
    } finally {
      clearTimeout(slow);
    }
  }

  return {
    async bootstrap() {},
    async mount(given) {
      props = given as AppProps & Record<string, unknown>;
      wanted = true;
      const host =
        (props.domElement as HTMLElement | undefined) ?? document.getElementById(`single-spa-application:${name}`) ?? document.body;
      status = document.createElement('div');
      root = document.createElement('div');
      root.className = 'khel-app-root';
      host.append(status, root);
      // Not awaited: a slow or failing module must not hold up the other applications' routing.
      pending = pending.then(attach);
    },
    async unmount() {
      wanted = false;
      await pending;
      if (realMounted && real && props) {
        realMounted = false;
        try {
          await runAll(real.unmount, { ...props, domElement: root });
        } catch (error) {
          fail(error);
        }
      }
      status?.remove();
      root?.remove();
      status = root = null;
    },
  };
}

interface SystemLoader {
  import(id: string): Promise<unknown>;
  resolve(id: string): string;
  delete(id: string): boolean;
}

/** The page's SystemJS loader. */
export function systemSource(system: SystemLoader): ModuleSource {
  return {
    load: (name) => system.import(name),
    forget(name) {
      try {
        system.delete(system.resolve(name));
      } catch {
        // not in the import map: nothing cached to forget
      }
    },
  };
}
