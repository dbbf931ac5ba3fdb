/**
 * Runtime configuration an operator sets per environment: index.html (or a config script) defines
 * window.__KHEL_CONFIG__ before the modules load. Anything absent falls back to same-origin service paths.
 */
export type ServiceName = 'site' | 'user' | 'wallet' | 'bonus' | 'sports' | 'fantasy' | 'reports' | 'notification' | 'ops';

export interface RuntimeConfig {
  services: Record<ServiceName, string>;
  /** the site's domain sent to /site/version and /site/settings; defaults to location.hostname */
  domain: string;
}

declare global {
  interface Window {
    __KHEL_CONFIG__?: { services?: Partial<Record<ServiceName, string>>; domain?: string };
  }
}

export const DEFAULT_SERVICES: Record<ServiceName, string> = {
  site: '/site',
  user: '/user',
  wallet: '/wallet',
  bonus: '/bonus',
  sports: '/sports',
  fantasy: '/fantasy',
  reports: '/reports',
  notification: '/notification',
  ops: '/ops',
};

export function runtimeConfig(): RuntimeConfig {
  const given = typeof window === 'undefined' ? undefined : window.__KHEL_CONFIG__;
  return {
    services: { ...DEFAULT_SERVICES, ...(given?.services ?? {}) },
    domain: given?.domain ?? (typeof location === 'undefined' ? 'localhost' : location.hostname),
  };
}
