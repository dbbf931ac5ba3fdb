import { ALL_SERVICES } from '../config';

/** Base URL of each service the browser calls; an operator overrides any of them with KHEL_SERVICE_URLS (JSON). */
export function serviceUrls(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const urls: Record<string, string> = Object.fromEntries(ALL_SERVICES.map((s) => [s, `/${s}`]));
  const given = env.KHEL_SERVICE_URLS;
  if (!given) return urls;
  let parsed: unknown;
  try {
    parsed = JSON.parse(given);
  } catch {
    throw new Error('KHEL_SERVICE_URLS must be JSON, e.g. {"user":"https://user.example.com"}');
  }
  for (const [name, url] of Object.entries(parsed as Record<string, unknown>)) {
    if (!(ALL_SERVICES as readonly string[]).includes(name)) throw new Error(`KHEL_SERVICE_URLS: unknown service "${name}"`);
    if (typeof url !== 'string' || !url) throw new Error(`KHEL_SERVICE_URLS: "${name}" needs a URL`);
    urls[name] = url.replace(/\/+$/, '');
  }
  return urls;
}

/** The script index.html loads before any module: window.__KHEL_CONFIG__. */
export function runtimeConfigScript(services: Record<string, string>, domain: string): string {
  const config = JSON.stringify({ services, domain }).replace(/</g, '\\u003c');
  return `window.__KHEL_CONFIG__ = ${config};\n`;
}
