import { describeHostApiContract, persistentSlot } from '@marquee/sdk/host/contract';
import { memoryStorage, servingFetch } from '@marquee/sdk/testing';
import { createTizenHost } from './tizenHost.js';
import { createFakeTizen } from './testing/fakeTizen.js';

// The shared HostAPI suite against the Tizen host over the fake platform: a signage display
// (b2bapis, avplaystore) and a consumer TV of Tizen 4 (neither).
describeHostApiContract('tizen host (signage display, fake tizen/webapis/b2bapis)', (env) =>
  createTizenHost({
    platform: createFakeTizen({
      served: env.served,
      files: persistentSlot(env, 'files', () => new Map<string, Uint8Array>()),
    }).platform,
    storage: memoryStorage(persistentSlot(env, 'localStorage', () => new Map<string, string>())),
    fetch: servingFetch(env.served),
  }),
);

describeHostApiContract('tizen host (consumer TV, Tizen 4: no b2bapis, no avplaystore)', (env) =>
  createTizenHost({
    platform: createFakeTizen({
      served: env.served,
      files: persistentSlot(env, 'files', () => new Map<string, Uint8Array>()),
      signage: false,
      avplaystore: false,
    }).platform,
    storage: memoryStorage(persistentSlot(env, 'localStorage', () => new Map<string, string>())),
    fetch: servingFetch(env.served),
  }),
);
