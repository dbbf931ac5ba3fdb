/** Inline states every screen uses: loading, an error the server gave, and an empty list. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className="bo-loading" role="status">
      <span className="bo-spin" aria-hidden="true" />
      {label}
    </p>
  );
}

export function ErrorNote({ message, onRetry }: { message: string | null; onRetry?: () => void }) {
  if (!message) return null;
  return (
    <div className="bo-error">
      {/* The alert holds the server's text alone, so it reads (and tests) as exactly that message. */}
      <span role="alert">{message}</span>
      {onRetry && (
        <button type="button" className="bo-btn bo-small" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}

export function Empty({ text }: { text: string }) {
  return <p className="bo-empty">{text}</p>;
}

/**
 * Beside a list's Refresh button: says a reload of a list already shown is under way without moving its rows. A
 * line above the table pushed every row down mid-click: an operator aiming at one request's button could press
 * another's (a queue reloads by itself whenever the counts change).
 */
export function Refreshing({ on }: { on: boolean }) {
  return (
    <span className="bo-loading" role="status">
      {on && (
        <>
          <span className="bo-spin" aria-hidden="true" />
          Refreshing…
        </>
      )}
    </span>
  );
}
