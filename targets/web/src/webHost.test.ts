// @vitest-environment jsdom
import { requireHostMethod } from '@marquee/sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { createWebHost, STORAGE_PREFIX } from './webHost.js';

beforeEach(() => window.localStorage.clear());

describe('web host', () => {
  it('keeps local state in localStorage across hosts (a reload)', async () => {
    const first = createWebHost();
    await first.localState.set('marquee.device', { deviceId: 'd1', deviceToken: 'mqd_1' });
    expect(window.localStorage.getItem(`${STORAGE_PREFIX}marquee.device`)).toBe(
      '{"deviceId":"d1","deviceToken":"mqd_1"}',
    );
    const afterReload = createWebHost();
    expect(await afterReload.localState.get('marquee.device')).toEqual({
      deviceId: 'd1',
      deviceToken: 'mqd_1',
    });
    await afterReload.localState.remove('marquee.device');
    expect(await createWebHost().localState.get('marquee.device')).toBeUndefined();
  });

  it('treats a hand-edited value as absent', async () => {
    window.localStorage.setItem(`${STORAGE_PREFIX}broken`, '{not json');
    expect(await createWebHost().localState.get('broken')).toBeUndefined();
  });

  it('reports platform web, version 0 and a device id that stays the same', async () => {
    let n = 0;
    const host = createWebHost({ randomId: () => `id${++n}` });
    expect(host.platform).toBe('web');
    expect(host.apiVersion).toBe(0);
    const info = await host.getDeviceInfo();
    expect(info).toMatchObject({ deviceId: 'web-id1', platform: 'web', apiVersion: 0 });
    expect((await createWebHost({ randomId: () => 'other' }).getDeviceInfo()).deviceId).toBe(
      'web-id1',
    );
  });

  it('uses the given fetch and has no display power control', async () => {
    const host = createWebHost({ fetch: async (url) => new Response(`got ${url}`) });
    expect(await (await host.fetch('/graphql')).text()).toBe('got /graphql');
    expect(() => requireHostMethod(host, 'setDisplayPower')).toThrow(
      /not available on platform web/,
    );
  });
});
