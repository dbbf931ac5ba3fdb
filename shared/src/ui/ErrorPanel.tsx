import { useSharedStyles } from './styles';

/** The one error panel: what failed, in the site's own colours, and a Retry when there is something to retry. */
export function ErrorPanel({ title, message, onRetry, retryLabel = 'Retry' }: { title: string; message?: string; onRetry?: () => void; retryLabel?: string }) {
  useSharedStyles();
  return (
    <div className="k-error" role="alert">
      <svg className="k-error-mark" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <h3>{title}</h3>
      {message && <p>{message}</p>}
      {onRetry && (
        <button type="button" className="k-error-retry" onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}
