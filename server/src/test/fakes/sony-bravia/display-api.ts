// The BRAVIA Professional Display REST API calls the fake display answers: JSON-RPC over HTTP at
// http://<ip>/sony/<service>. Each entry keeps Sony's service, method name, version and
// authentication level; the handlers answer the documented result shapes from the display's
// state. Error codes are Sony's; reason phrases are examples (Sony documents the codes).

/** Sony's JSON-RPC error codes used here, with the reason phrase the fake sends. */
export const RPC_ERRORS = {
  illegalArgument: [3, 'Illegal Argument'],
  illegalRequest: [5, 'Illegal Request'],
  /** getWebAppStatus documents code 7 when powered off; pybravia matches "not power-on". */
  notPoweredOn: [7, 'not power-on'],
  noSuchMethod: [12, 'No Such Method'],
  unsupportedVersion: [14, 'Unsupported Version'],
  displayIsTurnedOff: [40005, 'Display Is Turned Off'],
  anotherRequestInProgress: [41400, 'Another request is in progress'],
  failedToLaunch: [41401, 'Failed to launch'],
  launchUndecided: [41402, 'Request is accepted, but the completion of launch cannot be decided'],
} as const satisfies Record<string, readonly [number, string]>;

export type RpcError = readonly [number, string];

/** "none" needs no key; "generic" and "private" need X-Auth-PSK when the display uses a PSK. */
export type AuthLevel = 'none' | 'generic' | 'private';

export interface BraviaApp {
  title: string;
  uri: string;
  icon?: string;
}

export interface DisplayState {
  /** getPowerStatus's value: "active" (on) or "standby" (off). */
  power: 'active' | 'standby';
  /** The uri last passed to setActiveApp, or null before any. */
  activeAppUri: string | null;
  /** What getWebAppStatus reports. */
  webApp: { active: boolean; url: string };
}

export interface DisplayIdentity {
  model: string;
  serial: string;
  /** Colon-separated, as getSystemInformation's example shows. */
  macAddr: string;
  generation: string;
  apps: BraviaApp[];
}

type Result = { result: unknown[] } | { error: RpcError };
type Handler = (params: unknown[], state: DisplayState, identity: DisplayIdentity) => Result;

export interface ApiEntry {
  service: string;
  method: string;
  versions: readonly string[];
  auth: AuthLevel;
  handle: Handler;
}

const ok = (...result: unknown[]): Result => ({ result });
const fail = (error: RpcError): Result => ({ error });

/** params[0] as an object, or null when the call carries none. */
function firstObject(params: unknown[]): Record<string, unknown> | null {
  const first = params[0];
  return typeof first === 'object' && first !== null && !Array.isArray(first)
    ? (first as Record<string, unknown>)
    : null;
}

const WEB_APP_RUNTIME = 'localapp://webappruntime?';

/** What setActiveApp does with a uri, or an error when the display cannot launch it. */
function launch(uri: string, state: DisplayState, identity: DisplayIdentity): Result {
  if (uri.startsWith(WEB_APP_RUNTIME)) {
    const query = new URLSearchParams(uri.slice(WEB_APP_RUNTIME.length));
    const url = query.get('url');
    if (url === null && query.get('manifest') === null && query.get('auid') === null) {
      return fail(RPC_ERRORS.illegalArgument);
    }
    state.activeAppUri = uri;
    state.webApp = { active: true, url: url ?? '' };
    return ok();
  }
  if (!identity.apps.some((app) => app.uri === uri)) return fail(RPC_ERRORS.illegalArgument);
  state.activeAppUri = uri;
  state.webApp = { active: false, url: '' };
  return ok();
}

export const DISPLAY_API: readonly ApiEntry[] = [
  {
    service: 'system',
    method: 'getSystemInformation',
    versions: ['1.0'],
    auth: 'private',
    handle: (_params, _state, identity) =>
      ok({
        product: 'TV',
        language: 'eng',
        model: identity.model,
        serial: identity.serial,
        macAddr: identity.macAddr,
        name: 'BRAVIA',
        generation: identity.generation,
      }),
  },
  {
    service: 'system',
    method: 'getPowerStatus',
    versions: ['1.0'],
    auth: 'none',
    handle: (_params, state) => ok({ status: state.power }),
  },
  {
    service: 'system',
    method: 'setPowerStatus',
    versions: ['1.0'],
    auth: 'generic',
    handle: (params, state) => {
      const status = firstObject(params)?.['status'];
      if (typeof status !== 'boolean') return fail(RPC_ERRORS.illegalArgument);
      state.power = status ? 'active' : 'standby';
      return ok();
    },
  },
  {
    service: 'appControl',
    method: 'getApplicationList',
    versions: ['1.0'],
    auth: 'private',
    handle: (_params, _state, identity) => ok(identity.apps.map((app) => ({ ...app }))),
  },
  {
    service: 'appControl',
    method: 'setActiveApp',
    versions: ['1.0'],
    auth: 'generic',
    handle: (params, state, identity) => {
      const uri = firstObject(params)?.['uri'];
      if (typeof uri !== 'string' || uri === '') return fail(RPC_ERRORS.illegalArgument);
      if (state.power !== 'active') return fail(RPC_ERRORS.notPoweredOn);
      return launch(uri, state, identity);
    },
  },
  {
    service: 'appControl',
    method: 'getWebAppStatus',
    versions: ['1.0'],
    auth: 'private',
    handle: (_params, state) =>
      state.power === 'active' ? ok({ ...state.webApp }) : fail(RPC_ERRORS.notPoweredOn),
  },
];

/** The services the fake serves at /sony/<service>; others answer HTTP 404. */
export const SERVICES: ReadonlySet<string> = new Set([
  'guide',
  'appControl',
  'audio',
  'avContent',
  'encryption',
  'system',
  'videoScreen',
]);

/** The two applications of Sony's getApplicationList example. */
export const SONY_EXAMPLE_APPS: readonly BraviaApp[] = [
  {
    title: 'YouTube',
    uri: 'com.sony.dtv.com.google.android.youtube.tv.com.google.android.apps.youtube.tv.activity.ShellActivity',
    icon: 'http://43.3.149.111/DIAL/icon/com.sony.dtv.com.google.android.youtube.tv.com.google.android.apps.youtube.tv.activity.ShellActivity.png',
  },
  {
    title: 'Screen mirroring',
    uri: 'com.sony.dtv.screnmirroring.com.screnmirroring.com.StartScreenMirroringHomeActivity',
    icon: 'http://43.3.149.111/DIAL/icon/com.sony.dtv.screnmirroring.com.screnmirroring.com.StartScreenMirroringHomeActivity.png',
  },
];
