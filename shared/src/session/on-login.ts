import type { Observable } from 'rxjs';
import type { AuthState } from '../bus/streams';

/**
 * Loads a module the first time the page holds a token and starts it, once: code only a logged-in player needs stays
 * off the logged-out Home (its JavaScript budget). A failed load tries again with the next token (`onFailure` hears
 * of it). Returns the stop: nothing starts after it, and the started module's own stop, if it gave one, is called.
 */
export function loadOnLogin<M>(
  auth$: Observable<AuthState>,
  load: () => Promise<M>,
  start: (module: M) => (() => void) | void,
  onFailure: (error: unknown) => void = () => undefined,
): () => void {
  let asked = false;
  let ended = false;
  let stopStarted: (() => void) | void;
  const subscription = auth$.subscribe(({ token }) => {
    if (!token || asked) return;
    asked = true;
    load().then(
      (module) => {
        subscription.unsubscribe();
        if (!ended) stopStarted = start(module);
      },
      (error: unknown) => {
        asked = false;
        onFailure(error);
      },
    );
  });
  return () => {
    ended = true;
    subscription.unsubscribe();
    stopStarted?.();
  };
}
