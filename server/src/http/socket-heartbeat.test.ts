import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { VirtualClock } from '../clock.js';
import { loopbackWebSockets } from '../test/net/loopback-websockets.js';
import { keepHeartbeat } from './socket-heartbeat.js';

const RULES = { pingEveryMs: 20_000, unansweredLimit: 3 };

// Real sockets on loopback, the server's timers on a virtual clock: each step of the clock is one
// ping interval, and the test waits for what the client really does with the ping.
describe('server heartbeat on a WebSocket', () => {
  let server: Awaited<ReturnType<typeof loopbackWebSockets>>;
  beforeAll(async () => {
    server = await loopbackWebSockets();
  });
  afterAll(() => server.close());

  /** A client (answering pings by itself unless told not to) and the server's end of it. */
  async function connect(options: { autoPong?: boolean } = {}) {
    const { client, socket } = await server.connect(options);
    const closed = new Promise<number>((resolve) => client.once('close', resolve));
    return { client, socket, closed };
  }
  /** Resolves when the client has had its nth ping. */
  const pinged = (client: WebSocket, n: number) => {
    let count = 0;
    return new Promise<void>((resolve) =>
      client.on('ping', () => {
        if (++count === n) resolve();
      }),
    );
  };
  const nextPong = (socket: WebSocket) => new Promise((resolve) => socket.once('pong', resolve));

  it('pings a quiet client, whose own pongs keep its socket open for hours', async () => {
    const clock = new VirtualClock();
    const { client, socket } = await connect();
    keepHeartbeat(socket, clock, RULES, () => 0.5);
    let pong = nextPong(socket);
    clock.advance(10_000);
    await pong;
    for (let i = 2; i <= 2 * 180; i++) {
      pong = nextPong(socket);
      clock.advance(RULES.pingEveryMs);
      await pong;
    }
    expect(client.readyState).toBe(WebSocket.OPEN);
    client.close();
  });

  it('pings first at the random point of the interval, not all sockets at once', async () => {
    const clock = new VirtualClock();
    const { client, socket } = await connect();
    let pings = 0;
    client.on('ping', () => pings++);
    keepHeartbeat(socket, clock, RULES, () => 0.75);
    clock.advance(14_999);
    // A round trip on the same socket: a ping written before it would have arrived first.
    const echoed = new Promise((resolve) => client.once('message', resolve));
    socket.send('after');
    await echoed;
    expect(pings).toBe(0);
    const first = pinged(client, 1);
    clock.advance(1);
    await first;
    client.close();
  });

  it('closes a socket that answers none of three pings in a row', async () => {
    const clock = new VirtualClock();
    const { client, socket, closed } = await connect({ autoPong: false });
    let pings = 0;
    client.on('ping', () => pings++);
    keepHeartbeat(socket, clock, RULES, () => 0);
    clock.advance(0);
    clock.advance(RULES.pingEveryMs);
    clock.advance(RULES.pingEveryMs);
    await expect.poll(() => pings).toBe(3);
    expect(client.readyState).toBe(WebSocket.OPEN);
    clock.advance(RULES.pingEveryMs);
    // Terminated, not closed with a handshake: a dead peer would never answer one.
    expect(await closed).toBe(1006);
  });

  it('keeps an answering socket when the clock jumps minutes at once (a paused server)', async () => {
    const clock = new VirtualClock();
    const { client, socket } = await connect();
    keepHeartbeat(socket, clock, RULES, () => 0);
    for (let i = 0; i < 4; i++) {
      const pong = nextPong(socket);
      clock.advance(10 * 60_000);
      await pong;
    }
    expect(client.readyState).toBe(WebSocket.OPEN);
    client.close();
  });

  it('counts a message from the client as a sign of life', async () => {
    const clock = new VirtualClock();
    const { client, socket } = await connect({ autoPong: false });
    keepHeartbeat(socket, clock, RULES, () => 0);
    clock.advance(0);
    for (let i = 0; i < 6; i++) {
      clock.advance(RULES.pingEveryMs);
      const heard = new Promise((resolve) => socket.once('message', resolve));
      client.send('still here');
      await heard;
    }
    expect(client.readyState).toBe(WebSocket.OPEN);
    client.close();
  });
});
