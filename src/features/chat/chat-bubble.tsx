// The chat button on every page. It stays tiny: the panel (or a configured third-party widget)
// is its own chunk, loaded when the browser is idle or after 1 s at the latest (spec §9).
import { useCallback, useEffect, useRef, useState } from 'react';
import { whenIdleOrAfter } from '../../lib/idle.ts';
import { notify } from '../../lib/toast.ts';
import { ro } from '../../i18n/ro.ts';
import type { ChatMode, ChatPanel } from './chat-widget.tsx';
import './chat-bubble.css';

export const CHAT_LOAD_DELAY_MS = 1000;

interface LoadedChat {
  mode: ChatMode;
  Panel: typeof ChatPanel;
}

let loading: Promise<LoadedChat> | null = null;

/** Loads the chat chunk once per page load; a failed load (offline) may be retried. */
export function loadChat(): Promise<LoadedChat> {
  loading ??= import('./chat-widget.tsx')
    .then(async (m) => ({ mode: await m.resolveChatMode(), Panel: m.ChatPanel }))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

export function ChatBubble() {
  const [chat, setChat] = useState<LoadedChat | null>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let active = true;
    const cancel = whenIdleOrAfter(CHAT_LOAD_DELAY_MS, () => {
      loadChat().then(
        (loaded) => active && setChat(loaded),
        () => undefined, // offline: a click retries
      );
    });
    return () => {
      active = false;
      cancel();
    };
  }, []);

  const onClose = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  const onClick = () => {
    if (chat) {
      setOpen(true);
      return;
    }
    setPending(true);
    loadChat().then(
      (loaded) => {
        setChat(loaded);
        setOpen(loaded.mode === 'builtin');
        setPending(false);
      },
      () => {
        setPending(false);
        notify((toast) => toast.error(ro.chat.loadFailed));
      },
    );
  };

  // A third-party widget brings its own launcher.
  if (chat?.mode === 'external') return null;

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="chat-bubble"
        aria-label={ro.chat.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={pending || undefined}
        onClick={onClick}
      >
        <svg aria-hidden="true" focusable="false" width="28" height="28" viewBox="0 0 24 24">
          <path
            fill="currentColor"
            d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 6.5a1.5 1.5 0 1 0 0 .01Zm5 0a1.5 1.5 0 1 0 0 .01Zm5 0a1.5 1.5 0 1 0 0 .01Z"
          />
        </svg>
      </button>
      {chat && <chat.Panel open={open} onClose={onClose} />}
    </>
  );
}
