import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeModal, injectCss, Modal, modal$, site$, useObservable } from '@khel/shared';
import { assetUrl } from './Header';
import { OFFER_MODAL, OFFER_SEEN_KEY } from './offer';

const OFFER_POSTER = 12;

/**
 * The offer poster (poster_type 12), opened by root-config through modal$ id 'offer'; shown once per device. Loaded
 * only when that modal opens (chrome/lazy-chrome.tsx).
 */
export function OfferModal() {
  const { t } = useTranslation();
  injectCss('khel-shell-offer', '.s-offer{width:100%;border-radius:8px;display:block}');
  const modal = useObservable(modal$);
  const setting = useObservable(site$).settings?.siteSetting;
  const poster = setting?.poster?.find((p) => Number(p.poster_type) === OFFER_POSTER);
  const open = modal?.id === OFFER_MODAL && Boolean(poster);
  const [broken, setBroken] = useState(false);
  // Shown once per device: remembered as soon as it opens.
  useEffect(() => {
    if (open) localStorage.setItem(OFFER_SEEN_KEY, '1');
  }, [open]);
  const close = () => closeModal(OFFER_MODAL);
  const image = assetUrl(poster?.image, setting?.aws_url);
  return (
    <Modal id={OFFER_MODAL} open={open} onClose={close} title={t('Special Offer')}>
      {image && !broken ? <img className="s-offer" src={image} alt={t('Special Offer')} onError={() => setBroken(true)} /> : null}
      {poster?.url ? (
        <a className="s-btn s-primary s-block" href={String(poster.url)} onClick={close}>
          {t('Claim Now')}
        </a>
      ) : null}
    </Modal>
  );
}
