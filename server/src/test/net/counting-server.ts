import { createServer, type RequestListener, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';

/** A local HTTP(S) server that counts the TCP connections made to it. */
export interface CountingServer {
  host: string;
  port: number;
  /** Connections accepted so far, whether or not a request followed. */
  connections(): number;
  /** host:port as it goes in a URL. */
  authority: string;
  close(): Promise<void>;
}

const ok: RequestListener = (_req, res) => res.end('ok');

async function listen(server: Server, host: string, port: number): Promise<CountingServer> {
  let connections = 0;
  server.on('connection', () => connections++);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    host,
    port: bound,
    connections: () => connections,
    authority: host.includes(':') ? `[${host}]:${bound}` : `${host}:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Listens on host; port 0 picks a free one. */
export function startCountingServer(
  host: string,
  handler: RequestListener = ok,
  port = 0,
): Promise<CountingServer> {
  return listen(createServer(handler), host, port);
}

/** The same, or null where the host cannot be bound (a machine without IPv6). */
export const tryCountingServer = (host: string, handler?: RequestListener, port = 0) =>
  startCountingServer(host, handler, port).catch(() => null);

export async function startCountingTlsServer(
  host: string,
  tls: { key: string; cert: string },
  handler: RequestListener = ok,
): Promise<CountingServer> {
  return listen(createTlsServer(tls, handler), host, 0);
}
