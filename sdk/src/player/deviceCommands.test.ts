import { describe, expect, it, vi } from 'vitest';
import { FakeHost, type HostAPI } from '../host/index.js';
import { runDeviceCommands } from './deviceCommands.js';
import type { GraphQLClient } from './server-link/graphqlClient.js';

// A player runs each command id once, and remembers the ids it ran for as long as it is loaded:
// other files of this worker may have run commands named like these, so each id is new.
const [c1, c2, c3, c4] = [1, 2, 3, 4].map((n) => `c${n}-${crypto.randomUUID()}`) as [
  string,
  string,
  string,
  string,
];

function setup(power: Partial<HostAPI['power']>) {
  const reports: unknown[] = [];
  const client = {
    request: vi.fn(async (_doc: unknown, variables: unknown) => {
      reports.push(variables);
      return {};
    }),
  } as unknown as GraphQLClient;
  const host = {
    power,
    files: { list: async () => [], delete: async () => {} },
  } as unknown as HostAPI;
  const reloadApp = vi.fn();
  return { reports, deps: { host, client, token: 'mqd_t', reloadApp }, reloadApp };
}

describe('remote commands on the player', () => {
  it('reports a reload done, then restarts the app, once per command', async () => {
    const { reports, deps, reloadApp } = setup({});
    await runDeviceCommands([{ _id: c1, type: 'reload' }], deps);
    await runDeviceCommands([{ _id: c1, type: 'reload' }], deps);
    expect(reports).toEqual([{ commandId: c1, status: 'done', error: undefined }]);
    expect(reloadApp).toHaveBeenCalledTimes(1);
  });

  it('reports the host error code when the platform cannot do it', async () => {
    const displayOff = () =>
      Promise.reject(Object.assign(new Error('no'), { code: 'METHOD_NOT_AVAILABLE' }));
    const { reports, deps } = setup({ displayOff });
    await runDeviceCommands([{ _id: c2, type: 'displayOff' }], deps);
    expect(reports).toEqual([{ commandId: c2, status: 'failed', error: 'METHOD_NOT_AVAILABLE' }]);
  });

  it('takes a screenshot and uploads it for the command; the server closes the command', async () => {
    const sent: { doc: unknown; variables: unknown }[] = [];
    const client = {
      request: vi.fn(async (doc: unknown, variables: unknown) => {
        sent.push({ doc, variables });
        return {};
      }),
    } as unknown as GraphQLClient;
    const host = new FakeHost();
    const shot = await host.screen.capture();
    await runDeviceCommands([{ _id: c3, type: 'screenshot' }], {
      host,
      client,
      token: 'mqd_t',
      reloadApp: vi.fn(),
    });
    expect(sent.map((s) => s.variables)).toEqual([
      { commandId: c3, image: { mimeType: 'image/png', base64: shot.base64 } },
    ]);
  });

  it('fails a screenshot on a host without the capability, with its code', async () => {
    const { reports, deps } = setup({});
    const host = new FakeHost({ capabilities: [] });
    await runDeviceCommands([{ _id: c4, type: 'screenshot' }], { ...deps, host });
    expect(reports).toEqual([{ commandId: c4, status: 'failed', error: 'METHOD_NOT_AVAILABLE' }]);
  });
});
