import { isIP } from 'node:net';
import type { AppServices } from '../../app-services.js';
import { guardedFetch } from '../../net/guardedFetch.js';
import { FetchFailed, UrlRefused } from '../../net/errors.js';

// IP control of one display (Sony's REST API: JSON-RPC over HTTP at http://<ip>/sony/<service>,
// authenticated by the "Pre-Shared Key" in X-Auth-PSK). Displays sit on the customer's network,
// at private addresses the outbound guard refuses. Only a deployment that sets
// MARQUEE_SONY_IP_CONTROL_ALLOW_PRIVATE=true (a server on the same premises) talks to them, and
// then only to a private LAN address given for that display, on port 80, with no redirect followed.

export const PSK_HEADER = 'X-Auth-PSK';
const TIME_LIMIT_MS = 8_000;
const ANSWER_LIMIT_BYTES = 256 * 1024;

export class DisplayFailure extends Error {}

/** Sony IP control is plain HTTP on port 80; no other port is ever called. */
export const IP_CONTROL_PORT = 80;

export const NOT_A_LAN_ADDRESS =
  "Use the display's address on your local network, such as 192.168.1.20.";
export const NOT_PORT_80 =
  'Sony IP control answers on port 80: leave the port out, such as 192.168.1.20.';

/**
 * Only the private LAN ranges a display sits in (10/8, 172.16/12, 192.168/16): loopback, link-local
 * (cloud metadata), CGNAT, multicast, reserved and public addresses are refused, since the
 * outbound guard is lifted for the address given here.
 */
function isPrivateLan([a, b]: number[]): boolean {
  return a === 10 || (a === 172 && b! >= 16 && b! <= 31) || (a === 192 && b === 168);
}

/** "192.168.1.20" (or with ":80"): the display's endpoint, or the sentence saying what is wrong. */
export function displayEndpoint(
  input: string,
): { address: string; port: number } | { refusal: string } {
  const match = /^(\d{1,3}(?:\.\d{1,3}){3})(?::(\d{1,5}))?$/.exec(input.trim());
  if (!match || isIP(match[1]!) !== 4) return { refusal: NOT_A_LAN_ADDRESS };
  if (!isPrivateLan(match[1]!.split('.').map(Number))) return { refusal: NOT_A_LAN_ADDRESS };
  if (match[2] !== undefined && Number(match[2]) !== IP_CONTROL_PORT)
    return { refusal: NOT_PORT_80 };
  return { address: match[1]!, port: IP_CONTROL_PORT };
}

export interface DisplayTarget {
  ipAddress: string;
  psk: string;
}

/** One JSON-RPC call; the result array, or DisplayFailure with a sentence. */
export async function callDisplay(
  app: Pick<AppServices, 'config' | 'outboundFetch' | 'clock'>,
  target: DisplayTarget,
  service: 'system' | 'appControl',
  method: string,
  params: unknown[],
): Promise<unknown[]> {
  if (!app.config.sonyBravia.ipControlAllowPrivate)
    throw new DisplayFailure('IP control of displays is off on this server.');
  const endpoint = displayEndpoint(target.ipAddress);
  if ('refusal' in endpoint) throw new DisplayFailure(endpoint.refusal);
  let page;
  try {
    page = await guardedFetch(
      `http://${endpoint.address}:${endpoint.port}/sony/${service}`,
      {
        method: 'POST',
        headers: { accept: 'application/json', [PSK_HEADER]: target.psk },
        json: JSON.stringify({ method, id: 1, params, version: '1.0' }),
      },
      {
        ...app.outboundFetch,
        allowInternal: [...(app.outboundFetch?.allowInternal ?? []), endpoint],
        clock: app.clock,
        timeLimitMs: TIME_LIMIT_MS,
        sizeLimitBytes: ANSWER_LIMIT_BYTES,
        maxRedirects: 0,
      },
    );
  } catch (error) {
    if (error instanceof UrlRefused) throw new DisplayFailure(error.message);
    if (error instanceof FetchFailed)
      throw new DisplayFailure(`The display could not be reached: ${error.detail}`);
    throw error;
  }
  if (page.status === 401 || page.status === 403)
    throw new DisplayFailure('The display refused the pre-shared key.');
  let body: unknown;
  try {
    body = JSON.parse(page.body.toString('utf8'));
  } catch {
    throw new DisplayFailure(`The display gave an answer that is not JSON (HTTP ${page.status}).`);
  }
  const answer = (body ?? {}) as { result?: unknown; error?: unknown };
  if (Array.isArray(answer.error)) {
    const [code, reason] = answer.error as [unknown, unknown];
    throw new DisplayFailure(`The display answered error ${String(code)} (${String(reason)}).`);
  }
  if (!Array.isArray(answer.result))
    throw new DisplayFailure(`The display gave no result (HTTP ${page.status}).`);
  return answer.result as unknown[];
}

export interface DisplayFacts {
  model: string | null;
  serial: string | null;
  mac: string | null;
}

export async function systemInformation(
  app: Pick<AppServices, 'config' | 'outboundFetch' | 'clock'>,
  target: DisplayTarget,
): Promise<DisplayFacts> {
  const [info] = await callDisplay(app, target, 'system', 'getSystemInformation', []);
  const record = (info ?? {}) as Record<string, unknown>;
  const text = (key: string) => {
    const value = record[key];
    return typeof value === 'string' ? value.slice(0, 64) : null;
  };
  const mac = text('macAddr');
  return { model: text('model'), serial: text('serial'), mac: mac && mac.replace(/:/g, '-') };
}

/** Starts the player URL in the display's web app runtime (powering it on first). */
export async function startWebApp(
  app: Pick<AppServices, 'config' | 'outboundFetch' | 'clock'>,
  target: DisplayTarget,
  url: string,
): Promise<void> {
  await callDisplay(app, target, 'system', 'setPowerStatus', [{ status: true }]);
  const uri = `localapp://webappruntime?url=${encodeURIComponent(url)}`;
  await callDisplay(app, target, 'appControl', 'setActiveApp', [{ uri }]);
}

/**
 * On release the display is put in standby: Sony documents no call that closes the web app
 * runtime (setActiveApp only opens an app), and standby stops the player showing anything.
 */
export async function standBy(
  app: Pick<AppServices, 'config' | 'outboundFetch' | 'clock'>,
  target: DisplayTarget,
): Promise<void> {
  await callDisplay(app, target, 'system', 'setPowerStatus', [{ status: false }]);
}
