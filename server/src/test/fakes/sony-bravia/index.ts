// Faithful fakes of Sony's professional BRAVIA platform for the server's tests and e2e: the
// zero-touch kitting cloud and one display's IP control. README.md lists every call, the Sony
// page it follows and what those pages leave unconfirmed.
export {
  API_KEY_HEADER,
  KITTING_MESSAGES,
  KITTING_PATH,
  USER_DATA_MAX_BYTES,
  sonyMac,
  startFakeKitting,
  type FakeKitting,
  type FakeKittingOptions,
  type KittingClaim,
  type KittingDisplay,
  type KittingRequest,
} from './kitting.js';
export {
  PSK_HEADER,
  startFakeDisplay,
  type DisplayCall,
  type FakeDisplay,
  type FakeDisplayOptions,
} from './display.js';
export {
  RPC_ERRORS,
  SONY_EXAMPLE_APPS,
  type BraviaApp,
  type DisplayState,
  type RpcError,
} from './display-api.js';
