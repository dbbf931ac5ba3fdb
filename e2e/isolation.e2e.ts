import fs from 'node:fs';
import path from 'node:path';
import { DEMO_PLAYER } from './harness/demo';
import { importMapCommand } from './harness/import-map-command';
import { moduleFrame, waitForModuleState } from './harness/modules';
import { useSite } from './harness/site';
import { removeServedFile, writeStandInModule } from './harness/stand-in-module';

// A private copy of dist/web, so this file can take a module's URL away and serve it again.
const site = useSite({ copyWeb: true });

test('a module whose URL answers 404 shows its error panel while the rest works; Retry loads it once it is served', async () => {
  const map = (await (await fetch(`${site.server.url}/import-map.json`)).json()) as { imports: Record<string, string> };
  const gamesUrl = map.imports['@khel/games']!;
  // Take the module's file away, whether or not a build of it exists yet.
  removeServedFile(path.join(site.server.webDir, gamesUrl));
  expect((await fetch(`${site.server.url}${gamesUrl}`)).status).toBe(404);

  const page = await site.newPage('/sports-book', { offerSeen: true });
  await waitForModuleState(page, '@khel/games', 'error');
  const games = moduleFrame(page, '@khel/games');
  await expect(games.getByRole('alert').textContent()).resolves.toBe('This section could not be loaded.');
  // From here on everything happens in this one page load.
  await page.evaluate(() => ((window as unknown as { __khelSamePage: boolean }).__khelSamePage = true));

  // The header and the shell keep working: log in from the header's link.
  await page.locator('header.s-header').getByRole('link', { name: 'Login' }).click();
  await page.getByLabel('Mobile Number').fill(DEMO_PLAYER.mobile);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PLAYER.password);
  await page.locator('form').getByRole('button', { name: 'Login' }).click();
  await page.getByTestId('header-balance').waitFor();
  // Another module works: the wallet's deposit screen from the header.
  await page.locator('header.s-header').getByRole('link', { name: 'Deposit' }).click();
  await waitForModuleState(page, '@khel/wallet', 'mounted');
  await moduleFrame(page, '@khel/wallet').locator('xpath=..').getByRole('heading', { name: 'Deposit' }).waitFor();

  // Back to the broken module: still its error panel.
  await page.goBack();
  await page.locator('.s-home').waitFor();
  await page.getByRole('link', { name: 'Sports Book' }).first().click();
  await waitForModuleState(page, '@khel/games', 'error');

  // The module's URL is served again (a team ships it); Retry loads it.
  writeStandInModule(site.server.webDir, gamesUrl, 'Games are back');
  await moduleFrame(page, '@khel/games').getByRole('button', { name: 'Retry' }).click();
  await page.getByTestId('stand-in-module').filter({ hasText: 'Games are back' }).waitFor();
  await expect(moduleFrame(page, '@khel/games').getAttribute('data-khel-state')).resolves.toBe('mounted');
  await page.getByTestId('header-balance').waitFor();
  await expect(page.evaluate(() => (window as unknown as { __khelSamePage?: boolean }).__khelSamePage)).resolves.toBe(true);

  removeServedFile(path.join(site.server.webDir, gamesUrl));
});

test('the import-map command swaps a module for a checked URL and rollback restores the previous map', async () => {
  const { webDir, importMapPath } = site.server;
  writeStandInModule(webDir, '/releases/games-1/games.js', 'Games release 1');
  writeStandInModule(webDir, '/releases/games-2/games.js', 'Games release 2');
  const builtFiles = fs.readdirSync(path.join(webDir, 'modules'), { recursive: true }).length;

  const first = importMapCommand(site.server, ['set', '@khel/games', '/releases/games-1/games.js']);
  expect(first).toMatchObject({ status: 0 });
  const second = importMapCommand(site.server, ['set', '@khel/games', '/releases/games-2/games.js']);
  expect(second).toMatchObject({ status: 0 });
  expect(JSON.parse(fs.readFileSync(importMapPath, 'utf8')).imports['@khel/games']).toBe('/releases/games-2/games.js');

  // The site serves the new version on the next page load, with nothing rebuilt.
  const page = await site.newPage('/sports-book');
  await page.getByTestId('stand-in-module').filter({ hasText: 'Games release 2' }).waitFor();
  expect(fs.readdirSync(path.join(webDir, 'modules'), { recursive: true }).length).toBe(builtFiles);

  // A URL that does not serve a module is refused and the map stays as it was.
  const refused = importMapCommand(site.server, ['set', '@khel/games', '/releases/missing/games.js']);
  expect(refused.status).not.toBe(0);
  expect(refused.output).toMatch(/404/);
  expect(JSON.parse(fs.readFileSync(importMapPath, 'utf8')).imports['@khel/games']).toBe('/releases/games-2/games.js');

  const rollback = importMapCommand(site.server, ['rollback']);
  expect(rollback).toMatchObject({ status: 0 });
  expect(JSON.parse(fs.readFileSync(importMapPath, 'utf8')).imports['@khel/games']).toBe('/releases/games-1/games.js');
  await page.reload();
  await page.getByTestId('stand-in-module').filter({ hasText: 'Games release 1' }).waitFor();
});
