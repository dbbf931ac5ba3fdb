import { useTranslation } from 'react-i18next';
import { Modal } from '@khel/shared';
import { imageUrls } from './status';

/** The request's attached images, each downloadable, or 'No Record found'. */
export function ImagesModal({ open, value, onClose }: { open: boolean; value: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const urls = imageUrls(value);
  return (
    <Modal id="transaction-images" title={t('View Details')} open={open} onClose={onClose}>
      {urls.length === 0 ? (
        <p className="w-empty">{t('No Record found')}</p>
      ) : (
        <div className="w-images">
          {urls.map((url, i) => (
            <figure key={url}>
              <img src={url} alt={`Attachment ${i + 1}`} loading="lazy" />
              <a className="w-btn w-ghost" href={url} download target="_blank" rel="noopener noreferrer">
                {t('Download')}
              </a>
            </figure>
          ))}
        </div>
      )}
    </Modal>
  );
}
