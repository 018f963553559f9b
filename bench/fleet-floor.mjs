// The fleet rig's floor: what one WebSocket text frame to each of N sockets costs on this machine
// when the server does nothing else. One server process (node:http + ws, as Marquee's) writes one
// pre-built frame of a content notice's size to every socket; W client processes (ws, as the
// fleet benchmark's screens) parse each message and note when it came. No GraphQL, no database,
// no streams: any real fan-out on the same rig takes at least this long. Two ways to write:
//   turns  250 sockets per event-loop turn, as the server tells screens (the loop stays free)
//   loop   every socket in one synchronous loop (the loop held throughout)
// and in three orders of the sockets, since on one machine the order changes what a write costs:
// each write to a client process that is asleep wakes it (on this rig, the largest kernel cost).
//   connection  as the sockets connected (the W clients connect side by side: mixed)
//   shuffled    at random: consecutive writes go to a different client nearly always
//   grouped     each client's sockets together (what real screens, one host each, never share)
// Usage (raises the open-file limit first):
//   ulimit -n "$(ulimit -Hn)" && node bench/fleet-floor.mjs [screens=10000] [workers=4] [rounds=3]
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import WebSocket, { WebSocketServer } from 'ws';

const SLICE = 250;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A graphql-ws `next` message the size of a content notice (about 230 bytes). */
function noticeFrame() {
  const payload = Buffer.from(
    JSON.stringify({
      id: '6b1f3c2e-0d7a-4f53-9a61-2f0c9d1e7b44',
      type: 'next',
      payload: {
        data: {
          contentVersionChanged: {
            hash: 'f'.repeat(64),
            url: `/content/${'a'.repeat(36)}/${'b'.repeat(16)}`,
            spreadMs: 5000,
            broadcastId: null,
          },
        },
      },
    }),
  );
  // FIN + text opcode, 16-bit length (126 <= length < 65536), unmasked: a server's frame.
  const head = Buffer.from([0x81, 126, payload.length >> 8, payload.length & 0xff]);
  return Buffer.concat([head, payload]);
}

function client(port, count, index) {
  const times = [];
  let open = 0;
  for (let i = 0; i < count; i++) {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/${index}`);
    socket.on('open', () => {
      if (++open === count) process.send({ open });
    });
    socket.on('message', (data) => {
      JSON.parse(data.toString());
      times.push(Date.now());
    });
  }
  process.on('message', (message) => {
    if (message !== 'flush') process.exit(0);
    process.send({ times });
    times.length = 0;
  });
}

async function writeAll(sockets, frame, mode) {
  if (mode === 'loop') {
    for (const socket of sockets) socket.write(frame);
    return;
  }
  for (let i = 0; i < sockets.length; i += SLICE) {
    for (const socket of sockets.slice(i, i + SLICE)) socket.write(frame);
    await new Promise(setImmediate);
  }
}

async function server(screens, workers, rounds) {
  const http = createServer();
  const sockets = [];
  new WebSocketServer({ server: http }).on('connection', (_ws, req) =>
    sockets.push({ socket: req.socket, client: Number(req.url.slice(1)) }),
  );
  await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
  const port = http.address().port;
  const share = Math.ceil(screens / workers);
  const children = [];
  await Promise.all(
    Array.from({ length: workers }, (_, index) => {
      const child = fork(fileURLToPath(import.meta.url), [
        'client',
        String(port),
        String(share),
        String(index),
      ]);
      children.push(child);
      return new Promise((resolve) => child.once('message', resolve));
    }),
  );
  const frame = noticeFrame();
  const flush = (child) =>
    new Promise((resolve) => {
      child.once('message', (m) => resolve(m.times));
      child.send('flush');
    });
  const inOrder = {
    connection: sockets.map((s) => s.socket),
    shuffled: sockets
      .map((s) => ({ s, r: Math.random() }))
      .sort((a, b) => a.r - b.r)
      .map(({ s }) => s.socket),
    grouped: [...sockets].sort((a, b) => a.client - b.client).map((s) => s.socket),
  };
  for (const mode of ['turns', 'loop'])
    for (const order of Object.keys(inOrder))
      for (let round = 1; round <= rounds; round++) {
        await sleep(1500);
        const start = Date.now();
        await writeAll(inOrder[order], frame, mode);
        const writeMs = Date.now() - start;
        await sleep(2500);
        const times = (await Promise.all(children.map(flush))).flat();
        const after = times.map((t) => t - start).sort((a, b) => a - b);
        const at = (q) => after[Math.min(after.length - 1, Math.floor(after.length * q))];
        console.log(
          JSON.stringify({
            mode,
            order,
            round,
            screens: sockets.length,
            received: after.length,
            writeMs,
            p50: at(0.5),
            p99: at(0.99),
            max: after.at(-1),
          }),
        );
      }
  for (const child of children) child.send('close');
  http.close();
  process.exit(0);
}

const [first, ...rest] = process.argv.slice(2);
if (first === 'client') client(Number(rest[0]), Number(rest[1]), Number(rest[2]));
else await server(Number(first ?? 10_000), Number(rest[0] ?? 4), Number(rest[1] ?? 3));
