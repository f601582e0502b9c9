// The chat's entries and their shared state. Wide screens (80rem and up, where the page has a free
// margin on the right) keep the floating bubble; narrower screens get the chat in the header: an
// icon button beside the menu button and an entry inside the open menu, so that no button ever
// floats over a form control. Whichever entry opened the panel gets the focus back when it closes.
// This module stays tiny: the panel (or a configured third-party widget) is its own chunk.
import { useRef } from 'react';
import { proxy, ref, useSnapshot } from 'valtio';
import { notify } from '../../lib/toast.ts';
import { ro } from '../../i18n/ro.ts';
import type { ChatMode, ChatPanel } from './chat-widget.tsx';
import './chat-launcher.css';

export interface LoadedChat {
  mode: ChatMode;
  Panel: typeof ChatPanel;
}

interface LauncherState {
  chat: LoadedChat | null;
  open: boolean;
  pending: boolean;
}

export const chatLauncherState = proxy<LauncherState>({ chat: null, open: false, pending: false });

let loading: Promise<LoadedChat> | null = null;
/** The entry that opened the panel: it gets the focus back when the panel closes. */
let opener: HTMLElement | null = null;

/** Loads the chat chunk once per page load; a failed load (offline) may be retried. */
export function loadChat(): Promise<LoadedChat> {
  loading ??= import('./chat-widget.tsx')
    .then(async (m) => {
      const loaded: LoadedChat = { mode: await m.resolveChatMode(), Panel: m.ChatPanel };
      chatLauncherState.chat = ref(loaded);
      return loaded;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** Opens the panel (loading its chunk first if needed); `from` gets the focus back on close. */
export function openChat(from: HTMLElement | null): void {
  opener = from;
  if (chatLauncherState.chat) {
    chatLauncherState.open = chatLauncherState.chat.mode === 'builtin';
    return;
  }
  chatLauncherState.pending = true;
  loadChat().then(
    (loaded) => {
      chatLauncherState.open = loaded.mode === 'builtin';
      chatLauncherState.pending = false;
    },
    () => {
      chatLauncherState.pending = false;
      notify((toast) => toast.error(ro.chat.loadFailed));
    },
  );
}

function isShown(element: HTMLElement | null): element is HTMLElement {
  return Boolean(element?.isConnected && element.getClientRects().length > 0);
}

/** Closes the panel and returns the focus to its opener, or to the chat entry on screen now. */
export function closeChat(): void {
  chatLauncherState.open = false;
  const target = isShown(opener) ? opener : [...document.querySelectorAll<HTMLElement>('[data-chat-launcher]')].find(isShown);
  target?.focus();
}

export type ChatLauncherPlace = 'bubble' | 'header' | 'menu';

const CLASS: Record<ChatLauncherPlace, string> = {
  bubble: 'chat-bubble',
  header: 'chat-launcher chat-launcher--header',
  menu: 'chat-launcher chat-launcher--menu',
};

function ChatIcon({ size }: { size: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24">
      <path
        fill="currentColor"
        d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 6.5a1.5 1.5 0 1 0 0 .01Zm5 0a1.5 1.5 0 1 0 0 .01Zm5 0a1.5 1.5 0 1 0 0 .01Z"
      />
    </svg>
  );
}

/**
 * One entry that opens the chat: the floating bubble (wide screens), the header's icon button or
 * the open menu's entry (narrow screens). CSS shows the one that fits the screen.
 */
export function ChatLauncher({ place }: { place: ChatLauncherPlace }) {
  const { chat, open, pending } = useSnapshot(chatLauncherState);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A third-party widget brings its own launcher.
  if (chat?.mode === 'external') return null;
  return (
    <button
      ref={buttonRef}
      type="button"
      className={CLASS[place]}
      data-chat-launcher={place}
      aria-label={place === 'menu' ? undefined : ro.chat.open}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-busy={pending || undefined}
      onClick={() => openChat(buttonRef.current)}
    >
      <ChatIcon size={place === 'bubble' ? 28 : 24} />
      {place === 'menu' ? ro.chat.open : null}
    </button>
  );
}
