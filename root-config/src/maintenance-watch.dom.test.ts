import { BehaviorSubject } from 'rxjs';
import type { SiteState, SiteVersion } from '@khel/shared';
import { watchMaintenance } from './maintenance-watch';

const T0 = Date.parse('2026-11-22T10:00:00Z');
const site = (over: Partial<SiteState>): SiteState => ({ status: 'ready', version: 'v1', settings: null, underMaintenance: false, maintenance: null, ...over });
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('maintenance watch', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(T0);
  });
  afterEach(() => jest.useRealTimers());

  it('ends maintenance when the window closes, with no reload', () => {
    const site$ = new BehaviorSubject(site({ underMaintenance: true, maintenance: { from_date: '2026-11-22T09:00:00Z', to_date: '2026-11-22T10:00:05Z' } }));
    const stop = watchMaintenance({ site$, fetchVersion: () => new Promise(() => undefined) });
    jest.advanceTimersByTime(5_000);
    expect(site$.value.underMaintenance).toBe(true);
    jest.advanceTimersByTime(1);
    expect(site$.value.underMaintenance).toBe(false);
    stop();
  });

  it('starts maintenance when a future window opens', () => {
    const site$ = new BehaviorSubject(site({ maintenance: { from_date: '2026-11-22T10:01:00Z', to_date: '2026-11-22T11:00:00Z' } }));
    const stop = watchMaintenance({ site$, fetchVersion: () => new Promise(() => undefined) });
    jest.advanceTimersByTime(59_999);
    expect(site$.value.underMaintenance).toBe(false);
    jest.advanceTimersByTime(1);
    expect(site$.value.underMaintenance).toBe(true);
    stop();
  });

  it('picks up a window the operator sets meanwhile, and its lifting', async () => {
    const answers: SiteVersion[] = [
      { version: 'v2', maintenance: { from_date: '2026-11-22T09:00:00Z', to_date: '2026-11-22T12:00:00Z' } },
      { version: 'v3', maintenance: null },
    ];
    const site$ = new BehaviorSubject(site({}));
    const stop = watchMaintenance({ site$, fetchVersion: async () => answers.shift()!, recheckMs: 30_000 });
    jest.advanceTimersByTime(30_000);
    await flush();
    expect(site$.value.underMaintenance).toBe(true);
    jest.advanceTimersByTime(30_000);
    await flush();
    expect(site$.value.underMaintenance).toBe(false);
    expect(site$.value.maintenance).toBeNull();
    stop();
  });
});
