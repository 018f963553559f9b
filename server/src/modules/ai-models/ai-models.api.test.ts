import { AI_CAMERA_MODELS } from '@marquee/sdk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitedUser, signUpAccount } from '../../test/accounts.js';
import { AiConfigDocument, SetAiModelEnabledDocument } from '../../test/graphql/generated.js';
import { codeOf, messageOf, TestServer } from '../../test/harness.js';

const switches = (config: { models: { name: string; isEnabled: boolean }[] }) =>
  Object.fromEntries(config.models.map((m) => [m.name, m.isEnabled]));

describe('AI camera models per account, through the API', () => {
  let t: TestServer;
  let admin: string;
  beforeAll(async () => {
    t = await TestServer.start();
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  it('lists every model on until the account turns one off', async () => {
    const { aiConfig } = await t.request(AiConfigDocument, {}, { token: admin });
    expect(aiConfig.isEnabled).toBe(true);
    expect(aiConfig.models.map((m) => m.name)).toEqual(AI_CAMERA_MODELS.map((m) => m.name));
    expect(aiConfig.models.every((m) => m.isEnabled && m.label !== '')).toBe(true);
  });

  it('turns a model off and on for this account only, seen by its screens too', async () => {
    const screen = await t.pairDevice(admin, 'Camera screen');
    const other = await signUpAccount(t, 'other-ai@example.com');
    const off = await t.request(
      SetAiModelEnabledDocument,
      { name: 'face-detection', enabled: false },
      { token: admin },
    );
    expect(switches(off.setAiModelEnabled)['face-detection']).toBe(false);
    const seen = await t.request(AiConfigDocument, {}, { token: screen.deviceToken });
    expect(switches(seen.aiConfig)).toMatchObject({
      'face-detection': false,
      'person-detection': true,
    });
    const elsewhere = await t.request(AiConfigDocument, {}, { token: other });
    expect(switches(elsewhere.aiConfig)['face-detection']).toBe(true);

    await t.request(
      SetAiModelEnabledDocument,
      { name: 'face-detection', enabled: true },
      { token: admin },
    );
    const back = await t.request(AiConfigDocument, {}, { token: admin });
    expect(switches(back.aiConfig)['face-detection']).toBe(true);
  });

  it('says the camera is off when every model is off', async () => {
    for (const { name } of AI_CAMERA_MODELS)
      await t.request(SetAiModelEnabledDocument, { name, enabled: false }, { token: admin });
    const { aiConfig } = await t.request(AiConfigDocument, {}, { token: admin });
    expect(aiConfig.isEnabled).toBe(false);
    for (const { name } of AI_CAMERA_MODELS)
      await t.request(SetAiModelEnabledDocument, { name, enabled: true }, { token: admin });
  });

  it('refuses an unknown model beside its field', async () => {
    const refused = await t.attempt(
      SetAiModelEnabledDocument,
      { name: 'mind-reading', enabled: false },
      { token: admin },
    );
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(messageOf(refused)).toBe('"mind-reading" is not an AI camera model');
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      fieldErrors: [{ path: 'name', message: '"mind-reading" is not an AI camera model' }],
    });
  });

  it('changes only with account management; screens and anonymous callers cannot', async () => {
    const editor = await invitedUser(t, admin, 'ai-editor@example.com', ['scene:update']);
    const read = await t.request(AiConfigDocument, {}, { token: editor });
    expect(read.aiConfig.models.length).toBe(AI_CAMERA_MODELS.length);
    const change = { name: 'person-detection', enabled: false };
    expect(codeOf(await t.attempt(SetAiModelEnabledDocument, change, { token: editor }))).toBe(
      'FORBIDDEN',
    );
    const screen = await t.pairDevice(admin, 'Another screen');
    expect(
      codeOf(await t.attempt(SetAiModelEnabledDocument, change, { token: screen.deviceToken })),
    ).toBe('FORBIDDEN');
    expect(codeOf(await t.attempt(AiConfigDocument, {}))).toBe('UNAUTHENTICATED');
    const after = await t.request(AiConfigDocument, {}, { token: admin });
    expect(switches(after.aiConfig)['person-detection']).toBe(true);
  });
});
