import { createContext, useContext } from 'react';

/** How the signed-in person reaches support: the chat when it is on, else the e-mail, if any. */
export interface Support {
  chat: boolean;
  email: string | null;
  /** Opens the chat (when on). */
  openChat: () => void;
}

export const NO_SUPPORT_CHAT: Support = { chat: false, email: null, openChat: () => undefined };

export const SupportContext = createContext<Support>(NO_SUPPORT_CHAT);

export const useSupport = (): Support => useContext(SupportContext);
