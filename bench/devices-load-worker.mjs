// Child process of devices-load.mjs: holds its share of the simulated screens, each a graphql-ws
// client with its own device token, the player's two subscriptions (its content versions and its
// device document) and, as the player, no pings of its own: ws answers the server's pings (every
// 20 s) by itself, as a browser or TV WebSocket does. Per protocol (the parent
// detects it by introspection and says which):
//   new: `contentVersionChanged { hash url spreadMs }`; on each notice the screen waits, as the
//        player does, spreadMs × (0.2 + 0.8 × Math.random()) ms, then, as the player, asks
//        `contentAt(url)` over its socket (a server without that field: GETs origin + url, no
//        auth, gzip/br decoded here), and has the content when the JSON answer came.
//        BENCH_FETCH_OVER=http: always the GET, as the player did before it had contentAt.
//   old: `currentDeviceChanged { … }` (the player's subscription up to 6f9cdb5); on each event
//        the screen asks `currentDevice` and then `playableContent` over HTTP POST /graphql with
//        its token, and has the content when the second answers without errors.
// Records, per screen and event, the notice receipt time and the content receipt time
// (Date.now(), same machine clock as the parent), and hands them over on `flush`.
import { Agent, request } from 'node:http';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const NEW_SUBSCRIPTION = 'subscription { contentVersionChanged { hash url spreadMs } }';
const OLD_SUBSCRIPTION = `subscription CurrentDeviceChanged {
  currentDeviceChanged {
    _id name publishedContent { collectionName entityId } pendingCommands { _id type status }
  }
}`;
const CURRENT_DEVICE = `query {
  currentDevice {
    _id name publishedContent { collectionName entityId } pendingCommands { _id type status }
  }
}`;
const PLAYABLE_CONTENT = `query($e: ID!, $c: CollectionName!) {
  playableContent(entityId: $e, collectionName: $c) {
    collectionName entityId publishedAt
    content {
      playlists scenes schedules files { _id url checksum } playQuotaCounters { fileId count }
    }
  }
}`;

/**
 * The player's device subscription, as its own document says (sdk player.graphql): the real
 * player holds it beside the content one on the same socket, and every change to the device
 * (a publish included) executes it once per screen. BENCH_DEVICE_SUBSCRIPTION=off leaves it out.
 */
function playerDocument(operationName) {
  const text = readFileSync(
    new URL('../sdk/src/player/graphql/player.graphql', import.meta.url),
    'utf8',
  ).replace(/#.*$/gm, '');
  // Each top-level definition by its name, up to its closing brace (braces balanced).
  const definitions = new Map();
  for (const head of text.matchAll(/(?:fragment|query|mutation|subscription)\s+(\w+)[^{]*\{/g)) {
    let depth = 0;
    let end = head.index;
    for (let i = head.index; i < text.length; i++) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}' && --depth === 0) {
        end = i + 1;
        break;
      }
    }
    definitions.set(head[1], text.slice(head.index, end));
  }
  const wanted = [operationName];
  for (let i = 0; i < wanted.length; i++)
    for (const [, name] of definitions.get(wanted[i]).matchAll(/\.\.\.(\w+)/g))
      if (!wanted.includes(name)) wanted.push(name);
  return wanted.map((name) => definitions.get(name)).join('\n');
}
const DEVICE_SUBSCRIPTION =
  process.env.BENCH_DEVICE_SUBSCRIPTION === 'off' ? null : playerDocument('CurrentDeviceChanged');
/**
 * The player's commands subscription, beside the device one. A server from before it refuses it
 * (counted in commandsRefused, as the player shrugs it off); commands then come on the device one.
 */
const COMMANDS_SUBSCRIPTION = DEVICE_SUBSCRIPTION ? playerDocument('PendingCommandsChanged') : null;

// At most this many content requests in flight per worker: the jitter spreads a publish's
// fetches, but a spread of 0 (or the old protocol, which has none) would otherwise open one
// request per screen at once.
const MAX_IN_FLIGHT = 256;
const ATTEMPTS = 3;

