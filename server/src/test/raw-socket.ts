import WebSocket from 'ws';
import type { TestServer } from './harness.js';

/**
 * A graphql-ws connection read as text, signed in with `token`: each message exactly as it
 * arrived, for answers the server writes to the socket itself (their bytes are what is checked).
 */
export async function rawSocket(t: TestServer, token: string) {
  const socket = new WebSocket(t.url.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws');
  const messages: string[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    messages.push((data as Buffer).toString('utf8'));
    for (const wake of waiters.splice(0)) wake();
  });
  let read = 0;
  /** The next message's text. */
  const next = async () => {
    read++;
    while (messages.length < read) await new Promise<void>((resolve) => waiters.push(resolve));
    return messages[read - 1]!;
  };
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const send = (message: object) => socket.send(JSON.stringify(message));
  send({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } });
  const ack = await next();
  if (ack !== '{"type":"connection_ack"}') throw new Error(`not acknowledged: ${ack}`);
  return {
    next,
    /** Starts operation `id`. */
    subscribe: (id: string, query: string, variables?: Record<string, unknown>) =>
      send({ id, type: 'subscribe', payload: { query, ...(variables ? { variables } : {}) } }),
    close: () => socket.close(),
  };
}
