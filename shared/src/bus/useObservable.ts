import { useCallback, useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';

/** The current value of a BehaviorSubject, re-rendering the component on every emission. */
export function useObservable<T>(subject: BehaviorSubject<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const sub = subject.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    [subject],
  );
  const current = () => subject.value;
  return useSyncExternalStore(subscribe, current, current);
}
