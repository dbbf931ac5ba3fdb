import { parseServiceUrls } from '../config';

/** Base URL of each service the browser calls; an operator overrides any of them with KHEL_SERVICE_URLS (JSON). */
export function serviceUrls(env: { KHEL_SERVICE_URLS?: string }): Record<string, string> {
  return parseServiceUrls(env.KHEL_SERVICE_URLS);
}

/** The script index.html loads before any module: window.__KHEL_CONFIG__. */
export function runtimeConfigScript(services: Record<string, string>, domain: string): string {
  const config = JSON.stringify({ services, domain }).replace(/</g, '\\u003c');
  return `window.__KHEL_CONFIG__ = ${config};\n`;
}
