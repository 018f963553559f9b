import { afterEach, describe, expect, it } from 'vitest';
import { SupportConfigDocument } from '../../test/graphql/generated.js';
import { codeOf, TestServer } from '../../test/harness.js';
import { consoleCsp } from '../../http/security-headers.js';
import { supportChatOrigins } from './service.js';

const SCRIPT = 'https://chat.example.com/loader.js';

describe('support settings, through the API', () => {
  let t: TestServer | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('has no chat and no e-mail unless configured', async () => {
    t = await TestServer.start();
    const admin = await t.signIn();
    const { supportConfig } = await t.request(SupportConfigDocument, {}, { token: admin });
    expect(supportConfig).toEqual({ chatScriptUrl: null, chatId: null, email: null });
    expect(codeOf(await t.attempt(SupportConfigDocument, {}))).toBe('UNAUTHENTICATED');
    const screen = await t.pairDevice(admin);
    expect(codeOf(await t.attempt(SupportConfigDocument, {}, { token: screen.deviceToken }))).toBe(
      'FORBIDDEN',
    );
  });

  it('names the chat script, its id and the support e-mail, and lets the console load it', async () => {
    t = await TestServer.start({
      MARQUEE_SUPPORT_CHAT_SCRIPT_URL: SCRIPT,
      MARQUEE_SUPPORT_CHAT_ID: 'workspace-42',
      MARQUEE_SUPPORT_EMAIL: 'help@example.com',
    });
    const admin = await t.signIn();
    const { supportConfig } = await t.request(SupportConfigDocument, {}, { token: admin });
    expect(supportConfig).toEqual({
      chatScriptUrl: SCRIPT,
      chatId: 'workspace-42',
      email: 'help@example.com',
    });
    // The console's pages carry this policy (app.ts), so the browser runs the chat's script.
    expect(consoleCsp(supportChatOrigins(t.server.config.support))).toContain(
      "script-src 'self' https://www.youtube.com https://s.ytimg.com https://chat.example.com",
    );
  });
});
