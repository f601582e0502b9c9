// The chat on every page (mounted once by the layout): the floating bubble of wide screens, the
// chat's chunk loaded when the browser is idle or after 1 s at the latest (spec §9), and the panel.
// Narrow screens open the same panel from the header (chat-launcher.tsx): a floating button there
// would sit over whatever form control scrolls under it.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { whenIdleOrAfter } from '../../lib/idle.ts';
import { ChatLauncher, chatLauncherState, closeChat, loadChat } from './chat-launcher.tsx';
import './chat-bubble.css';

export { loadChat } from './chat-launcher.tsx';

export const CHAT_LOAD_DELAY_MS = 1000;

export function ChatBubble() {
  const { chat, open } = useSnapshot(chatLauncherState);

  useEffect(() => {
    return whenIdleOrAfter(CHAT_LOAD_DELAY_MS, () => {
      loadChat().catch(() => undefined); // offline: a click retries
    });
  }, []);

  return (
    <>
      <ChatLauncher place="bubble" />
      {chat && chat.mode === 'builtin' ? <chat.Panel open={open} onClose={closeChat} /> : null}
    </>
  );
}
