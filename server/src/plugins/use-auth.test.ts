import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors.js';
import { codeOf, subscribe, TestServer } from '../test/harness.js';

// useAuth resolves the caller of every operation, over HTTP and over WebSocket alike: a session
// ended by sign-out, or a screen that was unpaired, no longer gets in on either transport.

type WireError = { message: string; extensions?: Record<string, unknown> };

/**
 * The errors of an operation's first answer over WebSocket: graphql-ws hands a failed setup either
 * as a result with errors or as an error message the client rejects with (a list of errors).
 */
async function firstErrors(sub: { next(): Promise<{ errors?: readonly WireError[] }> }) {
  return sub.next().then(
    (result) => result.errors ?? [],
    (rejection: unknown) => (Array.isArray(rejection) ? (rejection as WireError[]) : [rejection]),
  );
}

describe('useAuth', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await TestServer.start();
  });
  afterAll(() => t.close());

  it('refuses a signed-out session token over HTTP and over WebSocket', async () => {
    const token = await t.signIn();
    const live = subscribe<{ currentUser: { email: { email: string } } | null }>(
      t.ws({ token }),
      '{ currentUser { email { email } } }',
    );
    expect((await live.next()).data).toEqual({
      currentUser: { email: { email: 'admin@marquee.local' } },
    });

    const signedOut = await t.gql('mutation { signOut }', {}, { token });
    expect(signedOut.errors).toBeUndefined();

    const overHttp = await t.gql('{ mySessions { _id } }', {}, { token });
    expect(codeOf(overHttp)).toBe('UNAUTHENTICATED');
    expect(overHttp.errors?.[0]?.message).toBe(MESSAGES.sessionEnded);

    const overWs = await firstErrors(
      subscribe(t.ws({ token }), 'subscription { subscribeToCurrentUser { _id } }'),
    );
    expect(overWs).toEqual([
      expect.objectContaining({
        message: MESSAGES.sessionEnded,
        extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }),
      }),
    ]);
  });

  it('lets a device token in over WebSocket until the screen is unpaired', async () => {
    const admin = await t.signIn();
    const { deviceId, deviceToken } = await t.pairDevice(admin, 'Auth probe');
    const asDevice = await subscribe<{ currentDevice: { _id: string } | null }>(
      t.ws({ token: deviceToken }),
      '{ currentDevice { _id } }',
    ).next();
    expect(asDevice.errors).toBeUndefined();
    expect(asDevice.data).toEqual({ currentDevice: { _id: deviceId } });

    const unpaired = await t.gql(
      'mutation($id: ID!) { deleteDevice(id: $id) }',
      { id: deviceId },
      { token: admin },
    );
    expect(unpaired.data).toEqual({ deleteDevice: true });

    const refused = await firstErrors(
      subscribe(t.ws({ token: deviceToken }), 'subscription { currentDeviceChanged { _id } }'),
    );
    expect(refused).toEqual([
      expect.objectContaining({
        message: MESSAGES.sessionEnded,
        extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }),
      }),
    ]);
  });
});
