import {
  describeHostApiContract,
  persistentSlot,
  type MakeContractHost,
} from '@marquee/sdk/host/contract';
import { describePlayerOnHostContract, memoryStorage, servingFetch } from '@marquee/sdk/testing';
import { createTizenHost } from './tizenHost.js';
import { CAPTURE_JPEG } from './captureJpeg.fixture.js';
import { createReferenceTizen } from './testing/referenceTizen.js';

// The shared HostAPI suite against the Tizen host over the platform fake written from the
// vendors' references: a signage display of Tizen 6.5 (b2bapis, systemcontrol, avplaystore),
// one of Tizen 6.0 (b2bapis only), a consumer TV of Tizen 5.0 (neither), and a set older than
// the package's claim (Tizen 4.0: no tizen.filesystem methods the host keeps files with).
const tizenSet =
  (options: {
    signage?: boolean;
    avplaystore?: boolean;
    platformVersion?: string;
  }): MakeContractHost =>
  (env) =>
    createTizenHost({
      platform: createReferenceTizen({
        served: env.served,
        screenshot: CAPTURE_JPEG,
        files: persistentSlot(env, 'files', () => new Map<string, Uint8Array>()),
        ...options,
      }).platform,
      storage: memoryStorage(persistentSlot(env, 'localStorage', () => new Map<string, string>())),
      fetch: servingFetch(env.served),
    });

describeHostApiContract('tizen host (signage display, Tizen 6.5)', tizenSet({}));
describePlayerOnHostContract('tizen host (signage display, Tizen 6.5)', tizenSet({}));

describeHostApiContract(
  'tizen host (signage display, Tizen 6.0: b2bapis, no systemcontrol)',
  tizenSet({ platformVersion: '6.0' }),
);

describeHostApiContract(
  'tizen host (consumer TV, Tizen 5.0: no b2bapis, no avplaystore)',
  tizenSet({ signage: false, avplaystore: false, platformVersion: '5.0' }),
);

describeHostApiContract(
  'tizen host (Tizen 4.0 signage set: b2bapis power, no local files, no screenshot)',
  tizenSet({ platformVersion: '4.0' }),
);

describeHostApiContract(
  'tizen host (Tizen 4.0 set: no local files)',
  tizenSet({ signage: false, avplaystore: false, platformVersion: '4.0' }),
);
