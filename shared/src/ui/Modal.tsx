import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { closeModal, modal$, openModal } from '../bus/streams';
import { useSharedStyles } from './styles';

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

/** A dialog that registers itself on modal$ while open and closes when something else clears modal$ (logout). */
export function Modal({ id, open, onClose, title, staticBackdrop, allowNavigation, hideClose, children }: ModalProps) {
  useSharedStyles();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

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
  return createPortal(
    <div
      className="k-backdrop"
      data-static={staticBackdrop ? 'true' : undefined}
      onClick={(e) => {
        if (e.target === e.currentTarget && !staticBackdrop) onClose();
      }}
    >
      <div className="k-modal" role="dialog" aria-modal="true" aria-label={typeof title === 'string' ? title : id}>
        {(title || !hideClose) && (
          <div className="k-modal-head">
            <h2>{title}</h2>
            {!hideClose && (
              <button type="button" className="k-x" aria-label="Close" onClick={onClose}>
                ×
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
