import { describe, expect, it } from 'vitest';
import { FakeHost, TEST_DEVICE_ID } from './fakeHost.js';
import { HostError, requireHostMethod } from './hostError.js';

describe('FakeHost', () => {
  it('keeps JSON values in local state until removed', async () => {
    const host = new FakeHost();
    await host.localState.set('token', { deviceToken: 'mqd_1', deviceId: 'd1' });
    expect(await host.localState.get('token')).toEqual({ deviceToken: 'mqd_1', deviceId: 'd1' });
    await host.localState.remove('token');
    expect(await host.localState.get('token')).toBeUndefined();
  });

  it('starts from the given state and reports version 0 and a test device id by default', async () => {
    const host = new FakeHost({ state: { a: 1 } });
    expect(await host.localState.get('a')).toBe(1);
    expect(await host.getDeviceInfo()).toEqual({
      deviceId: TEST_DEVICE_ID,
      platform: 'web',
      apiVersion: 0,
    });
  });

  it('uses the injected fetch', async () => {
    const host = new FakeHost({ fetch: async (url) => new Response(`hello ${url}`) });
    expect(await (await host.fetch('x')).text()).toBe('hello x');
  });

  it('reports a missing platform feature as METHOD_NOT_AVAILABLE', async () => {
    const host = new FakeHost();
    expect(() => requireHostMethod(host, 'setDisplayPower')).toThrowError(HostError);
    const error = catchError(() => requireHostMethod(host, 'reboot'));
    expect(error).toBeInstanceOf(HostError);
    expect((error as HostError).code).toBe('METHOD_NOT_AVAILABLE');
    const powered = new FakeHost({ withDisplayPower: true });
    await requireHostMethod(powered, 'setDisplayPower')(false);
    expect(await requireHostMethod(powered, 'getDisplayPower')()).toBe(false);
  });
});

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}
