import type { IncomingMessage } from 'node:http';
import { CloseCode, handleProtocols, makeServer, type ServerOptions } from 'graphql-ws';
import type { RawData, WebSocket, WebSocketServer } from 'ws';

/** What every socket's context carries, as graphql-ws's own `use/ws` gives it. */
export interface SocketExtra {
  socket: WebSocket;
  request: IncomingMessage;
}

/**
 * Sees a socket's message before graphql-ws does. True: it took the message, which goes no
 * further unless it calls `passOn` (then graphql-ws reads it as it came). False: graphql-ws
 * reads it now.
 */
export type MessageTaker<E> = (bytes: Buffer, extra: E, passOn: () => void) => boolean;

interface Hooks<E> {
  takes: MessageTaker<E>;
  /** An error thrown while handling a message: the socket is closed with 4500 after it. */
  onInternalError: (error: unknown) => void;
}

const INTERNAL_ERROR = 'Internal server error';

/** A message's bytes, however ws hands them over (a Buffer with its default binaryType). */
function messageBytes(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
}

/**
 * graphql-ws on a ws server as its `use/ws` runs it, with `takes` first in line for each message:
 * a message the server can answer without the GraphQL executor (a screen's content, written as
 * stored bytes) is answered there. Without use/ws's keep-alive: the server's heartbeat pings
 * every socket already and counts unanswered pings, where use/ws terminates a socket whose pong
 * has not come within 12 s, so a server paused that long (a suspended VM, a debugger) would drop
 * every screen at once when it resumed; it would also cost each socket a second interval, and
 * 10,000 screens 830 more pings a second.
 */
export function serveGraphQLWs<P extends Record<string, unknown> | undefined, E>(
  options: ServerOptions<P, E & SocketExtra>,
  wss: WebSocketServer,
  { takes, onInternalError }: Hooks<E & SocketExtra>,
) {
  const server = makeServer(options);
  wss.options.handleProtocols = handleProtocols;
  wss.on('error', onInternalError);
  wss.on('connection', (socket, request) => {
    const fail = (error: unknown) => {
      onInternalError(error);
      socket.close(CloseCode.InternalServerError, INTERNAL_ERROR);
    };
    socket.once('error', fail);
    const extra = { socket, request } as E & SocketExtra;
    const closed = server.opened(
      {
        protocol: socket.protocol,
        send: (data) =>
          new Promise<void>((resolve, reject) => {
            if (socket.readyState !== socket.OPEN) return resolve();
            socket.send(data, (error) => (error ? reject(error) : resolve()));
          }),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (read) =>
          socket.on('message', (data) => {
            const bytes = messageBytes(data);
            const passOn = () => void read(bytes.toString('utf8')).catch(fail);
            if (!takes(bytes, extra, passOn)) passOn();
          }),
      },
      extra,
    );
    socket.once('close', (code, reason) => void closed(code, String(reason)));
  });
  return {
    async dispose(): Promise<void> {
      for (const client of wss.clients) client.close(1001, 'Going away');
      wss.removeAllListeners();
      await new Promise<void>((resolve, reject) =>
        wss.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
