import { useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';

/** The current value of a BehaviorSubject, re-rendering the component on every emission. */
export function useObservable<T>(subject: BehaviorSubject<T>): T {
  return useSyncExternalStore(
    (onChange) => {
      const sub = subject.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    () => subject.value,
    () => subject.value,
  );
}
