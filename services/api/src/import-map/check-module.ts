import vm from 'node:vm';

/**
 * Checks that a URL serves a System module exporting bootstrap, mount and unmount: fetch it, evaluate it in a
 * sandbox whose System.register records the module's declaration, stub every dependency, run the module body
 * and look at what it exported. Nothing from the module runs outside the sandbox.
 */
export interface ModuleCheck {
  ok: boolean;
  url: string;
  /** Why it failed, in words an operator can act on. */
  reason?: string;
  exports?: string[];
  dependencies?: string[];
}

const LIFECYCLES = ['bootstrap', 'mount', 'unmount'] as const;

type Declare = (
  exportFn: (name: string | Record<string, unknown>, value?: unknown) => unknown,
  context: { meta: { url: string }; import: (id: string) => Promise<unknown> },
) => { setters?: Array<((ns: unknown) => void) | undefined>; execute?: () => unknown };

/** A stand-in for any dependency: callable, constructible, and every property is another stand-in. */
function stub(): unknown {
  const target = function () {} as unknown as object;
  const proxy: unknown = new Proxy(target, {
    get: (_t, key) => (key === Symbol.toPrimitive ? () => '' : key === 'then' ? undefined : proxy),
    apply: () => proxy,
    construct: () => proxy as object,
  });
  return proxy;
}

export async function checkSystemModule(url: string, options: { timeoutMs?: number; fetchFn?: typeof fetch } = {}): Promise<ModuleCheck> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  let code: string;
  try {
    const response = await (options.fetchFn ?? fetch)(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
    if (!response.ok) return { ok: false, url, reason: `${url} answered ${response.status}` };
    code = await response.text();
  } catch (error) {
    return { ok: false, url, reason: `${url} could not be fetched: ${(error as Error).message}` };
  }

  const registrations: Array<{ deps: string[]; declare: Declare }> = [];
  const System = {
    register(...args: unknown[]) {
      // System.register([name,] deps, declare)
      const [deps, declare] = (typeof args[0] === 'string' ? args.slice(1) : args) as [string[], Declare];
      registrations.push({ deps, declare });
    },
  };
  const sandbox: Record<string, unknown> = { System, console: { log() {}, warn() {}, error() {}, info() {}, debug() {} } };
  sandbox.self = sandbox;
  sandbox.window = sandbox;
  sandbox.globalThis = sandbox;
  sandbox.document = stub();
  sandbox.location = new URL(url);
  sandbox.navigator = { userAgent: 'khel-import-map-check' };
  sandbox.setTimeout = () => 0;
  sandbox.clearTimeout = () => undefined;
  sandbox.URL = URL;
  try {
    vm.runInNewContext(code, sandbox, { filename: url, timeout: timeoutMs });
  } catch (error) {
    return { ok: false, url, reason: `${url} does not run: ${(error as Error).message}` };
  }
  if (registrations.length !== 1) {
    return { ok: false, url, reason: `${url} is not a System module (System.register was called ${registrations.length} times)` };
  }

  const [{ deps, declare }] = registrations;
  const exported: Record<string, unknown> = {};
  const exportFn = (name: string | Record<string, unknown>, value?: unknown) => {
    if (typeof name === 'string') exported[name] = value;
    else Object.assign(exported, name);
    return value;
  };
  try {
    const declared = declare(exportFn, { meta: { url }, import: async () => stub() });
    for (const setter of declared.setters ?? []) setter?.(stub());
    const running = declared.execute?.();
    if (running && typeof (running as Promise<unknown>).then === 'function') {
      await Promise.race([running, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
    }
  } catch (error) {
    return { ok: false, url, reason: `${url} throws while loading: ${(error as Error).message}`, dependencies: deps };
  }

  const names = Object.keys(exported);
  const lifecycles = (exported.default && typeof exported.default === 'object' ? exported.default : exported) as Record<string, unknown>;
  const missing = LIFECYCLES.filter((k) => typeof exported[k] !== 'function' && typeof lifecycles[k] !== 'function' && !Array.isArray(exported[k]));
  if (missing.length) {
    return { ok: false, url, reason: `${url} does not export ${missing.join(', ')}`, exports: names, dependencies: deps };
  }
  return { ok: true, url, exports: names, dependencies: deps };
}
