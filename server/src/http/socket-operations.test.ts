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
    // 200 more than the cap, all sent at once: graphql-ws notes each before asking the server.
    const burst = Array.from({ length: MAX_OPERATIONS_PER_SOCKET + 200 }, open);
    // graphql-ws answers a refused subscribe with an error message, which its client throws.
    type Refusal = { message: string; extensions?: { code?: string } };
    const outcomes = await Promise.all(
      burst.map((s) =>
        s.next().then(
          (step) => ({ name: step.data?.currentDeviceChanged.name }),
          (errors: unknown) => ({ refusal: (errors as Refusal[])[0] }),
        ),
      ),
    );
    const running = burst.filter((_, i) => 'name' in outcomes[i]!);
    // Each running one opened with the device as it is now.
    expect(running).toHaveLength(MAX_OPERATIONS_PER_SOCKET);
    expect(outcomes.filter((o) => 'name' in o && o.name === 'Lobby')).toHaveLength(
      MAX_OPERATIONS_PER_SOCKET,
    );
    const refusals = outcomes.flatMap((o) => ('refusal' in o ? [o.refusal] : []));
    expect(refusals).toHaveLength(200);
    for (const refusal of refusals) {
      expect(refusal?.extensions?.code).toBe('TOO_MANY_REQUESTS');
      expect(refusal?.message).toBe(TOO_MANY_OPERATIONS);
    }

    await running[0]!.stop();
    // Taken again once the server has ended the one the client completed.
    await vi.waitFor(async () =>
      expect((await open().next()).data?.currentDeviceChanged.name).toBe('Lobby'),
    );
  });
});