function semaphore(limit) {
  let active = 0;
  const waiting = [];
  return async (task) => {
    if (active >= limit) await new Promise((resolve) => waiting.push(resolve));
    else active++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
const limited = semaphore(MAX_IN_FLIGHT);

const clients = [];
let notices = [];
let contents = [];
let requests = []; // ms per successful content load (HTTP only, no jitter, no queueing)
// Counted since the last flush; spreadMs is the newest notice's (the parent's round deadline).
const noStats = () => ({
  contentErrors: 0,
  subscriptionErrors: 0,
  deviceEvents: 0,
  commandEvents: 0,
  lastError: undefined,
  lastSubscriptionError: undefined,
  spreadMs: 0,
});
let stats = noStats();
// Since the start, not per flush: refused once, when the screen connects.
let commandsRefused = 0;
let pending = 0; // screens with a content load scheduled or running

// graphql-ws errors come as GraphQL error arrays, Errors or close events.
const describe = (err) =>
  Array.isArray(err)
    ? JSON.stringify(err).slice(0, 500)
    : err instanceof Error
      ? err.message
      : err && typeof err === 'object' && 'code' in err
        ? `socket closed ${err.code} ${err.reason ?? ''}`
        : String(err);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// The screens' HTTP client: node:http on one keep-alive agent per worker (sockets capped like
// the requests), answers decoded with zlib. Global fetch (BENCH_HTTP=fetch) costs the client
// processes about 2 ms of CPU per request, several times the server's share, on the cores the
// server runs on.
// Idle sockets close after 4 s, before the server's 5 s keep-alive timeout would close them
// under a new request.
const agent = new Agent({ keepAlive: true, maxSockets: MAX_IN_FLIGHT, timeout: 4000 });
// BENCH_FETCH_CONNECTIONS=own: each content fetch on a connection of its own, closed after it, as
// a fleet of real screens fetches (each screen has its own, idle for minutes between publishes);
// the shared agent lets a worker's 2,500 screens reuse up to 256 connections.
const ownConnections = process.env.BENCH_FETCH_CONNECTIONS === 'own';
const decoders = {
  gzip: createGunzip,
  br: createBrotliDecompress,
  deflate: createInflate,
};

function httpRequest(url, options = {}) {
  const { method = 'GET', headers = {}, body, own = false } = options;
  if (process.env.BENCH_HTTP === 'fetch')
    return fetch(url, { method, headers, body }).then(async (res) => ({
      status: res.status,
      text: await res.text(),
    }));
  return new Promise((resolve, reject) => {
    const via = own ? { agent: false, headers: { ...headers, connection: 'close' } } : { agent };
    const req = request(url, { method, headers, ...via }, (res) => {
      const encoding = res.headers['content-encoding'];
      const decoder = decoders[encoding];
      if (encoding && encoding !== 'identity' && !decoder) {
        res.resume();
        return reject(new Error(`${method} ${url}: content-encoding ${encoding}`));
      }
      const stream = decoder ? res.pipe(decoder()) : res;
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () =>
        resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString('utf8') }),
      );
      stream.on('error', reject);
      res.on('error', reject);
    });
    req.on('error', (error) => {
      // The server closed a kept-alive socket just as it was reused: not the server failing.
      if (req.reusedSocket && error.code === 'ECONNRESET')
        httpRequest(url, options).then(resolve, reject);
      else reject(error);
    });
    // A request that hangs would hold its slot for good: fail it (and retry) instead.
    req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${url}: no answer in 30 s`)));
    req.end(body);
  });
}

const CONTENT_AT = 'query ContentAt($url: String!) { contentAt(url: $url) }';
// Cleared the first time a server answers that it has no contentAt (a build from before it).
let fetchOverSocket = process.env.BENCH_FETCH_OVER !== 'http';

/** The player's fetch over its open socket: the content, or undefined if the server has none. */
function contentOverSocket(client, url) {
  // A server without the field refuses the query as invalid (an `error` message).
  const unknownField = (errors) =>
    Array.isArray(errors) && errors.some((e) => /Cannot query field/.test(e.message));
  return new Promise((resolve, reject) => {
    let answered = false;
    client.subscribe(
      { query: CONTENT_AT, variables: { url } },
      {
        next: (result) => {
          answered = true;
          if (result.errors?.length || !result.data) reject(new Error(describe(result.errors)));
          else resolve(result.data.contentAt);
        },
        error: (err) => (unknownField(err) ? resolve(undefined) : reject(new Error(describe(err)))),
        complete: () => answered || reject(new Error('contentAt: completed without an answer')),
      },
    );
  });
}

async function fetchContentNew(origin, notice, client) {
  if (fetchOverSocket) {
    const content = await contentOverSocket(client, notice.url);
    if (content !== undefined) return;
    if (fetchOverSocket) process.send({ type: 'error', error: 'no contentAt: GET instead' });
    fetchOverSocket = false;
  }
  const res = await httpRequest(origin + notice.url, {
    headers: { 'accept-encoding': 'gzip, br' },
    own: ownConnections,
  });
  if (res.status !== 200) throw new Error(`GET ${notice.url}: HTTP ${res.status}`);
  JSON.parse(res.text);
}

async function postGraphQL(origin, token, query, variables) {
  const res = await httpRequest(`${origin}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-encoding': 'gzip, br',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = JSON.parse(res.text);
  if (body.errors?.length) throw new Error(JSON.stringify(body.errors).slice(0, 300));
  if (res.status !== 200) throw new Error(`POST /graphql: HTTP ${res.status}`);
  return body.data;
}

async function fetchContentOld(origin, token) {
  const { currentDevice } = await postGraphQL(origin, token, CURRENT_DEVICE, {});
  const published = currentDevice?.publishedContent;
  if (!published) throw new Error('currentDevice has no publishedContent');
  await postGraphQL(origin, token, PLAYABLE_CONTENT, {
    e: published.entityId,
    c: published.collectionName,
  });
}

/**
 * One screen. A notice that comes while the previous one's load is still waiting or running
 * makes the screen load once more after it (with the newest notice), as a player would.
 */
function screen(protocol, origin, token, link) {
  let busy = false;
  let again;
  const load = async (notice) => {
    busy = true;
    pending++;
    try {
      for (let current = notice; current; current = again, again = undefined) {
        if (protocol === 'new') {
          if (current.hash == null) continue; // nothing published: nothing to load
          // BENCH_CONTENT=off: notices only (to profile the fan-out without the content loads).
          if (process.env.BENCH_CONTENT === 'off') continue;
          // As the player's spreadWait: within the spread, never in its first fifth.
          if (current.spreadMs > 0) await sleep(current.spreadMs * (0.2 + 0.8 * Math.random()));
        }
        for (let attempt = 1; ; attempt++) {
          try {
            // Request time alone: from a free slot to the parsed answer.
            const took = await limited(async () => {
              const began = Date.now();
              await (protocol === 'new'
                ? fetchContentNew(origin, current, link.client)
                : fetchContentOld(origin, token));
              return Date.now() - began;
            });
            contents.push(Date.now());
            requests.push(took);
            break;
          } catch (error) {
            stats.contentErrors++;
            stats.lastError = describe(error);
            if (attempt >= ATTEMPTS) break;
            await sleep(250 * attempt);
          }
        }
      }
    } finally {
      busy = false;
      pending--;
    }
  };
  return (data) => {
    notices.push(Date.now());
    const notice = protocol === 'new' ? data.contentVersionChanged : true;
    if (protocol === 'new') stats.spreadMs = Math.max(stats.spreadMs, notice.spreadMs ?? 0);
    if (busy) again = notice;
    else void load(notice);
  };
}

// The first few go to the parent's log at once; all are counted.
let reported = 0;
function subscriptionError(err) {
  stats.subscriptionErrors++;
  stats.lastSubscriptionError = describe(err);
  if (reported++ < 3) process.send({ type: 'error', error: stats.lastSubscriptionError });
}

process.on('message', async (msg) => {
  if (msg.type === 'connect') {
    // screens: [token, server index]; servers: [{ http, ws }]
    const { servers, screens, concurrency, protocol } = msg;
    const query = protocol === 'new' ? NEW_SUBSCRIPTION : OLD_SUBSCRIPTION;
    let next = 0;
    let connected = 0;
    const openOne = async () => {
      while (next < screens.length) {
        const [token, serverIndex] = screens[next++];
        const server = servers[serverIndex];
        const link = { client: undefined };
        const onEvent = screen(protocol, server.http, token, link);
        await new Promise((resolve) => {
          const client = createClient({
            url: server.ws,
            webSocketImpl: WebSocket,
            connectionParams: { authorization: `Bearer ${token}` },
            lazy: false,
            retryAttempts: 1000,
            on: { connected: () => resolve() },
          });
          clients.push(client);
          link.client = client;
          if (protocol === 'new' && DEVICE_SUBSCRIPTION)
            client.subscribe(
              { query: DEVICE_SUBSCRIPTION },
              {
                next: (result) => {
                  if (result.errors?.length || !result.data)
                    return subscriptionError(result.errors);
                  stats.deviceEvents++;
                },
                error: subscriptionError,
                complete: () => {},
              },
            );
          if (protocol === 'new' && COMMANDS_SUBSCRIPTION)
            client.subscribe(
              { query: COMMANDS_SUBSCRIPTION },
              {
                next: (result) => {
                  if (result.errors?.length || !result.data)
                    return subscriptionError(result.errors);
                  stats.commandEvents++;
                },
                error: () => commandsRefused++,
                complete: () => {},
              },
            );
          client.subscribe(
            { query },
            {
              next: (result) => {
                if (result.errors?.length || !result.data) return subscriptionError(result.errors);
                onEvent(result.data);
              },
              error: subscriptionError,
              complete: () => {},
            },
          );
        });
        connected++;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, openOne));
    process.send({ type: 'connected', connected });
  } else if (msg.type === 'flush') {
    const { user, system } = process.cpuUsage();
    const cpuMs = (user + system) / 1000;
    process.send({
      type: 'receipts',
      notices,
      contents,
      requests,
      pending,
      cpuMs,
      commandsRefused,
      ...stats,
    });
    notices = [];
    contents = [];
    requests = [];
    stats = noStats();
  } else if (msg.type === 'close') {
    await Promise.all(clients.map((c) => c.dispose()));
    process.exit(0);
  }
});
// The parent stopped (Ctrl-C, a crash): do not stay behind with open sockets.
process.on('disconnect', () => process.exit(0));
process.send({ type: 'ready' });
