import type { AppProps } from 'single-spa';
import { ERROR_TEXT, RETRY_TEXT, SLOW_TEXT, framedApp, lifecyclesOf, type ModuleSource } from './app-frame';

const NAME = '@khel/wallet';
const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/** A module that writes into the element it is given, like single-spa-react does. */
function fakeModule(log: string[], options: { failMount?: boolean } = {}) {
  return {
    bootstrap: async () => void log.push('bootstrap'),
    mount: async (props: { domElement: HTMLElement }) => {
      if (options.failMount) throw new Error('mount exploded');
      props.domElement.innerHTML = '<p>Deposit page</p>';
      log.push('mount');
    },
    unmount: async (props: { domElement: HTMLElement }) => {
      props.domElement.innerHTML = '';
      log.push('unmount');
    },
  };
}

function source(answers: Array<() => Promise<unknown>>) {
  const forgotten: string[] = [];
  let loads = 0;
  const src: ModuleSource = {
    load: () => {
      const next = answers[Math.min(loads, answers.length - 1)];
      loads += 1;
      return next();
    },
    forget: (name) => void forgotten.push(name),
  };
  return { src, forgotten, loads: () => loads };
}

function host() {
  const el = document.createElement('div');
  el.id = `single-spa-application:${NAME}`;
  document.body.append(el);
  return el;
}
const props = (el: HTMLElement) => ({ name: NAME, domElement: el, singleSpa: {}, mountParcel: () => undefined }) as unknown as AppProps;
const state = (el: HTMLElement) => el.querySelector('[data-khel-app]')?.getAttribute('data-khel-state');

afterEach(() => {
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('application frame', () => {
  it('shows a loader in its own area, then the mounted module', async () => {
    const log: string[] = [];
    let resolve!: (m: unknown) => void;
    const { src } = source([() => new Promise((r) => (resolve = r))]);
    const el = host();
    const app = framedApp(NAME, src);
    await app.mount(props(el));
    expect(state(el)).toBe('loading');
    expect(el.querySelector('[role=status]')).not.toBeNull();
    resolve(fakeModule(log));
    await flush();
    expect(state(el)).toBe('mounted');
    expect(el.textContent).toBe('Deposit page');
    expect(log).toEqual(['bootstrap', 'mount']);
    await app.unmount(props(el));
    expect(log).toEqual(['bootstrap', 'mount', 'unmount']);
    expect(el.innerHTML).toBe('');
  });

  it('a module that fails to load shows the error panel; Retry forgets it and loads it again', async () => {
    const log: string[] = [];
    const { src, forgotten, loads } = source([() => Promise.reject(new Error('404')), async () => fakeModule(log)]);
    const el = host();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await framedApp(NAME, src).mount(props(el));
    await flush();
    expect(state(el)).toBe('error');
    expect(el.textContent).toContain(ERROR_TEXT);
    expect(forgotten).toEqual([NAME]);
    const retry = el.querySelector('button')!;
    expect(retry.textContent).toBe(RETRY_TEXT);
    retry.click();
    await flush();
    expect(loads()).toBe(2);
    expect(state(el)).toBe('mounted');
    expect(el.textContent).toBe('Deposit page');
  });

  it('a module that throws in mount shows the error panel and nothing else breaks', async () => {
    const log: string[] = [];
    const { src } = source([async () => fakeModule(log, { failMount: true }), async () => fakeModule(log)]);
    const el = host();
    const other = document.createElement('header');
    other.textContent = 'Header';
    document.body.prepend(other);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = framedApp(NAME, src);
    await expect(app.mount(props(el))).resolves.toBeUndefined();
    await flush();
    expect(state(el)).toBe('error');
    expect(other.textContent).toBe('Header');
    el.querySelector('button')!.click();
    await flush();
    expect(state(el)).toBe('mounted');
    expect(log).toEqual(['bootstrap', 'bootstrap', 'mount']);
  });

  it('a module without lifecycles is an error', async () => {
    const { src } = source([async () => ({ default: { hello: 1 } })]);
    const el = host();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await framedApp(NAME, src).mount(props(el));
    await flush();
    expect(state(el)).toBe('error');
    expect(() => lifecyclesOf(NAME, {})).toThrow('@khel/wallet does not export bootstrap, mount and unmount');
  });

  it('a module still loading after the time-out says so with a reload', async () => {
    jest.useFakeTimers();
    const { src } = source([() => new Promise(() => undefined)]);
    const el = host();
    await framedApp(NAME, src, 120_000).mount(props(el));
    await flush();
    jest.advanceTimersByTime(119_999);
    expect(state(el)).toBe('loading');
    jest.advanceTimersByTime(1);
    expect(state(el)).toBe('slow');
    expect(el.textContent).toContain(SLOW_TEXT);
    expect(el.querySelector('button')!.textContent).toBe('Reload');
  });

  it('leaving the route before the module arrives never mounts it', async () => {
    const log: string[] = [];
    let resolve!: (m: unknown) => void;
    const { src } = source([() => new Promise((r) => (resolve = r))]);
    const el = host();
    const app = framedApp(NAME, src);
    await app.mount(props(el));
    const leaving = app.unmount(props(el));
    resolve(fakeModule(log));
    await leaving;
    await flush();
    expect(log).toEqual(['bootstrap']);
    expect(el.innerHTML).toBe('');
  });
});
