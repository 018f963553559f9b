import type { IncomingMessage, ServerResponse } from 'node:http';
import { header, isRecord, listenOnLoopback, parseJson, readBody } from './http.js';

// A stand-in for Sony's zero-touch provisioning ("kitting") cloud: the display shows a one-time
// code, the service provider posts it with its API key, and Sony answers with the display's MAC
// address and the user data registered for it. What the reference leaves open (error statuses,
// the code's format, rate limiting, what a second use of a code answers) is the fake's reading,
// listed as "unconfirmed" in README.md beside this file.

/** Sony's path; the host in production is https://api.apps.rdm.sony.net. */
export const KITTING_PATH = '/kitting/v1/one-time-code';
/** The header Sony's cloud reads the service provider's API key from ("ApiKeyAuth"). */
export const API_KEY_HEADER = 'x-api-key';
/** "Max length of User data is 4KB." */
export const USER_DATA_MAX_BYTES = 4096;

/** Error messages; Sony documents the body shape {error:{message}}, not these texts. */
export const KITTING_MESSAGES = {
  noApiKey: 'API Key is not found.',
  badApiKey: 'The API Key is invalid.',
  badRequest: 'Invalid argument. Need to check the request parameters.',
  unknownCode: 'Resource is not found(except DEVICE_NOT_FOUND).',
  throttled: 'Too many requests.',
} as const;

export interface KittingDisplay {
  /** The code the display shows on screen. */
  oneTimeCode: string;
  /** Any MAC form; the answer carries it with "-" separators and capitals, as Sony does. */
  mac: string;
  /** Not part of the kitting answer; kept so a test can tell displays apart. */
  serial?: string;
  /** At most 4 KB (UTF-8 bytes). */
  userData?: string;
}

export interface KittingClaim {
  oneTimeCode: string;
  mac: string;
  serial?: string;
  userData?: string;
}

export interface KittingRequest {
  method: string;
  path: string;
  apiKey: string | undefined;
  body: unknown;
  status: number;
}

export interface FakeKitting {
  /** Base URL, e.g. http://127.0.0.1:40123; Sony's is https://api.apps.rdm.sony.net. */
  url: string;
  /** The full one-time-code endpoint on this fake. */
  endpoint: string;
  /** Puts a display in the "showing a code" state. */
  addDisplay(display: KittingDisplay): void;
  /** Makes a shown code unusable, as when it times out on the display. */
  expireCode(oneTimeCode: string): void;
  /** Displays whose code was accepted, in order. */
  registered(): KittingClaim[];
  /** Every request that reached the fake, with the status it got. */
  requests(): KittingRequest[];
  /** The next `count` requests answer 429 (rate limiting is undocumented; see README). */
  throttleNext(count?: number): void;
  /** The next request answers this status and message (e.g. 500, 503). */
  failNext(status: number, message: string): void;
  close(): Promise<void>;
}

export interface FakeKittingOptions {
  apiKey: string;
}

/** Sony's MAC form: "-" separators, capital hex digits. */
export function sonyMac(mac: string): string {
  const hex = mac.replace(/[^0-9a-f]/gi, '').toUpperCase();
  if (hex.length !== 12) throw new Error(`not a MAC address: ${mac}`);
  return hex.match(/../g)!.join('-');
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startFakeKitting(options: FakeKittingOptions): Promise<FakeKitting> {
  const shown = new Map<string, KittingDisplay>();
  const claims: KittingClaim[] = [];
  const log: KittingRequest[] = [];
  let throttled = 0;
  let failure: { status: number; message: string } | null = null;

  function answer(req: IncomingMessage, body: unknown): { status: number; body: unknown } {
    const error = (status: number, message: string) => ({ status, body: { error: { message } } });
    if (failure) {
      const { status, message } = failure;
      failure = null;
      return error(status, message);
    }
    if (throttled > 0) {
      throttled--;
      return error(429, KITTING_MESSAGES.throttled);
    }
    const path = (req.url ?? '').split('?')[0];
    if (path !== KITTING_PATH) return error(404, KITTING_MESSAGES.unknownCode);
    if (req.method !== 'POST') return error(405, KITTING_MESSAGES.badRequest);
    const apiKey = header(req, API_KEY_HEADER);
    if (!apiKey) return error(401, KITTING_MESSAGES.noApiKey);
    if (apiKey !== options.apiKey) return error(401, KITTING_MESSAGES.badApiKey);
    const code = isRecord(body) ? body['oneTimeCode'] : undefined;
    if (typeof code !== 'string' || code.trim() === '') {
      return error(400, KITTING_MESSAGES.badRequest);
    }
    const display = shown.get(code);
    if (!display) return error(404, KITTING_MESSAGES.unknownCode);
    // A code is single use: once claimed the display leaves its code screen.
    shown.delete(code);
    const mac = sonyMac(display.mac);
    claims.push({ oneTimeCode: code, mac, serial: display.serial, userData: display.userData });
    const device: Record<string, string> = { mac };
    if (display.userData !== undefined) device['userData'] = display.userData;
    return { status: 200, body: { oneTimeCode: code, device } };
  }

  const server = await listenOnLoopback((req, res) => {
    void (async () => {
      const text = await readBody(req);
      const body = text === null ? undefined : parseJson(text);
      const answered = answer(req, body);
      log.push({
        method: req.method ?? '',
        path: req.url ?? '',
        apiKey: header(req, API_KEY_HEADER),
        body,
        status: answered.status,
      });
      send(res, answered.status, answered.body);
    })();
  });

  return {
    url: server.url,
    endpoint: `${server.url}${KITTING_PATH}`,
    addDisplay(display) {
      sonyMac(display.mac);
      if (display.userData !== undefined) {
        const bytes = Buffer.byteLength(display.userData, 'utf8');
        if (bytes > USER_DATA_MAX_BYTES) {
          throw new Error(`userData is ${bytes} bytes; Sony allows ${USER_DATA_MAX_BYTES}`);
        }
      }
      shown.set(display.oneTimeCode, { ...display });
    },
    expireCode: (code) => void shown.delete(code),
    registered: () => claims.map((claim) => ({ ...claim })),
    requests: () => log.map((entry) => ({ ...entry })),
    throttleNext(count = 1) {
      throttled += count;
    },
    failNext(status, message) {
      failure = { status, message };
    },
    close: () => server.close(),
  };
}
