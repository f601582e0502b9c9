// A confirmation in the browser's own modal <dialog> (focus kept inside, Escape closes, the page
// behind inert). The first focus goes to the safe choice. Used for what cannot be undone (deleting
// an address, cancelling an order).
import { useEffect, useRef } from 'react';
import { Button } from './button.tsx';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({ title, text, confirm, cancel, busy = false, onConfirm, onClose }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // jsdom and old browsers lack showModal: an open dialog still shows and reads the same.
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    cancelRef.current?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby="confirmare-titlu"
      aria-describedby="confirmare-text"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <h2 id="confirmare-titlu" className="confirm-dialog__title">
        {title}
      </h2>
      <p id="confirmare-text">{text}</p>
      <div className="confirm-dialog__actions">
        <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={busy}>
          {cancel}
        </Button>
        <Button className="confirm-dialog__danger" onClick={onConfirm} busy={busy}>
          {confirm}
        </Button>
      </div>
    </dialog>
  );
}
