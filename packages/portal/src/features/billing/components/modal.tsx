import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { CloseIcon } from '../../../components/ui/icons';
import '../payment.css';

interface ModalProps {
  title: string;
  /** Closes the modal (close button and Escape); without it the modal cannot be dismissed. */
  onClose?: () => void;
  className?: string;
  children: ReactNode;
}

/** A modal <dialog>: focus moves into it, Escape closes it, and the page behind is inert. */
export function Modal({ title, onClose, className, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`modal${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
    >
      <header className="modal-header">
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        {onClose && (
          <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </button>
        )}
      </header>
      {children}
    </dialog>
  );
}
