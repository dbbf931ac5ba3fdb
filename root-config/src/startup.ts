import type { MaintenanceWindow, SiteSettingsResponse, SiteState, SiteVersion } from '@khel/shared';

/** Start-up (SPEC §4): site version, then settings unless the stored ones match that version. */
export const SITE_STORE_KEY = 'khel_site';

export interface StoredSite {
  version: string;
  settings: SiteSettingsResponse;
}

export function readStoredSite(storage: Pick<Storage, 'getItem'> | null): StoredSite | null {
  try {
    const raw = storage?.getItem(SITE_STORE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredSite>;
    return typeof parsed.version === 'string' && parsed.settings ? (parsed as StoredSite) : null;
  } catch {
    return null;
  }
}

/** Settings are fetched when the version differs from the stored one or settings are missing. */
export function needsSettings(stored: StoredSite | null, version: string): boolean {
  return !stored || stored.version !== version || !stored.settings;
}

/** Maintenance is active when now lies between from_date and to_date. */
export function inMaintenance(window: MaintenanceWindow | null | undefined, now: Date): boolean {
  if (!window?.from_date || !window?.to_date) return false;
  const from = Date.parse(window.from_date);
  const to = Date.parse(window.to_date);
  if (Number.isNaN(from) || Number.isNaN(to)) return false;
  return now.getTime() >= from && now.getTime() <= to;
}

export interface StartupDeps {
  fetchVersion(): Promise<SiteVersion>;
  fetchSettings(): Promise<SiteSettingsResponse>;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now(): Date;
}

/** Resolves the site state the app renders with; never throws (a failed start-up is status 'error'). */
export async function loadSite(deps: StartupDeps): Promise<SiteState> {
  try {
    const { version, maintenance } = await deps.fetchVersion();
    const stored = readStoredSite(deps.storage);
    let settings: SiteSettingsResponse;
    if (stored && !needsSettings(stored, version)) {
      settings = stored.settings;
    } else {
      settings = await deps.fetchSettings();
      try {
        deps.storage?.setItem(SITE_STORE_KEY, JSON.stringify({ version, settings } satisfies StoredSite));
      } catch {
        // storage full or blocked: settings still apply for this visit
      }
    }
    return { status: 'ready', version, settings, underMaintenance: inMaintenance(maintenance, deps.now()), maintenance: maintenance ?? null };
  } catch {
    const stored = readStoredSite(deps.storage);
    return {
      status: 'error',
      version: stored?.version ?? null,
      settings: stored?.settings ?? null,
      underMaintenance: false,
      maintenance: null,
    };
  }
}
