import { moduleFrame, waitForModuleState } from './harness/modules';
import { opsCall, opsLogin } from './harness/ops';
import { useSite } from './harness/site';
import { writeStandInModule } from './harness/stand-in-module';

// A private copy of dist/web, so this file can change a module's file after its check.
const site = useSite({ copyWeb: true });

test('a module file changed after the console checked it is refused by the browser (sha-384 integrity in the import map)', async () => {
  const release = '/releases/games-integrity/games.js';
  writeStandInModule(site.server.webDir, release, 'Checked games release');
  const admin = await opsLogin(site.server);
  const swap = await opsCall(site.server, admin, 'POST', '/ops/modules/set', { name: '@khel/games', url: release });
  expect(swap.status).toBe(200);

  const map = (await (await fetch(`${site.server.url}/import-map.json`)).json()) as { imports: Record<string, string>; integrity?: Record<string, string> };
  expect(map.imports['@khel/games']).toBe(release);
  const integrity = Object.entries(map.integrity ?? {}).find(([url]) => url.endsWith(release));
  expect(integrity?.[1]).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);

  // The checked file loads.
  const page = await site.newPage('/sports-book', { offerSeen: true });
  await page.getByTestId('stand-in-module').filter({ hasText: 'Checked games release' }).waitFor();

  // The host now serves other bytes at the same URL: the browser refuses them and the section shows its error panel.
  writeStandInModule(site.server.webDir, release, 'Tampered games release');
  const later = await site.newPage('/sports-book', { offerSeen: true });
  await waitForModuleState(later, '@khel/games', 'error');
  await expect(moduleFrame(later, '@khel/games').getByRole('alert').textContent()).resolves.toBe('This section could not be loaded.');
  await expect(later.getByTestId('stand-in-module').count()).resolves.toBe(0);
  // The rest of the page still works.
  await later.locator('header.s-header').waitFor();
});
