// The support chat, whichever provider runs it. The server names a loader script and an id
// (MARQUEE_SUPPORT_CHAT_SCRIPT_URL, MARQUEE_SUPPORT_CHAT_ID); without them nothing is loaded.
//
// The contract with the provider's script, the one thing a provider adapter must follow:
// - Before the script is added, `window.MarqueeSupportChat` holds
//   `{ id, user: { email, role }, account: { id, name } }` for the person signed in.
// - The script may add `open()` to that object: the console calls it when someone follows a
//   "Web Chat" link. It may add `shutdown()`: called on sign-out, before the object is removed.
// - On sign-out the script element is removed and the global deleted, so the next person to sign
//   in on this browser starts a chat of their own.

export interface SupportChatContext {
  id: string | null;
  user: { email: string; role: string };
  account: { id: string; name: string };
}

export interface SupportChatGlobal extends SupportChatContext {
  open?: () => void;
  shutdown?: () => void;
}

declare global {
  interface Window {
    MarqueeSupportChat?: SupportChatGlobal;
  }
}

/** Marks the script element the console added, so sign-out removes exactly that one. */
export const SUPPORT_CHAT_SCRIPT_ATTRIBUTE = 'data-marquee-support-chat';

const loadedScript = () =>
  document.querySelector<HTMLScriptElement>(`script[${SUPPORT_CHAT_SCRIPT_ATTRIBUTE}]`);

/**
 * Starts the chat for the signed-in person: the global first, then the provider's script (once;
 * a second start for the same script only refreshes the global).
 */
export function startSupportChat(scriptUrl: string, context: SupportChatContext): void {
  const existing = loadedScript();
  if (existing && existing.src === new URL(scriptUrl, document.baseURI).href) {
    window.MarqueeSupportChat = { ...window.MarqueeSupportChat, ...context };
    return;
  }
  if (existing) stopSupportChat();
  window.MarqueeSupportChat = { ...context };
  const script = document.createElement('script');
  script.src = scriptUrl;
  script.async = true;
  script.setAttribute(SUPPORT_CHAT_SCRIPT_ATTRIBUTE, '');
  document.head.append(script);
}

/** Shuts the chat down: the provider's shutdown hook, then its script and the global go. */
export function stopSupportChat(): void {
  const chat = window.MarqueeSupportChat;
  try {
    chat?.shutdown?.();
  } catch (error) {
    // A provider's failing hook must not keep the person signed in to its chat.
    console.warn('support chat shutdown failed', error);
  }
  loadedScript()?.remove();
  delete window.MarqueeSupportChat;
}

/** Opens the chat window; false when the provider offers no way to (not loaded yet). */
export function openSupportChat(): boolean {
  const open = window.MarqueeSupportChat?.open;
  if (!open) return false;
  open();
  return true;
}
