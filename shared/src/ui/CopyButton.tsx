import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../bus/streams';
import { Icon } from './icons/Icon';
import { useSharedStyles } from './styles';

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Older browsers and plain-http pages have no async clipboard.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand?.('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

/** Copies a value and toasts '{label} Copied'. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  useSharedStyles();
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="k-copy"
      aria-label={`Copy ${label}`}
      onClick={() =>
        copyText(text).then(
          () => toastSuccess(t('{label} Copied').replace('{label}', label)),
          () => toastError(t('Copy failed')),
        )
      }
    >
      <Icon name="copy" size={16} />
    </button>
  );
}
