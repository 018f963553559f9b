import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { subscribe, TestServer } from '../test/harness.js';
import { MAX_OPERATIONS_PER_SOCKET, TOO_MANY_OPERATIONS } from './ws.js';

// Every running subscription costs the server memory for as long as it runs: one socket may not
// open them without end.
describe('operations running on one socket', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await TestServer.start();
  });
  afterAll(() => t?.close());

  it(`refuses a subscription past ${MAX_OPERATIONS_PER_SOCKET}, and takes one again once another ends`, async () => {
    const operator = await t.signIn();
    const { deviceToken } = await t.pairDevice(operator, 'Lobby');
    const socket = t.ws({ token: deviceToken });
    const open = () =>
      subscribe<{ currentDeviceChanged: { name: string } }>(
        socket,
        'subscription { currentDeviceChanged { name } }',
      );
    const running = Array.from({ length: MAX_OPERATIONS_PER_SOCKET }, open);
    // Each opens with the device as it is now: all of them are running.
    for (const s of running) expect((await s.next()).data?.currentDeviceChanged.name).toBe('Lobby');

    // graphql-ws answers a refused subscribe with an error message, which its client throws.
    type Refusal = { message: string; extensions?: { code?: string } };
    const refused = await open()
      .next()
      .then(
        () => undefined,
        (errors: unknown) => (errors as Refusal[])[0],
      );
    expect(refused?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(refused?.message).toBe(TOO_MANY_OPERATIONS);

    await running[0]!.stop();
    // Taken again once the server has ended the one the client completed.
    await vi.waitFor(async () =>
      expect((await open().next()).data?.currentDeviceChanged.name).toBe('Lobby'),
    );
  });
});
