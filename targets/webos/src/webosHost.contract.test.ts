import { describeHostApiContract, persistentSlot } from '@marquee/sdk/host/contract';
import { memoryStorage, servingFetch } from '@marquee/sdk/testing';
import { createWebosHost } from './webosHost.js';
import { createFakeWebos } from './testing/fakeWebos.js';

// The shared HostAPI suite against the webOS host over fake Luna services behind
// PalmServiceBridge: a signage set, and a consumer TV without the signage storage service.
for (const signage of [true, false])
  describeHostApiContract(
    `webos host (${signage ? 'signage set' : 'consumer TV'}, fake Luna services)`,
    (env) =>
      createWebosHost({
        newBridge: createFakeWebos({
          served: env.served,
          signage,
          files: persistentSlot(env, 'files', () => new Map<string, Uint8Array>()),
        }).newBridge,
        storage: memoryStorage(
          persistentSlot(env, 'localStorage', () => new Map<string, string>()),
        ),
        fetch: servingFetch(env.served),
        screen: { width: 1920, height: 1080 },
        signage,
      }),
  );
