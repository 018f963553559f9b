// The Marquee server is gone; only the web player's own files are served on its port, as from a
// TV's package or a CDN. Everything else (GraphQL, media, WebSocket upgrades) is cut off and
// noted, so a test can show the player asked the network and got nothing.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';

const webDist = resolve(import.meta.dirname, '..', '..', 'targets', 'web', 'dist');
const SHELL: Record<string, string> = {
  '/player/': 'index.html',
  '/player/index.html': 'index.html',
  '/player/player.js': 'player.js',
};

export interface ShellOnlyServer {
  /** Requests that were cut off, e.g. "POST /graphql" or "WebSocket /graphql". */
  refused: string[];
  close(): Promise<void>;
}

export async function serveShellOnly(port: number): Promise<ShellOnlyServer> {
  const refused: string[] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://shell').pathname;
    const file = SHELL[path];
    if (!file) {
      refused.push(`${req.method} ${path}`);
      req.socket.destroy();
      return;
    }
    res.writeHead(200, {
      'content-type': file.endsWith('.js') ? 'text/javascript' : 'text/html',
      'cache-control': 'no-store',
    });
    res.end(readFileSync(join(webDist, file)));
  });
  server.on('upgrade', (req, socket) => {
    refused.push(`WebSocket ${req.url}`);
    socket.destroy();
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    refused,
    close: async () => {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}
