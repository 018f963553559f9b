// Child process of devices-load.mjs: holds `count` simulated screens, each a graphql-ws client
// with its own device token, an open currentDeviceChanged subscription (the player's own query)
// and a client ping every 10 s (the heartbeat). Reports each receipt time to the parent.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const SUBSCRIPTION = `subscription CurrentDeviceChanged {
  currentDeviceChanged {
    _id name publishedContent { collectionName entityId } pendingCommands { _id type status }
  }
}`;

const clients = [];
let receipts = [];

process.on('message', async (msg) => {
  if (msg.type === 'connect') {
    const { url, tokens, concurrency } = msg;
    let next = 0;
    let connected = 0;
    const openOne = async () => {
      while (next < tokens.length) {
        const token = tokens[next++];
        await new Promise((resolve) => {
          const client = createClient({
            url,
            webSocketImpl: WebSocket,
            connectionParams: { authorization: `Bearer ${token}` },
            lazy: false,
            keepAlive: 10_000,
            retryAttempts: 1000,
            on: { connected: () => resolve() },
          });
          clients.push(client);
          client.subscribe(
            { query: SUBSCRIPTION },
            {
              next: () => receipts.push(Date.now()),
              error: (err) => process.send({ type: 'error', error: String(err?.message ?? err) }),
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
    process.send({ type: 'receipts', receipts });
    receipts = [];
  } else if (msg.type === 'close') {
    await Promise.all(clients.map((c) => c.dispose()));
    process.exit(0);
  }
});
process.send({ type: 'ready' });
