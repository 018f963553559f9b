import {
  describeHostApiContract,
  persistentSlot,
  type MakeContractHost,
} from '@marquee/sdk/host/contract';
import { describePlayerOnHostContract, memoryStorage, servingFetch } from '@marquee/sdk/testing';
import { createFakeWebos } from './testing/fakeWebos.js';
import { scapSet } from './testing/scapSet.js';
import { createWebosHost } from './webosHost.js';

// The shared HostAPI suite against the webOS host: on a signage set with LG's SCAP library
// (the reference SCAP fake: internal storage, the 127.0.0.1:9080 file server, power, sound,
// signage), and on a set without SCAP (a consumer TV, or a package built without it).
const signageSet: MakeContractHost = async (env) => {
  const { host } = await scapSet({
    served: env.served,
    files: persistentSlot(env, 'files', () => new Map<string, Uint8Array>()),
    localStorage: persistentSlot(env, 'localStorage', () => new Map<string, string>()),
  });
  return host;
};
describeHostApiContract('webos host (signage set, reference SCAP)', signageSet);
describePlayerOnHostContract('webos host (signage set, reference SCAP)', signageSet);

describeHostApiContract('webos host (no SCAP)', (env) =>
  createWebosHost({
    newBridge: createFakeWebos({ served: env.served }).newBridge,
    scap: null,
    storage: memoryStorage(persistentSlot(env, 'localStorage', () => new Map<string, string>())),
    fetch: servingFetch(env.served),
    localFetch: null,
    screen: { width: 1920, height: 1080 },
  }),
);
