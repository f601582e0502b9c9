// The chat's own chunk, loaded by the bubble when the browser is idle (or after 1 s): decides
// between a configured third-party widget and the built-in panel, and renders the panel.
import { useEffect, useRef, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { loadAppConfig } from '../../lib/app-config.ts';
import { ro } from '../../i18n/ro.ts';
import { chatState, setChatField, startNewChatMessage, submitChat } from './chat-store.ts';
import { CHAT_FIELDS, MESSAGE_MAX, NAME_MAX, type ChatField } from './chat-validation.ts';
import './chat-panel.css';

export type ChatMode = 'builtin' | 'external';

const WIDGET_SCRIPT_ID = 'chat-widget-script';

/** Fetches the runtime config; injects the third-party script only when one is configured. */
export async function resolveChatMode(): Promise<ChatMode> {
  let widgetUrl: string | null | undefined;
  try {
    widgetUrl = (await loadAppConfig()).chat?.widgetUrl;
  } catch {
    return 'builtin'; // offline or server error: the panel still works (and says so on send)
  }
  if (!widgetUrl) return 'builtin';
  if (!document.getElementById(WIDGET_SCRIPT_ID)) {
    const script = document.createElement('script');
    script.id = WIDGET_SCRIPT_ID;
    script.src = widgetUrl;
    script.async = true;
    document.body.appendChild(script);
  }
  return 'external';
}

const t = ro.chat;
const LABELS: Record<ChatField, string> = { name: t.nameLabel, email: t.emailLabel, message: t.messageLabel };
const fieldId = (field: ChatField) => `chat-${field}`;
const errorId = (field: ChatField) => `chat-${field}-eroare`;

export function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const snap = useSnapshot(chatState, { sync: true }); // sync: keeps the caret in place while typing
  const dialogRef = useRef<HTMLDialogElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);

  // 'close' fires for Esc, the close button and dialog.close(); the owner then returns focus.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      firstFieldRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await submitChat(window.location.pathname);
    if (!ok) {
      const firstInvalid = CHAT_FIELDS.find((f) => chatState.fieldErrors[f]);
      if (firstInvalid) document.getElementById(fieldId(firstInvalid))?.focus();
    }
  };

  const errorEntries = CHAT_FIELDS.filter((f) => snap.fieldErrors[f]);
  const hasErrors = errorEntries.length > 0 || snap.formError !== null;

  return (
    <dialog ref={dialogRef} className="chat-panel" aria-labelledby="chat-titlu">
      <div className="chat-panel__header">
        <h2 id="chat-titlu" className="chat-panel__title">
          {t.title}
        </h2>
        <button type="button" className="chat-panel__close" aria-label={t.close} onClick={() => dialogRef.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {snap.status === 'sent' ? (
        <div className="chat-panel__success" role="status">
          <p>{t.success}</p>
          <button type="button" className="chat-panel__secondary" onClick={startNewChatMessage}>
            {t.sendAnother}
          </button>
        </div>
      ) : (
        <form className="chat-panel__form" noValidate onSubmit={onSubmit}>
          <p className="chat-panel__intro">{t.intro}</p>
          <div className="chat-panel__summary" role="alert">
            {hasErrors && (
              <>
                {errorEntries.length > 0 && <p className="chat-panel__summary-title">{t.summaryTitle}</p>}
                <ul>
                  {errorEntries.map((f) => (
                    <li key={f}>
                      <a href={`#${fieldId(f)}`}>{`${LABELS[f]}: ${snap.fieldErrors[f]}`}</a>
                    </li>
                  ))}
                  {snap.formError && <li>{snap.formError}</li>}
                </ul>
              </>
            )}
          </div>
          {CHAT_FIELDS.map((field) => {
            const error = snap.fieldErrors[field];
            const common = {
              id: fieldId(field),
              name: field,
              value: snap.values[field],
              'aria-invalid': error ? true : undefined,
              'aria-describedby': error ? errorId(field) : undefined,
            };
            return (
              <div key={field} className="chat-panel__field">
                <label htmlFor={fieldId(field)}>{LABELS[field]}</label>
                {field === 'message' ? (
                  <textarea {...common} rows={5} maxLength={MESSAGE_MAX} required onChange={(e) => setChatField(field, e.currentTarget.value)} />
                ) : (
                  <input
                    {...common}
                    ref={field === 'name' ? firstFieldRef : undefined}
                    type={field === 'email' ? 'email' : 'text'}
                    autoComplete={field === 'email' ? 'email' : 'name'}
                    maxLength={field === 'name' ? NAME_MAX : undefined}
                    required={field === 'email'}
                    onChange={(e) => setChatField(field, e.currentTarget.value)}
                  />
                )}
                {error && (
                  <p id={errorId(field)} className="chat-panel__error">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          <button type="submit" className="chat-panel__submit" disabled={snap.status === 'sending'}>
            {snap.status === 'sending' ? t.sending : t.submit}
          </button>
        </form>
      )}
    </dialog>
  );
}
