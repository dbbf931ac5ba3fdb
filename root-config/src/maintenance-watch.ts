import type { BehaviorSubject } from 'rxjs';
import type { SiteState, SiteVersion } from '@khel/shared';
import { inMaintenance } from './startup';

/**
 * Keeps site$.underMaintenance true to the clock and to the operator: flips at the window's edges, and
 * re-reads the site version every 30 s so a window set (or lifted) meanwhile applies without a reload.
 */
export const MAINTENANCE_RECHECK_MS = 30_000;
const MAX_TIMER_MS = 2_000_000_000;

export interface MaintenanceWatchDeps {
  site$: BehaviorSubject<SiteState>;
  fetchVersion(): Promise<SiteVersion>;
  now?: () => Date;
  recheckMs?: number;
}

export function watchMaintenance(deps: MaintenanceWatchDeps): () => void {
  const { site$ } = deps;
  const now = deps.now ?? (() => new Date());
  let edge: ReturnType<typeof setTimeout> | null = null;

  const apply = () => {
    const site = site$.value;
    const under = inMaintenance(site.maintenance, now());
    if (under !== site.underMaintenance) site$.next({ ...site, underMaintenance: under });
    scheduleEdge();
  };

  function scheduleEdge() {
    if (edge) clearTimeout(edge);
    edge = null;
    const window = site$.value.maintenance;
    if (!window) return;
    const t = now().getTime();
    const next = [Date.parse(window.from_date), Date.parse(window.to_date) + 1]
      .filter((x) => Number.isFinite(x) && x > t)
      .sort((a, b) => a - b)[0];
    if (next !== undefined && next - t < MAX_TIMER_MS) edge = setTimeout(apply, next - t);
  }

  const recheck = setInterval(() => {
    deps
      .fetchVersion()
      .then(({ maintenance }) => {
        site$.next({ ...site$.value, maintenance: maintenance ?? null });
        apply();
      })
      .catch(() => undefined);
  }, deps.recheckMs ?? MAINTENANCE_RECHECK_MS);

  scheduleEdge();
  return () => {
    if (edge) clearTimeout(edge);
    clearInterval(recheck);
  };
}
