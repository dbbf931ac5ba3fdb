import { useTranslation } from 'react-i18next';
import { Icon } from './icons/Icon';
import { useSharedStyles } from './styles';

/** The one error panel: what failed, in the site's own colours, and a Retry when there is something to retry. */
export function ErrorPanel({ title, message, onRetry, retryLabel }: { title: string; message?: string; onRetry?: () => void; retryLabel?: string }) {
  useSharedStyles();
  const { t } = useTranslation();
  return (
    <div className="k-error" role="alert">
      <Icon name="alert" size={32} className="k-error-mark" />
      <h3>{title}</h3>
      {message && <p>{message}</p>}
      {onRetry && (
        <button type="button" className="k-error-retry" onClick={onRetry}>
          {retryLabel ?? t('Retry')}
        </button>
      )}
    </div>
  );
}
