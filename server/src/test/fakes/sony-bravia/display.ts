import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  DISPLAY_API,
  RPC_ERRORS,
  SERVICES,
  SONY_EXAMPLE_APPS,
  type ApiEntry,
  type BraviaApp,
  type DisplayIdentity,
  type DisplayState,
  type RpcError,
} from './display-api.js';
import { header, isRecord, listenOnLoopback, parseJson, readBody } from './http.js';

// A stand-in for one BRAVIA Professional Display's IP control (REST API, JSON-RPC over HTTP) with
// "Pre-Shared Key" authentication. It answers Sony's envelope {"result":[…],"id"} or
// {"error":[code,"reason"],"id"}; JSON-RPC errors come with HTTP 200, HTTP-level errors (401,
// 403, 404) carry the same code in the body. Its state is a plain object a test can read or set.

/** The header carrying the pre-shared key. */
export const PSK_HEADER = 'X-Auth-PSK';

export interface DisplayCall {
  service: string;
  method: string;
  version: unknown;
  params: unknown;
  /** The X-Auth-PSK sent, if any. */
  psk: string | undefined;
  /** HTTP status of the answer. */
  status: number;
  /** The JSON-RPC error code answered, if any. */
  errorCode?: number;
}

export interface FakeDisplayOptions {
  psk: string;
  model?: string;
  serial?: string;
  /** Any MAC form; getSystemInformation answers it colon-separated in capitals. */
  mac?: string;
  /** "[X].[Y].[Z]"; defaults to the generation of Sony's example. */
  generation?: string;
  power?: DisplayState['power'];
  /** getApplicationList's answer; defaults to Sony's example list. */
  apps?: BraviaApp[];
}

export interface FakeDisplay {
  /** http://127.0.0.1:<port>; the services are at `${url}/sony/<service>`. */
  url: string;
  /** Live state: read it to assert, write it to set the scene (e.g. power = 'standby'). */
  state: DisplayState;
  /** Every JSON-RPC call that reached the display, in order. */
  calls(): DisplayCall[];
  /** The next call of `method` (any call when omitted) answers this Sony error. */
  failNext(error: RpcError, method?: string): void;
  /** When false the display does not answer at all (unplugged, or asleep with no network). */
  setReachable(reachable: boolean): void;
  close(): Promise<void>;
}

/** Colon-separated capitals, as getSystemInformation's example shows. */
function colonMac(mac: string): string {
  const hex = mac.replace(/[^0-9a-f]/gi, '').toUpperCase();
  if (hex.length !== 12) throw new Error(`not a MAC address: ${mac}`);
  return hex.match(/../g)!.join(':');
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

const rpcError = (status: number, error: RpcError, id: unknown): Answer => ({
  status,
  body: { error: [...error], id },
});

/** Which key a call needs: none, or the PSK (generic and private levels alike). */
function authFailure(entry: ApiEntry | undefined, sent: string | undefined, psk: string) {
  if (entry?.auth === 'none') return null;
  if (sent === undefined) return 401;
  return sent === psk ? null : 403;
}

export async function startFakeDisplay(options: FakeDisplayOptions): Promise<FakeDisplay> {
  const identity: DisplayIdentity = {
    model: options.model ?? 'FW-55BZ35F',
    serial: options.serial ?? '1000001',
    macAddr: colonMac(options.mac ?? '04:5D:4B:AD:6D:E1'),
    generation: options.generation ?? '5.0.1',
    apps: (options.apps ?? SONY_EXAMPLE_APPS).map((app) => ({ ...app })),
  };
  const state: DisplayState = {
    power: options.power ?? 'active',
    activeAppUri: null,
    webApp: { active: false, url: '' },
  };
  const log: DisplayCall[] = [];
  const failures: { error: RpcError; method?: string }[] = [];
  let reachable = true;

  function takeFailure(method: string): RpcError | null {
    const index = failures.findIndex((f) => f.method === undefined || f.method === method);
    return index < 0 ? null : failures.splice(index, 1)[0]!.error;
  }

  function answer(req: IncomingMessage, body: unknown): Answer {
    const id = isRecord(body) ? body['id'] : undefined;
    const match = /^\/sony\/([A-Za-z]+)$/.exec((req.url ?? '').split('?')[0]!);
    if (!match || !SERVICES.has(match[1]!)) return rpcError(404, [404, 'Not Found'], id);
    // The set's own answer to a method other than POST: code 501, "Not Implemented", as listed
    // in Sony's error codes for the REST API (see README.md beside this file). Not a stub.
    if (req.method !== 'POST') return rpcError(501, [501, 'Not Implemented'], id);
    const service = match[1]!;
    if (!isRecord(body) || typeof body['method'] !== 'string' || !Array.isArray(body['params'])) {
      return rpcError(200, RPC_ERRORS.illegalRequest, id);
    }
    const method = body['method'];
    const entry = DISPLAY_API.find((e) => e.service === service && e.method === method);
    const denied = authFailure(entry, header(req, PSK_HEADER), options.psk);
    if (denied === 401) return rpcError(401, [401, 'Unauthorized'], id);
    if (denied === 403) return rpcError(403, [403, 'Forbidden'], id);
    if (!entry) return rpcError(200, RPC_ERRORS.noSuchMethod, id);
    if (!entry.versions.includes(body['version'] as string)) {
      return rpcError(200, RPC_ERRORS.unsupportedVersion, id);
    }
    const injected = takeFailure(method);
    if (injected) return rpcError(200, injected, id);
    const outcome = entry.handle(body['params'] as unknown[], state, identity);
    return 'error' in outcome
      ? rpcError(200, outcome.error, id)
      : { status: 200, body: { result: outcome.result, id } };
  }

  function send(res: ServerResponse, { status, body }: Answer) {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(body));
  }

  const server = await listenOnLoopback((req, res) => {
    void (async () => {
      const text = await readBody(req);
      // An unreachable display drops the connection without an answer, as a powered-down one does.
      if (!reachable) return void res.socket?.destroy();
      const body = text === null ? undefined : parseJson(text);
      const answered = answer(req, body);
      const error = answered.body['error'] as RpcError | undefined;
      log.push({
        service: (req.url ?? '').replace(/^\/sony\//, ''),
        method: isRecord(body) && typeof body['method'] === 'string' ? body['method'] : '',
        version: isRecord(body) ? body['version'] : undefined,
        params: isRecord(body) ? body['params'] : undefined,
        psk: header(req, PSK_HEADER),
        status: answered.status,
        ...(error ? { errorCode: error[0] } : {}),
      });
      send(res, answered);
    })();
  });

  return {
    url: server.url,
    state,
    calls: () => log.map((call) => ({ ...call })),
    failNext(error, method) {
      failures.push({ error, method });
    },
    setReachable(value) {
      reachable = value;
    },
    close: () => server.close(),
  };
}
