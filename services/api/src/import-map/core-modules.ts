/**
 * Modules the whole page stands on: the root config, the shared bus and validation, the shell, the console, and
 * every vendor library (every name outside @khel/ is a vendor library: react, react-dom, single-spa, rxjs, ...).
 * A bad swap of one of them takes the whole site down, the console with it, so the console cannot swap them; the
 * import-map command can, with --i-understand-core and a check that the composed site still starts.
 */
const CORE_KHEL = new Set(['@khel/root-config', '@khel/shared', '@khel/shell', '@khel/backoffice']);

export function isCoreModule(name: string): boolean {
  if (!name.startsWith('@khel/')) return true;
  const [scope, pkg] = name.split('/');
  return CORE_KHEL.has(`${scope}/${pkg}`);
}

/** Libraries (root config, shared code, vendors) are System modules without single-spa lifecycles; apps have them. */
export function needsLifecycles(name: string): boolean {
  if (!name.startsWith('@khel/')) return false;
  const [scope, pkg] = name.split('/');
  return !['@khel/root-config', '@khel/shared'].includes(`${scope}/${pkg}`);
}
