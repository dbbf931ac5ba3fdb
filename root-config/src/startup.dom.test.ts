import type { SiteSettingsResponse } from '@khel/shared';
import { SITE_STORE_KEY, inMaintenance, loadSite } from './startup';

const settingsV1: SiteSettingsResponse = { siteSetting: { site_title: 'Khel' }, casino_url: null, bonus_data: null };
const settingsV2: SiteSettingsResponse = { siteSetting: { site_title: 'Khel 2' }, casino_url: null, bonus_data: null };
const now = new Date('2026-11-22T10:00:00Z');

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('start-up', () => {
  it('fetches settings when none are stored, and stores them with the version', async () => {
    const storage = memoryStorage();
    let fetched = 0;
    const site = await loadSite({
      fetchVersion: async () => ({ version: 'v1', maintenance: null }),
      fetchSettings: async () => (fetched++, settingsV1),
      storage,
      now: () => now,
    });
    expect(site).toEqual({ status: 'ready', version: 'v1', settings: settingsV1, underMaintenance: false, maintenance: null });
    expect(fetched).toBe(1);
    expect(JSON.parse(storage.data.get(SITE_STORE_KEY)!)).toEqual({ version: 'v1', settings: settingsV1 });
  });

  it('reuses stored settings when the version matches', async () => {
    const storage = memoryStorage({ [SITE_STORE_KEY]: JSON.stringify({ version: 'v1', settings: settingsV1 }) });
    const site = await loadSite({
      fetchVersion: async () => ({ version: 'v1', maintenance: null }),
      fetchSettings: async () => {
        throw new Error('must not be called');
      },
      storage,
      now: () => now,
    });
    expect(site.settings).toEqual(settingsV1);
    expect(site.status).toBe('ready');
  });

  it('fetches again when the version changed', async () => {
    const storage = memoryStorage({ [SITE_STORE_KEY]: JSON.stringify({ version: 'v1', settings: settingsV1 }) });
    const site = await loadSite({
      fetchVersion: async () => ({ version: 'v2', maintenance: null }),
      fetchSettings: async () => settingsV2,
      storage,
      now: () => now,
    });
    expect(site.settings).toEqual(settingsV2);
    expect(JSON.parse(storage.data.get(SITE_STORE_KEY)!).version).toBe('v2');
  });

  it('marks the site under maintenance inside the window', async () => {
    const maintenance = { from_date: '2026-11-22T09:00:00Z', to_date: '2026-11-22T11:00:00Z' };
    const site = await loadSite({
      fetchVersion: async () => ({ version: 'v1', maintenance }),
      fetchSettings: async () => settingsV1,
      storage: null,
      now: () => now,
    });
    expect(site.underMaintenance).toBe(true);
    expect(site.maintenance).toEqual(maintenance);
  });

  it('a failed start-up is status error, with stored settings when there are some', async () => {
    const storage = memoryStorage({ [SITE_STORE_KEY]: JSON.stringify({ version: 'v1', settings: settingsV1 }) });
    const site = await loadSite({
      fetchVersion: async () => {
        throw new Error('offline');
      },
      fetchSettings: async () => settingsV1,
      storage,
      now: () => now,
    });
    expect(site).toEqual({ status: 'error', version: 'v1', settings: settingsV1, underMaintenance: false, maintenance: null });
  });

  it('the window is inclusive of its edges and ignores unreadable dates', () => {
    const w = { from_date: '2026-11-22T10:00:00Z', to_date: '2026-11-22T12:00:00Z' };
    expect(inMaintenance(w, new Date('2026-11-22T10:00:00Z'))).toBe(true);
    expect(inMaintenance(w, new Date('2026-11-22T12:00:00Z'))).toBe(true);
    expect(inMaintenance(w, new Date('2026-11-22T12:00:01Z'))).toBe(false);
    expect(inMaintenance(w, new Date('2026-11-22T09:59:59Z'))).toBe(false);
    expect(inMaintenance({ from_date: 'soon', to_date: 'later' }, now)).toBe(false);
    expect(inMaintenance(null, now)).toBe(false);
  });
});
