import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MAX_GRAPHQL_REQUEST_BYTES } from '../plugins/use-request-size-limit.js';
import { TestServer } from '../test/harness.js';

// A WebSocket message is one GraphQL operation, held to the size of an HTTP GraphQL body: a
// bigger one closes the socket (1009, "message too big") before the server parses it.
describe('WebSocket message size', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await TestServer.start();
  });
  afterAll(() => t?.close());

  const closeCodeAfterSending = (message: string) =>
    new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(
        t.url.replace(/^http/, 'ws') + '/graphql',
        'graphql-transport-ws',
      );
      socket.on('error', () => {});
      socket.on('unexpected-response', () => reject(new Error('upgrade refused')));
      socket.on('open', () => socket.send(message));
      socket.on('close', (code) => resolve(code));
    });

  it('closes a socket whose message is over the GraphQL request size', async () => {
    const oversized = JSON.stringify({
      type: 'connection_init',
      payload: { padding: 'x'.repeat(MAX_GRAPHQL_REQUEST_BYTES) },
    });
    expect(await closeCodeAfterSending(oversized)).toBe(1009);
  });

  it('keeps a socket whose first message fits', async () => {
    const socket = new WebSocket(t.url.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws');
    const acknowledged = new Promise<string>((resolve, reject) => {
      socket.on('error', reject);
      socket.on('message', (data) =>
        resolve((JSON.parse((data as Buffer).toString('utf8')) as { type: string }).type),
      );
    });
    socket.on('open', () =>
      socket.send(
        JSON.stringify({ type: 'connection_init', payload: { padding: 'x'.repeat(1_000_000) } }),
      ),
    );
    expect(await acknowledged).toBe('connection_ack');
    socket.close();
  });
});
