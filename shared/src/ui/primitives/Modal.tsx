import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { closeModal, modal$, openModal } from '../../bus/streams';
import { Icon } from '../icons/Icon';
import { useFocusTrap } from './focus-trap';
import { usePrimitiveStyles } from './styles';

export interface ModalProps {
  /** The id announced on modal$ (the navigation guard reads it). */
  id: string;
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** A static backdrop: clicks outside and Escape do not close it. */
  staticBackdrop?: boolean;
  /** The success-submit modal lets navigation through. */
  allowNavigation?: boolean;
  hideClose?: boolean;
  children?: ReactNode;
}

/**
 * The one dialog: registers itself on modal$ while open and closes when something else clears modal$ (logout).
 * Focus moves into it, Tab stays inside, Escape closes it (unless static), and focus returns to what opened it.
 */
export function Modal({ id, open, onClose, title, staticBackdrop, allowNavigation, hideClose, children }: ModalProps) {
  const { t } = useTranslation();
  usePrimitiveStyles();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = `k-modal-${useId()}`;
  useFocusTrap(dialog, open);

  useEffect(() => {
    if (!open) return;
    openModal({ id, allowNavigation });
    const sub = modal$.subscribe((m) => {
      if (m?.id !== id) onCloseRef.current();
    });
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !staticBackdrop) onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      sub.unsubscribe();
      document.removeEventListener('keydown', onKey);
      closeModal(id);
    };
  }, [open, id, allowNavigation, staticBackdrop]);

  if (!open) return null;
  const named = title ? { 'aria-labelledby': titleId } : { 'aria-label': id };
  return createPortal(
    // A click outside the dialog closes it; Escape (the document listener above) is its keyboard twin.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className="k-backdrop"
      data-static={staticBackdrop ? 'true' : undefined}
      onClick={(e) => {
        if (e.target === e.currentTarget && !staticBackdrop) onClose();
      }}
    >
      <div ref={dialog} className="k-modal" role="dialog" aria-modal="true" tabIndex={-1} {...named}>
        {(title || !hideClose) && (
          <div className="k-modal-head">
            <h2 id={titleId}>{title}</h2>
            {!hideClose && (
              <button type="button" className="k-x" aria-label={t('Close')} onClick={onClose}>
                <Icon name="close" />
              </button>
            )}
          </div>
        )}
        <div className="k-modal-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
