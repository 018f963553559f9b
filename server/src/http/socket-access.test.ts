// Ending a session ends its sockets. Each case opens a live subscription
// over graphql-ws, changes the credential's rights through the public API, and waits for the
// server to close that socket (4403); a change that leaves the rights as they were keeps it open.
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, EVENT_WITHIN_MS, subscribe, TestServer } from '../test/harness.js';

/** Resolves with the close code the server sent, or null when it stayed open until `settled`. */
function closeCodeOf(client: Client, settled: Promise<unknown>): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`socket not closed within ${EVENT_WITHIN_MS} ms`)),
      EVENT_WITHIN_MS,
    );
    client.on('closed', (event) => {
      clearTimeout(timer);
      resolve((event as { code: number }).code);
    });
    void settled.then(() => {
      clearTimeout(timer);
      resolve(null);
    });
  });
}

/** An open operator subscription: the socket is acknowledged and resolved its caller. */
async function liveOperatorSocket(t: TestServer, token: string): Promise<Client> {
  const client = t.ws({ token });
  const opened = new Promise<void>((resolve) => client.on('connected', () => resolve()));
  void subscribe(client, 'subscription { deviceChanged { _id } }')
    .next()
    .catch(() => undefined);
  await opened;
  return client;
}

describe('live sockets follow their credential', () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await TestServer.start();
  });
  afterAll(async () => {
    await t.close();
  });

  it('closes the socket of a session that signs out, and only that one', async () => {
    const leaving = await t.signIn();
    const staying = await t.signIn();
    const leavingSocket = await liveOperatorSocket(t, leaving);
    const stayingSocket = await liveOperatorSocket(t, staying);
    const closed = closeCodeOf(leavingSocket, new Promise(() => undefined));
    const signedOut = await t.gql('mutation { signOut }', {}, { token: leaving });
    expect(signedOut.errors).toBeUndefined();
    expect(await closed).toBe(4403);

    // The other session's socket still answers.
    const still = subscribe(stayingSocket, '{ currentUser { email { email } } }');
    expect((await still.next()).data).toEqual({
      currentUser: { email: { email: 'admin@marquee.local' } },
    });
  });

  it('closes a revoked session and the other sessions after a password change', async () => {
    const acting = await t.signIn();
    const revoked = await t.signIn();
    const revokedSocket = await liveOperatorSocket(t, revoked);
    const sessions = await t.gql<{ mySessions: { _id: string; current: boolean }[] }>(
      '{ mySessions { _id current } }',
      {},
      { token: revoked },
    );
    const revokedId = sessions.data!.mySessions.find((s) => s.current)!._id;
    const closedByRevoke = closeCodeOf(revokedSocket, new Promise(() => undefined));
    await t.gql(
      'mutation($id: ID!) { revokeSession(id: $id) }',
      { id: revokedId },
      {
        token: acting,
      },
    );
    expect(await closedByRevoke).toBe(4403);

    const other = await t.signIn();
    const otherSocket = await liveOperatorSocket(t, other);
    const closedByPassword = closeCodeOf(otherSocket, new Promise(() => undefined));
    const changed = await t.gql(
      'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }',
      { c: DEMO_PASSWORD, n: `${DEMO_PASSWORD}-2` },
      { token: acting },
    );
    expect(changed.errors).toBeUndefined();
    expect(await closedByPassword).toBe(4403);
    await t.gql(
      'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }',
      { c: `${DEMO_PASSWORD}-2`, n: DEMO_PASSWORD },
      { token: acting },
    );
  });

  it('keeps sockets whose rights did not change when a role of the account is edited', async () => {
    const admin = await t.signIn();
    const socket = await liveOperatorSocket(t, admin);
    const edited = (async () => {
      const role = await t.gql<{ createUserRole: { _id: string } }>(
        'mutation { createUserRole(name: "Editors", permissions: []) { _id } }',
        {},
        { token: admin },
      );
      const id = role.data!.createUserRole._id;
      await t.gql(
        'mutation($id: ID!) { updateUserRole(id: $id, name: "Editors 2", permissions: []) { _id } }',
        { id },
        { token: admin },
      );
      // The socket's check runs on the announcement; a query after it proves it is done.
      await subscribe(socket, '{ currentUser { email { email } } }').next();
    })();
    expect(await closeCodeOf(socket, edited)).toBeNull();
  });

  it("closes a removed device's socket", async () => {
    const operator = await t.signIn();
    const device = await t.pairDevice(operator, 'Removed screen');
    const client = t.ws({ token: device.deviceToken });
    const opened = new Promise<void>((resolve) => client.on('connected', () => resolve()));
    void subscribe(client, 'subscription { currentDeviceChanged { _id } }')
      .next()
      .catch(() => undefined);
    await opened;
    const closed = closeCodeOf(client, new Promise(() => undefined));
    const removed = await t.gql(
      'mutation($id: ID!) { deleteDevice(id: $id) }',
      { id: device.deviceId },
      { token: operator },
    );
    expect(removed.errors).toBeUndefined();
    expect(await closed).toBe(4403);
  });
});
