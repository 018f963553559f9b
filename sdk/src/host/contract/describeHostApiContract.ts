import { describe, expect, it } from 'vitest';
import { CAPABILITIES } from '../capabilities.js';
import type { HostAPI } from '../hostApi.js';
import { PLATFORM_TYPES } from '../../model/index.js';
import { CONTRACT_URLS, createContractEnv, type MakeContractHost } from './contractEnv.js';
import { registerFeatureTests } from './featureContract.js';
import { registerFilesTests } from './filesContract.js';

/**
 * The one HostAPI suite every implementation passes (FakeHost, web, and the TV and Android
 * hosts over fakes of their platform APIs). Call it at the top level of a test file.
 */
export function describeHostApiContract(name: string, makeHost: MakeContractHost): void {
  const make = async (env = createContractEnv()): Promise<HostAPI> => makeHost(env);

  describe(`HostAPI contract: ${name}`, () => {
    it('reports its platform, api version, device id and screen consistently', async () => {
      const host = await make();
      const info = await host.getDeviceInfo();
      expect(PLATFORM_TYPES).toContain(host.platform);
      expect(info.platform).toBe(host.platform);
      expect(Number.isInteger(host.apiVersion) && host.apiVersion >= 0).toBe(true);
      expect(info.apiVersion).toBe(host.apiVersion);
      expect(info.deviceId).toMatch(/\S/);
      expect(info.screen.width).toBeGreaterThan(0);
      expect(info.screen.height).toBeGreaterThan(0);
    });

    it('answers supports() with a boolean for every capability', async () => {
      const host = await make();
      for (const capability of CAPABILITIES)
        expect(typeof host.supports(capability)).toBe('boolean');
    });

    it('keeps JSON values in local state, copies them, and forgets removed keys', async () => {
      const host = await make();
      const value = { token: 'mqd_1', nested: { list: [1, 'two', null, true] } };
      await host.localState.set('contract.value', value);
      value.nested.list.push(5);
      expect(await host.localState.get('contract.value')).toEqual({
        token: 'mqd_1',
        nested: { list: [1, 'two', null, true] },
      });
      expect(await host.localState.keys()).toContain('contract.value');
      await host.localState.remove('contract.value');
      expect(await host.localState.get('contract.value')).toBeUndefined();
      expect(await host.localState.keys()).not.toContain('contract.value');
      expect(await host.localState.get('contract.never-set')).toBeUndefined();
    });

    it('keeps local state across a restart', async () => {
      const env = createContractEnv();
      await (await make(env)).localState.set('contract.kept', [1, 2, 3]);
      expect(await (await make(env)).localState.get('contract.kept')).toEqual([1, 2, 3]);
    });

    it('fetches what the network serves, and answers 404 for what it does not', async () => {
      const env = createContractEnv();
      const host = await make(env);
      const response = await host.fetch(CONTRACT_URLS.small);
      expect(response.status).toBe(200);
      // Compared as plain arrays: a jsdom realm's Uint8Array is not Node's.
      expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([
        ...env.served.get(CONTRACT_URLS.small)!,
      ]);
      expect((await host.fetch(CONTRACT_URLS.missing)).status).toBe(404);
    });

    registerFeatureTests(() => make());
    registerFilesTests(() => ({ env: createContractEnv(), make }));
  });
}
