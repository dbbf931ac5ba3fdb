// The module contract (issue 29, docs/module-development.md "A replacement @khel/fantasy"): the example partner
// module, built by its own config outside the workspace build, is swapped in for @khel/fantasy with
// `npm run import-map -- set`, mounts at /cricket-fight, reads the balance from the bus and the matches from the
// fantasy service, and is rolled back to our own app; a replacement that throws on mount shows its error panel in its
// own area while the header and the rest of the page keep working.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importMapCommand } from './harness/import-map-command';
import { moduleFrame, waitForModuleState } from './harness/modules';
import { ROOT } from './harness/paths';
import { headerBalance, loginThroughUi } from './harness/player';
import { useSite } from './harness/site';
import { replaceServedFile } from './harness/stand-in-module';

const site = useSite({ copyWeb: true });

/** Builds examples/partner-fantasy with its own webpack config, into a temporary folder; returns the file's text. */
function buildPartnerModule(): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-partner-fantasy-'));
  try {
    const webpack = path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js');
    const built = spawnSync(process.execPath, [webpack, '--config', path.join(ROOT, 'examples/partner-fantasy/webpack.config.js'), '--output-path', out], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
    if (built.status !== 0) throw new Error(`the partner module did not build:\n${built.stdout}\n${built.stderr}`);
    return fs.readFileSync(path.join(out, 'partner-fantasy.js'), 'utf8');
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

/** A System module exporting the lifecycles whose mount throws: a partner's broken release. */
const THROWS_ON_MOUNT = `System.register([], function (_export) {
  return { execute: function () {
    _export({
      bootstrap: function () { return Promise.resolve(); },
      mount: function () { return Promise.reject(new Error('partner release 2 is broken')); },
      unmount: function () { return Promise.resolve(); }
    });
  } };
});
`;

test('the partner module is swapped in by the import-map command, mounts at /cricket-fight reading the balance from the bus, and is rolled back', async () => {
  const { webDir, importMapPath } = site.server;
  replaceServedFile(webDir, '/partners/fantasy/1.0.0/partner-fantasy.js', buildPartnerModule());
  const ours = JSON.parse(fs.readFileSync(importMapPath, 'utf8')).imports['@khel/fantasy'];

  const set = importMapCommand(site.server, ['set', '@khel/fantasy', '/partners/fantasy/1.0.0/partner-fantasy.js']);
  expect(set).toMatchObject({ status: 0 });
  expect(JSON.parse(fs.readFileSync(importMapPath, 'utf8')).imports['@khel/fantasy']).toBe('/partners/fantasy/1.0.0/partner-fantasy.js');

  const page = await site.newPage('/', { offerSeen: true });
  await loginThroughUi(page, site.server.url);
  await headerBalance(page).filter({ hasText: '₹10,000.00' }).waitFor();
  await page.goto(`${site.server.url}/cricket-fight`);
  await waitForModuleState(page, '@khel/fantasy', 'mounted');
  const partner = page.getByTestId('partner-fantasy');
  await partner.getByRole('heading', { name: 'Partner Cricket Fight' }).waitFor();
  // the balance arrives on the bus after the page's own balance call answers: wait for it, then read it exactly
  await partner.getByTestId('partner-balance').filter({ hasText: '₹' }).waitFor();
  await expect(partner.getByTestId('partner-balance').textContent()).resolves.toBe('Balance ₹10,000.00');
  // the seeded demo match, from the fantasy service through @khel/shared's client
  await partner.getByRole('list', { name: 'Partner matches' }).getByText('Chennai Kings v Kolkata Riders').waitFor();
  // the shell's header is the site's own, around the partner's area
  await page.locator('header.s-header').waitFor();

  const rollback = importMapCommand(site.server, ['rollback']);
  expect(rollback).toMatchObject({ status: 0 });
  expect(JSON.parse(fs.readFileSync(importMapPath, 'utf8')).imports['@khel/fantasy']).toBe(ours);
  await page.reload();
  await waitForModuleState(page, '@khel/fantasy', 'mounted');
  await page.getByRole('heading', { name: 'Cricket Fight' }).waitFor();
  await page.getByRole('listitem', { name: 'Chennai Kings vs Kolkata Riders' }).waitFor();
  await expect(page.getByTestId('partner-fantasy').count()).resolves.toBe(0);
});

test('a replacement that throws on mount stays in its own area: its error panel, while the header and the other apps work', async () => {
  const { webDir } = site.server;
  replaceServedFile(webDir, '/partners/fantasy/2.0.0/partner-fantasy.js', THROWS_ON_MOUNT);
  expect(importMapCommand(site.server, ['set', '@khel/fantasy', '/partners/fantasy/2.0.0/partner-fantasy.js'])).toMatchObject({ status: 0 });
  try {
    const page = await site.newPage('/', { offerSeen: true });
    await loginThroughUi(page, site.server.url);
    await page.goto(`${site.server.url}/cricket-fight`);
    await waitForModuleState(page, '@khel/fantasy', 'error');
    await expect(moduleFrame(page, '@khel/fantasy').getByRole('alert').textContent()).resolves.toBe('This section could not be loaded.');
    // the header still works: its balance, and a link to another app's page
    await headerBalance(page).filter({ hasText: '₹10,000.00' }).waitFor();
    await page.locator('header.s-header').getByRole('link', { name: 'Deposit' }).click();
    await waitForModuleState(page, '@khel/wallet', 'mounted');
  } finally {
    expect(importMapCommand(site.server, ['rollback'])).toMatchObject({ status: 0 });
  }
});
