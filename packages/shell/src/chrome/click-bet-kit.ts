import { useEffect, useState } from 'react';
import { auth$, importByName, useObservable } from '@khel/shared';
import type { ClickBetState } from '@khel/shared/kit';

type Kit = typeof import('@khel/shared/kit');
let loading: Promise<Kit> | null = null;

/**
 * @khel/shared/kit, which holds one-click betting's state (clickBet$), loaded by name when a logged-in chunk first
 * asks: a static import would make it a dependency of the shell's entry, and a logged-out Home would load it (its
 * JavaScript budget). Through SystemJS in the composed site, a plain import in tests (importByName).
 */
export function clickBetKit(): Promise<Kit> {
  return (loading ??= importByName<Kit>('@khel/shared/kit').catch((error: unknown) => {
    loading = null; // tried again next time
    throw error;
  }));
}

/** The player's one-click setting (null while unknown), read once per login. */
export function useClickBet(): ClickBetState | null {
  const { token } = useObservable(auth$);
  const [setting, setSetting] = useState<ClickBetState | null>(null);
  useEffect(() => {
    let live = true;
    let sub: { unsubscribe(): void } | undefined;
    clickBetKit().then(
      (kit) => {
        if (!live) return;
        kit.loadClickBet();
        sub = kit.clickBet$.subscribe(setSetting);
      },
      () => undefined, // no kit: one-click stays off here
    );
    return () => {
      live = false;
      sub?.unsubscribe();
    };
  }, [token]);
  return setting;
}
