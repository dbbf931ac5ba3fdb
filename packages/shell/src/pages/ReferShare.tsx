import { useTranslation } from 'react-i18next';
import { CopyButton } from '@khel/shared';

/** The invitation a friend receives: the site, the code and the link. */
export function shareText(t: (key: string, o?: Record<string, string>) => string, site: string, code: string): string {
  return t('Join me on {{site}} and sign up with my code {{code}}.', { site, code });
}

/**
 * The share sheet: the system's own (Web Share API) where the browser has one, copy link, WhatsApp and Telegram.
 * WhatsApp and Telegram are plain links to their share pages, so they work with no script of theirs on our page.
 */
export function ReferShare({ link, code, site }: { link: string; code: string; site: string }) {
  const { t } = useTranslation();
  const text = shareText(t, site, code);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`;
  const telegram = `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`;
  return (
    <div className="s-refer-share" role="group" aria-label={t('Share')}>
      {canShare && (
        <button type="button" className="s-btn s-primary" onClick={() => void navigator.share({ title: site, text, url: link }).catch(() => undefined)}>
          {t('Share')}
        </button>
      )}
      <span className="s-refer-copy">
        {t('Copy Link')} <CopyButton text={link} label={t('Refer Link')} />
      </span>
      <a className="s-btn" href={whatsapp} target="_blank" rel="noopener noreferrer">
        {t('WhatsApp')}
      </a>
      <a className="s-btn" href={telegram} target="_blank" rel="noopener noreferrer">
        {t('Telegram')}
      </a>
    </div>
  );
}
