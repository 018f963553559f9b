import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION, fakeApi, renderPage } from '../../test/fakeApi';
import { useSupport } from '../../shared/support/support';
import {
  openSupportChat,
  stopSupportChat,
  SUPPORT_CHAT_SCRIPT_ATTRIBUTE,
} from '../../shared/support/supportChat';
import { SupportChatProvider } from './SupportChat';

afterEach(() => {
  cleanup();
  stopSupportChat();
});

const SCRIPT = 'https://chat.example.com/loader.js';

const setup = (chatScriptUrl: string | null, chatId: string | null = null) =>
  fakeApi({
    SupportChatSetup: () => ({
      supportConfig: { chatScriptUrl, chatId, email: 'help@example.com' },
      currentAccount: { __typename: 'Account', _id: 'acc-1', name: 'Ops Ltd' },
    }),
  });

/** Shows what the pages learn, so a test knows the provider has the server's answer. */
function Probe() {
  const { chat, email } = useSupport();
  return <p>{`chat ${chat ? 'on' : 'off'}, e-mail ${email ?? 'none'}`}</p>;
}

const chatScripts = () =>
  document.querySelectorAll<HTMLScriptElement>(`script[${SUPPORT_CHAT_SCRIPT_ATTRIBUTE}]`);

describe('support chat loader', () => {
  it('loads nothing without a configured script', async () => {
    renderPage(
      <SupportChatProvider>
        <Probe />
      </SupportChatProvider>,
      { api: setup(null, 'ignored-without-a-script') },
    );
    await screen.findByText('chat off, e-mail help@example.com');
    expect(chatScripts()).toHaveLength(0);
    expect(window.MarqueeSupportChat).toBeUndefined();
    expect(openSupportChat()).toBe(false);
  });

  it('loads the script once signed in, telling it the id, the person and the account', async () => {
    renderPage(
      <SupportChatProvider>
        <Probe />
      </SupportChatProvider>,
      { api: setup(SCRIPT, 'workspace-42') },
    );
    await screen.findByText('chat on, e-mail help@example.com');
    expect([...chatScripts()].map((s) => s.src)).toEqual([SCRIPT]);
    expect(window.MarqueeSupportChat).toEqual({
      id: 'workspace-42',
      user: { email: ADMIN_SESSION.email, role: 'ROLE_ADMIN' },
      account: { id: 'acc-1', name: 'Ops Ltd' },
    });
    const open = vi.fn();
    window.MarqueeSupportChat!.open = open;
    expect(openSupportChat()).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('shuts down on sign-out: the hook is called, the script and the global go', async () => {
    const view = renderPage(
      <SupportChatProvider>
        <Probe />
      </SupportChatProvider>,
      { api: setup(SCRIPT) },
    );
    await waitFor(() => expect(chatScripts()).toHaveLength(1));
    const shutdown = vi.fn();
    window.MarqueeSupportChat!.shutdown = shutdown;
    // Signing out leaves the signed-in pages: the provider goes with them.
    view.unmount();
    expect(shutdown).toHaveBeenCalledTimes(1);
    expect(chatScripts()).toHaveLength(0);
    expect(window.MarqueeSupportChat).toBeUndefined();
  });
});
