import {
  describeHostApiContract,
  persistentSlot,
  type MakeContractHost,
} from '@marquee/sdk/host/contract';
import { memoryStorage, servingFetch } from '@marquee/sdk/testing';
import { createTizenHost } from './tizenHost.js';
import { createFakeTizen } from './testing/fakeTizen.js';

// The shared HostAPI suite against the Tizen host over the fake platform: a signage display
// (b2bapis, avplaystore), a consumer TV of Tizen 5.0 (neither), and a set older than the
// package's claim (Tizen 4.0: no tizen.filesystem methods the host keeps files with).
const tizenSet =
  (options: {
    signage?: boolean;
    avplaystore?: boolean;
    platformVersion?: string;
  }): MakeContractHost =>
  (env) =>
    createTizenHost({
      platform: createFakeTizen({
        served: env.served,
        files: persistentSlot(env, 'files', () => new Map<string, Uint8Array>()),
        ...options,
      }).platform,
      storage: memoryStorage(persistentSlot(env, 'localStorage', () => new Map<string, string>())),
      fetch: servingFetch(env.served),
    });

describeHostApiContract('tizen host (signage display, fake tizen/webapis/b2bapis)', tizenSet({}));

describeHostApiContract(
  'tizen host (consumer TV, Tizen 5.0: no b2bapis, no avplaystore)',
  tizenSet({ signage: false, avplaystore: false, platformVersion: '5.0' }),
);

describeHostApiContract(
  'tizen host (Tizen 4.0 set: no local files)',
  tizenSet({ signage: false, avplaystore: false, platformVersion: '4.0' }),
);
