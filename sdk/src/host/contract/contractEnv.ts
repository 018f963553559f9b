import type { HostAPI } from '../hostApi.js';

/**
 * What the shared HostAPI suite gives each implementation under test. An implementation (or
 * the fake of its platform API) must serve `served` over its network, and keep its persistent
 * storage in `persistent`, so that calling the factory again with the same env is the same
 * device after a restart.
 */
export interface HostContractEnv {
  served: ReadonlyMap<string, Uint8Array>;
  persistent: Map<string, unknown>;
}

export type MakeContractHost = (env: HostContractEnv) => HostAPI | Promise<HostAPI>;

/** URLs the suite downloads; served by every env. */
export const CONTRACT_URLS = {
  small: 'https://media.marquee.test/blobs/small.bin',
  large: 'https://media.marquee.test/blobs/large.bin',
  missing: 'https://media.marquee.test/blobs/missing.bin',
} as const;

export function createContractEnv(): HostContractEnv {
  const large = new Uint8Array(256 * 1024);
  for (let i = 0; i < large.length; i++) large[i] = (i * 31) % 251;
  return {
    served: new Map([
      [CONTRACT_URLS.small, new TextEncoder().encode('Marquee contract file')],
      [CONTRACT_URLS.large, large],
    ]),
    persistent: new Map(),
  };
}

/** The value a persistent slot holds, created on first use; helps factories keep storage across restarts. */
export function persistentSlot<T>(env: HostContractEnv, key: string, create: () => T): T {
  if (!env.persistent.has(key)) env.persistent.set(key, create());
  return env.persistent.get(key) as T;
}
