import { useEffect, useRef, useSyncExternalStore } from 'react';
import { currentDialog, subscribeDialogs } from '../../lib/alerts';
import { Button } from './button';

/**
 * Shows the oldest open alert or confirmation as a modal <dialog role="alertdialog">: focus moves
 * into it, Escape cancels, and the page behind is inert while it is open.
 */
export function AlertHost() {
  const request = useSyncExternalStore(subscribeDialogs, currentDialog, currentDialog);
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !request) return;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, [request]);

  if (!request) return null;
  const titleId = `alert-title-${request.id}`;
  const messageId = `alert-message-${request.id}`;
  return (
    <dialog
      ref={ref}
      key={request.id}
      className="alert-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        request.answer(false);
      }}
    >
      <h2 id={titleId} className="alert-title">
        {request.title}
      </h2>
      <p id={messageId} className="alert-message">
        {request.message}
      </p>
      <div className="alert-actions">
        {request.cancelLabel && (
          <Button variant="secondary" onClick={() => request.answer(false)}>
            {request.cancelLabel}
          </Button>
        )}
        <Button autoFocus onClick={() => request.answer(true)}>
          {request.confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
