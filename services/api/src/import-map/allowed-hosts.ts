/**
 * The origins modules may be loaded from: the site's own origin (always) and the operator's list
 * (KHEL_MODULE_HOSTS, `deps.config.moduleHosts`). An entry is an origin (`https://cdn.example.com`) or a bare host
 * name (`cdn.example.com`, taken as https). The import-map check refuses any other origin, and the CSP's
 * script-src lists the same ones (`moduleHostOrigins` for the hosts besides 'self').
 */
export function moduleHostOrigins(config: { moduleHosts: string[] }): string[] {
  const origins = new Set<string>();
  for (const entry of config.moduleHosts) {
    const text = /^[a-z][a-z0-9+.-]*:\/\//i.test(entry) ? entry : `https://${entry}`;
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new Error(`KHEL_MODULE_HOSTS: "${entry}" is not an origin or a host name`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`KHEL_MODULE_HOSTS: "${entry}" is not http(s)`);
    origins.add(url.origin);
  }
  return [...origins];
}

/** Every origin a module may come from: the site's own first, then the configured module hosts. */
export function allowedModuleOrigins(config: { moduleHosts: string[] }, siteOrigin?: string): string[] {
  const own = siteOrigin ? [new URL(siteOrigin).origin] : [];
  return [...new Set([...own, ...moduleHostOrigins(config)])];
}
