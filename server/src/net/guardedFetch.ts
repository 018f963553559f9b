import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { systemClock, type Clock } from '../clock.js';
import { internalKindOf } from './addresses.js';
import { durationText, FetchFailed, refusalOfKind, sizeText, UrlRefused } from './errors.js';
import { failureOf } from './failures.js';
import { systemResolve, type ResolveHost } from './name-lookup.js';
import { connectHostOf, defaultPortOf, literalAddressOf, parseFetchUrl } from './urls.js';

const FETCH_TIME_LIMIT_MS = 10_000;
const FETCH_SIZE_LIMIT_BYTES = 2 * 1024 * 1024;
const MAX_REDIRECTS = 5;
const USER_AGENT = 'Marquee-Server/1 (digital signage)';

export interface Endpoint {
  address: string;
  port: number;
}

/** What a deployment decides about every outbound fetch (AppServices.outboundFetch). */
export interface OutboundFetchPolicy {
  /** Resolves host names; the system resolver unless set. */
  resolve?: ResolveHost;
  /**
   * Exact internal address and port pairs let through anyway: OUTBOUND_ALLOW_INTERNAL (an
   * operator's intranet feeds, the e2e fixture servers), and tests' loopback stand-ins.
   */
  allowInternal?: readonly Endpoint[];
  /** Certificate authorities to trust instead of the usual ones (tests: a fixture certificate). */
  ca?: string;
  /**
   * Tests only (never from configuration): a connection checked for `for` goes to `at`, a local
   * stand-in for a device on a customer's network that tests cannot listen at.
   */
  standIns?: readonly { for: Endpoint; at: Endpoint }[];
}

export interface GuardOptions extends OutboundFetchPolicy {
  /** For the whole fetch, redirects and body included. */
  timeLimitMs?: number;
  sizeLimitBytes?: number;
  maxRedirects?: number;
  /** Runs the time limit; the server passes its clock so tests move time instead of waiting. */
  clock?: Pick<Clock, 'setTimeout'>;
  /** Cancels the fetch from outside. */
  signal?: AbortSignal;
}

export interface FetchRequest {
  method?: 'GET' | 'HEAD' | 'POST';
  headers?: Record<string, string>;
  /** A POST's body, sent as application/x-www-form-urlencoded. */
  form?: URLSearchParams;
  /** A POST's body, sent as application/json (an API call, e.g. GraphQL); never with `form`. */
  json?: string;
  /** 'headers' stops once the response headers are in and drops the body unread. */
  read?: 'body' | 'headers';
}

export interface FetchedPage {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
  /** Empty when only the headers were read. */
  body: Buffer;
}

/**
 * The one way the server fetches a URL a user gave it. Each hop (the URL, then every redirect) is
 * parsed, its name refused or resolved, every resolved address checked, and the connection made
 * to the checked addresses only, so a second lookup (DNS rebinding) cannot send it elsewhere.
 * Throws UrlRefused (nothing connected) or FetchFailed; see README.md.
 */
export async function guardedFetch(
  input: string | URL,
  request: FetchRequest = {},
  options: GuardOptions = {},
): Promise<FetchedPage> {
  const timeLimit = options.timeLimitMs ?? FETCH_TIME_LIMIT_MS;
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  const controller = new AbortController();
  const cancelTimer = (options.clock ?? systemClock).setTimeout(() => {
    const detail = `it did not answer within ${durationText(timeLimit)}`;
    controller.abort(new FetchFailed('timeout', detail));
  }, timeLimit);
  const stopFollowing = followSignal(options.signal, controller);
  const { signal } = controller;
  let hostname = '';
  try {
    let url = parseFetchUrl(input);
    let method = request.method ?? 'GET';
    let form = method === 'POST' ? request.form : undefined;
    let json = method === 'POST' ? request.json : undefined;
    for (let redirects = 0; ; redirects++) {
      hostname = connectHostOf(url);
      const target = standInOf(await checkedTarget(url, options, signal), options.standIns);
      const outgoing = { method, headers: request.headers, form, json };
      const response = await send(url, target, outgoing, options.ca, signal);
      const location = redirectOf(response);
      if (location === null) {
        const body =
          request.read === 'headers'
            ? (response.destroy(), Buffer.alloc(0))
            : await readBody(response, options.sizeLimitBytes ?? FETCH_SIZE_LIMIT_BYTES);
        return { url: url.href, status: response.statusCode ?? 0, headers: response.headers, body };
      }
      response.destroy();
      // A form is never sent twice: 307 and 308 would repeat it to the new address, so they end
      // the fetch; 301, 302 and 303 turn it into a GET without the form, as browsers do.
      if (method === 'POST' && (response.statusCode === 307 || response.statusCode === 308))
        throw new FetchFailed('redirects', 'it redirected a form to another address');
      if (redirects === maxRedirects)
        throw new FetchFailed('redirects', `it redirected more than ${maxRedirects} times`);
      url = parseFetchUrl(nextUrl(location, url));
      if (method === 'POST') [method, form, json] = ['GET', undefined, undefined];
      if (response.statusCode === 303 && method !== 'HEAD') method = 'GET';
    }
  } catch (error) {
    throw failureOf(error, hostname, signal);
  } finally {
    cancelTimer();
    stopFollowing();
  }
}

