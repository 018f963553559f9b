import type { SupportConfig } from '../../config.js';

/**
 * What the console needs to reach support: the chat (its script and id, both null while the
 * chat is off) and the support e-mail. A chat id without a script turns nothing on.
 */
export function supportConfigOf(support: SupportConfig) {
  const on = support.chatScriptUrl !== undefined;
  return {
    chatScriptUrl: on ? support.chatScriptUrl! : null,
    chatId: on ? (support.chatId ?? null) : null,
    email: support.email ?? null,
  };
}

/** The origin the console's Content-Security-Policy must let the chat's script come from. */
export function supportChatOrigins(support: SupportConfig): string[] {
  return support.chatScriptUrl ? [new URL(support.chatScriptUrl).origin] : [];
}
