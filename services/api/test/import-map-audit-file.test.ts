import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { ImportMapStore } from '../src/import-map';

/** Issue 27 L5: with a data directory, the import map's audit file is written there, not beside the repository's map. */
describe('the import map audit file', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-map-audit-'));
  const mapFile = path.join(root, 'repo', 'import-map.json');
  const dataDir = path.join(root, 'data');
  beforeAll(() => {
    fs.mkdirSync(path.dirname(mapFile), { recursive: true });
    fs.writeFileSync(mapFile, JSON.stringify({ imports: { '@khel/wallet': '/modules/wallet.js' } }));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is under KHEL_DATA_DIR when it is set, beside the map otherwise', () => {
    expect(loadConfig({ KHEL_DATA_DIR: dataDir }).importMapAuditFile).toBe(path.join(dataDir, 'import-map.audit.jsonl'));
    expect(loadConfig({}).importMapAuditFile).toBeUndefined();
    expect(new ImportMapStore(mapFile).auditFile).toBe(path.join(root, 'repo', 'import-map.audit.jsonl'));
  });

  it("a refused change is audited in the data directory's file and nothing is written beside the map", async () => {
    const config = loadConfig({ KHEL_DATA_DIR: dataDir });
    const store = new ImportMapStore(mapFile, undefined, { auditFile: config.importMapAuditFile });
    await expect(store.set('not a module name!', '/x.js', { actor: 'operator:admin' })).rejects.toThrow('is not a module name');
    const lines = fs.readFileSync(path.join(dataDir, 'import-map.audit.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { actor: string; action: string; outcome: string });
    expect(lines).toEqual([expect.objectContaining({ actor: 'operator:admin', action: 'set', outcome: 'refused' })]);
    expect(fs.existsSync(path.join(root, 'repo', 'import-map.audit.jsonl'))).toBe(false);
  });
});