function followSignal(outer: AbortSignal | undefined, controller: AbortController): () => void {
  if (!outer) return () => {};
  const cancel = () => controller.abort(new FetchFailed('cancelled', 'the fetch was cancelled'));
  if (outer.aborted) cancel();
  outer.addEventListener('abort', cancel, { once: true });
  return () => outer.removeEventListener('abort', cancel);
}

/** Rejects with the signal's reason once it aborts, whatever the promise does. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const isAllowedAnyway = (address: string, port: number, allowed: readonly Endpoint[] = []) =>
  allowed.some((e) => e.port === port && e.address.toLowerCase() === address.toLowerCase());

/** The checked addresses of one hop: the only ones its connection may go to. */
interface CheckedTarget {
  port: number;
  addresses: { address: string; family: 4 | 6 }[];
}

/** Resolves the URL's host and refuses it if any answer is internal. */
async function checkedTarget(
  url: URL,
  options: OutboundFetchPolicy,
  signal: AbortSignal,
): Promise<CheckedTarget> {
  const port = defaultPortOf(url);
  const literal = literalAddressOf(url);
  const resolve = options.resolve ?? systemResolve;
  const addresses = literal ? [literal] : await abortable(resolve(connectHostOf(url)), signal);
  if (addresses.length === 0) throw Object.assign(new Error('no address'), { code: 'ENOTFOUND' });
  for (const address of addresses) {
    const kind = internalKindOf(address);
    if (kind && !isAllowedAnyway(address, port, options.allowInternal))
      throw new UrlRefused(refusalOfKind(kind), url.href);
  }
  return {
    port,
    addresses: addresses.map((address) => ({ address, family: isIP(address) === 6 ? 6 : 4 })),
  };
}

/** The test stand-in for a checked single address, if there is one. */
function standInOf(target: CheckedTarget, standIns: OutboundFetchPolicy['standIns']) {
  const [only] = target.addresses;
  const standIn = standIns?.find(
    (s) =>
      target.addresses.length === 1 &&
      s.for.port === target.port &&
      s.for.address === only!.address,
  );
  if (!standIn) return target;
  const family: 4 | 6 = isIP(standIn.at.address) === 6 ? 6 : 4;
  return { port: standIn.at.port, addresses: [{ address: standIn.at.address, family }] };
}

/**
 * One request, connected to the checked addresses whatever the host name says. Node asks for
 * all addresses when it races IPv6 against IPv4 (autoSelectFamily): it gets the checked ones.
 */
function send(
  url: URL,
  target: CheckedTarget,
  { method, headers, form, json }: Pick<FetchRequest, 'method' | 'headers' | 'form' | 'json'>,
  ca: string | undefined,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const [first] = target.addresses;
  const pinned: LookupFunction = (_name, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, target.addresses);
    else callback(null, first!.address, first!.family);
  };
  const host = connectHostOf(url);
  const secure = url.protocol === 'https:';
  // servername: the certificate is checked against the host name, not the pinned address.
  const tls = secure ? { ...(isIP(host) ? {} : { servername: host }), ...(ca ? { ca } : {}) } : {};
  const body = form ? Buffer.from(form.toString()) : json ? Buffer.from(json) : undefined;
  const contentType = form ? 'application/x-www-form-urlencoded' : 'application/json';
  const bodyHeaders = body
    ? { 'content-type': contentType, 'content-length': String(body.length) }
    : {};
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).request(
      {
        // An address literal is not looked up: connect to the checked one (or its test stand-in).
        host: isIP(host) ? first!.address : host,
        port: target.port,
        method,
        path: `${url.pathname}${url.search}`,
        headers: {
          'user-agent': USER_AGENT,
          accept: '*/*',
          ...headers,
          ...bodyHeaders,
          host: url.host,
        },
        agent: false,
        lookup: pinned,
        signal,
        ...tls,
      },
      resolve,
    );
    req.on('error', reject);
    req.end(body);
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function redirectOf(response: IncomingMessage): string | null {
  const location = response.headers.location;
  return REDIRECTS.has(response.statusCode ?? 0) && location ? location : null;
}

function nextUrl(location: string, from: URL): string {
  try {
    return new URL(location, from).href;
  } catch {
    throw new UrlRefused('invalid', location);
  }
}

async function readBody(response: IncomingMessage, limit: number): Promise<Buffer> {
  const tooLarge = () => {
    response.destroy();
    return new FetchFailed('too-large', `it is larger than ${sizeText(limit)}`);
  };
  if (Number(response.headers['content-length'] ?? 0) > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
