import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer, type ClientOptions } from 'ws';

/**
 * A bare ws server on loopback, for tests of what the server writes on a socket and how the
 * other end takes it, without GraphQL on top. `connect` gives a connected client, the server's
 * end of it and its upgrade request (whose socket is the TCP connection).
 */
export async function loopbackWebSockets() {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await once(wss, 'listening');
  const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  return {
    async connect(options: ClientOptions = {}) {
      const accepted = new Promise<[WebSocket, IncomingMessage]>((resolve) =>
        wss.once('connection', (socket, request) => resolve([socket, request])),
      );
      const client = new WebSocket(url, options);
      await once(client, 'open');
      const [socket, request] = await accepted;
      return { client, socket, request };
    },
    close: () => new Promise<void>((resolve) => wss.close(() => resolve())),
  };
}
