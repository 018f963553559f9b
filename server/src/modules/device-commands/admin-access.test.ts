import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, TestServer } from '../../test/harness.js';

// The admin console's command list answers the caller's own permissions: an admin's API key is
// refused unless the key itself holds device:read, whatever the admin's role allows.

describe('deviceCommands with an API key', () => {
  let t: TestServer;
  let operator: string;
  const keyWith = async (permissions: string[]) => {
    const made = await t.gql<{ createApiKey: { secret: string } }>(
      'mutation($p: [String!]!) { createApiKey(name: "Commands", permissions: $p) { secret } }',
      { p: permissions },
      { token: operator },
    );
    return made.data!.createApiKey.secret;
  };
  const list = (token: string) =>
    t.gql<{ deviceCommands: { type: string }[] }>('{ deviceCommands { type } }', {}, { token });

  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
    const { deviceId } = await t.pairDevice(operator);
    const sent = await t.gql(
      'mutation($d: ID!) { sendDeviceCommand(deviceId: $d, type: reload) { _id } }',
      { d: deviceId },
      { token: operator },
    );
    expect(sent.errors).toBeUndefined();
  });
  afterAll(() => t.close());

  it('refuses a key holding only media:read, before reading anything', async () => {
    const answer = await list(await keyWith(['media:read']));
    expect(codeOf(answer)).toBe('FORBIDDEN');
    expect(answer.data?.deviceCommands).toBeUndefined();
  });

  it('answers a key holding device:read', async () => {
    const answer = await list(await keyWith(['device:read']));
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.deviceCommands.map((c) => c.type)).toEqual(['reload']);
  });
});
