import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackWebSockets } from '../test/net/loopback-websockets.js';
import type { Socket } from 'node:net';
import { MAX_UNREAD_BYTES, sendText } from './text-frames.js';

// Frames written straight to the connection must read, at the other end, exactly as the messages
// ws sends: same text, same order, whatever their length (each of ws's three header sizes).
describe('text frames written to the connection', () => {
  let server: Awaited<ReturnType<typeof loopbackWebSockets>>;
  beforeAll(async () => {
    server = await loopbackWebSockets();
  });
  afterAll(() => server.close());

  /** A client's received messages, and the server's end of its socket with its connection. */
  async function connect() {
    const { client, socket, request } = await server.connect();
    const received: string[] = [];
    client.on('message', (data) => received.push((data as Buffer).toString('utf8')));
    return { client, received, socket, connection: request.socket };
  }

  it('arrive whole and in order among the messages ws sends, at every length', async () => {
    const { client, received, socket, connection } = await connect();
    const messages = ['', 'ä€😀'.repeat(10), 'x'.repeat(125), 'y'.repeat(126), 'z'.repeat(65_536)];
    const expected: string[] = [];
    messages.forEach((message, i) => {
      const bytes = Buffer.from(message);
      // Whole, and in two parts split anywhere (even inside a character): one message each.
      sendText(socket, connection, bytes);
      const cut = Math.floor(bytes.length / 2) + 1;
      sendText(socket, connection, bytes.subarray(0, cut), bytes.subarray(cut));
      // A head given as text (an operation's `{"id":…`), encoded into the frame.
      const half = Math.floor(message.length / 2);
      sendText(socket, connection, message.slice(0, half), Buffer.from(message.slice(half)));
      expected.push(message);
      socket.send(`ws ${i}`);
      expected.push(message, message, `ws ${i}`);
    });
    const closed = new Promise((resolve) => client.once('close', resolve));
    socket.close(1000);
    await closed;
    expect(received).toEqual(expected);
  });

  it('writes nothing once the socket is closing', async () => {
    const { client, received, socket, connection } = await connect();
    const closed = new Promise((resolve) => client.once('close', resolve));
    socket.close(1000);
    sendText(socket, connection, Buffer.from('after close'));
    await closed;
    expect(received).toEqual([]);
  });

  it(`closes a socket whose client leaves more than ${MAX_UNREAD_BYTES / 2 ** 20} MB unread`, async () => {
    const { client, received, socket, connection } = await connect();
    // The client stops reading: what the server writes piles up, in the kernel, then in memory.
    const clientConnection = (client as unknown as { _socket: Socket })._socket;
    clientConnection.pause();
    const message = Buffer.alloc(64 * 1024, 'm');
    const sent = Math.ceil((3 * MAX_UNREAD_BYTES) / message.length);
    let heldAtMost = 0;
    for (let i = 0; i < sent; i++) {
      sendText(socket, connection, message);
      heldAtMost = Math.max(heldAtMost, connection.writableLength);
    }
    expect(heldAtMost).toBeLessThanOrEqual(MAX_UNREAD_BYTES + message.length + 16);
    const closed = new Promise<number>((resolve) => client.once('close', resolve));
    clientConnection.resume();
    expect(await closed).toBe(1006);
    expect(received.length).toBeGreaterThan(0);
    expect(received.length).toBeLessThan(sent);
  });
});
