import type { Observable } from 'rxjs';
import type { AuthState } from '@khel/shared';

/**
 * Loads a module the first time the page holds a token and starts it, once: code only a logged-in player needs stays
 * off the logged-out Home (its JavaScript budget). A failed load tries again with the next token.
 */
export function loadOnLogin<M>(auth$: Observable<AuthState>, load: () => Promise<M>, start: (module: M) => void): () => void {
  let asked = false;
  const subscription = auth$.subscribe(({ token }) => {
    if (!token || asked) return;
    asked = true;
    load().then(
      (module) => {
        subscription.unsubscribe();
        start(module);
      },
      (error: unknown) => {
        asked = false;
        console.warn('[khel] logged-in services not loaded:', error);
      },
    );
  });
  return () => subscription.unsubscribe();
}
