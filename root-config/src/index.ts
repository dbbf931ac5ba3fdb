import { addErrorHandler, navigateToUrl, registerApplication, start } from 'single-spa';
import { fetchSiteSettings, fetchSiteVersion, restoreSession, setNavigate, site$ } from '@khel/shared';
import { framedApp, systemSource } from './app-frame';
import { CONSOLE, LAYOUT_MODULES, activeWhen, layoutAt } from './layout';
import { startLayout } from './layout-dom';
import { loadSite } from './startup';
import { startPlayerServices } from './player-services';
import { installGuard } from './guard-runtime';
import { showChunkErrors } from './chunk-errors';
import { watchMaintenance } from './maintenance-watch';
import { applySiteHead } from './site-head';

declare const System: Parameters<typeof systemSource>[0];

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Plain links in the layout (the 404 page) navigate inside the single-spa site without a reload. */
function routePlainLinks(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[data-khel-link]');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    navigateToUrl((link as HTMLAnchorElement).href);
  });
}

/** Lets the browser paint and take input before the next step of the start (each step is a task of its own). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function main(): Promise<void> {
  setNavigate((url) => navigateToUrl(url));
  restoreSession();
  showChunkErrors();
  routePlainLinks();
  addErrorHandler((error) => console.error('[khel] single-spa:', error));

  // The modules this path mounts (and the System modules they depend on) download while the site settings load,
  // instead of after; they are only evaluated here, mounted once the settings apply. A failure here is reported by
  // the app frame when single-spa loads the module.
  const source = systemSource(System);
  for (const name of layoutAt(window.location.pathname).apps) source.load(name).catch(() => undefined);

  // Render only once settings apply (SPEC §4).
  const site = await loadSite({
    fetchVersion: fetchSiteVersion,
    fetchSettings: fetchSiteSettings,
    storage: safeStorage(),
    now: () => new Date(),
  });
  await nextTask();
  site$.next(site);
  // The site's own title, icon, meta tags and CSS (SPEC §3), again whenever the settings change.
  let applied: unknown = null;
  site$.subscribe(({ settings }) => {
    if (settings === applied) return; // the maintenance watch re-emits the same settings every 30 s
    applied = settings;
    void applySiteHead(settings?.siteSetting, { console: layoutAt(window.location.pathname).apps[0] === CONSOLE });
  });

  installGuard();
  startLayout();
  for (const name of LAYOUT_MODULES) {
    registerApplication({ name, app: () => Promise.resolve(framedApp(name, source)), activeWhen: activeWhen(name) });
  }
  document.getElementById('khel-boot')?.remove();
  await nextTask();
  start({ urlRerouteOnly: true });
  await nextTask();
  startPlayerServices();
  watchMaintenance({ site$, fetchVersion: fetchSiteVersion });
}

void main();
