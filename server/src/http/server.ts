import type { GraphQLSchema } from 'graphql';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AppServices } from '../app-services.js';
import { uuidv7 } from '../ids.js';
import { CURRENT_VERSION_PATH, serveCurrentVersion } from './current-version.js';
import { serveHealth } from './health.js';
import { refuseMalformedPath, type HttpRoute } from '../request/route.js';
import { httpRoutes, routeFor } from './routes.js';
import { staticFiles, type StaticSite } from './static-files.js';
import { attachGraphQLWebSocket } from './ws.js';
import { createMarqueeYoga } from './yoga.js';
import { startContentVersions } from '../modules/content-delivery/versions.js';

/**
 * Connections the kernel holds for the server until its event loop accepts them. A busy Node
 * accepts one connection per turn of its loop (libuv accepts once per poll), so 10,000 screens
 * fetching a publish's content, or reconnecting after a restart, queue hundreds; past Node's
 * default of 511 the kernel drops the rest, and a dropped connection tries again after a second
 * or more (the fleet benchmark's /health probes waited 2.2-3.9 s in rounds with drops). The
 * kernel caps this at its somaxconn (4096 by default since Linux 5.4).
 */
export const LISTEN_BACKLOG = 4096;

export interface HttpSites {
  console: StaticSite;
  player: StaticSite;
}

export interface HttpServer {
  server: Server;
  /** Listens, then opens the WebSocket endpoint (so a busy port fails once, with one clear error). */
  listen(port: number, host: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * /graphql (HTTP and WebSocket), /health, the modules' routes from `routes` (http/routes.ts by
 * default), the player's update check, then the player and console files.
 */
export function createHttpServer(
  services: AppServices,
  sites: HttpSites,
  routes: readonly HttpRoute[] = httpRoutes,
): HttpServer {
  const yoga = createMarqueeYoga(services);
  // Snapshots of content are made with the schema the API serves (modules/content-delivery).
  const contentVersions = startContentVersions(
    services,
    yoga.getEnveloped({}).schema as GraphQLSchema,
  );
  const log = services.logger.child({ component: 'http' });
  // One cache of compressed files per server, shared by the console and the player.
  const serveStatic = staticFiles();

  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    requestId: string,
  ): Promise<void> {
    // A request target no URL parser accepts ("//[") is the client's mistake: 400, not 500.
    if (!URL.canParse(req.url ?? '/', 'http://localhost')) return refuseMalformedPath(res);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    const moduleRoute = routeFor(routes, path);
    if (path === '/graphql') {
      await yoga.handle(req, res, {
        req,
        res,
        requestId,
        transport: 'http',
        responseCookies: [],
      });
    } else if (path === '/health') {
      await serveHealth(res, services);
    } else if (moduleRoute) {
      await moduleRoute.handle(req, res, url, services);
    } else if (path.startsWith(CURRENT_VERSION_PATH)) {
      await serveCurrentVersion(req, res, path, sites.player);
    } else if (path === '/player') {
      // The player's assets are relative to /player/; keep the query (it may carry settings).
      res.writeHead(308, { Location: `/player/${url.search}` });
      res.end();
    } else if (path.startsWith('/player/')) {
      await serveStatic(req, res, sites.player, path.slice('/player'.length));
    } else {
      await serveStatic(req, res, sites.console, path);
    }
  }

  const server = createServer((req, res) => {
    const requestId = uuidv7();
    res.setHeader('X-Request-Id', requestId);
    route(req, res, requestId).catch((err: unknown) => {
      log.error({ err, requestId, url: req.url }, 'request failed');
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end(`Internal error (request ${requestId})\n`);
      } else {
        res.destroy();
      }
    });
  });
  let ws: ReturnType<typeof attachGraphQLWebSocket> | undefined;

  return {
    server,
    async listen(port, host) {
      await new Promise<void>((resolve, reject) => {
        const onError = (error: NodeJS.ErrnoException) =>
          reject(
            error.code === 'EADDRINUSE'
              ? new Error(
                  `Port ${port} on ${host} is already in use; set PORT to a free port (0 picks one).`,
                )
              : error,
          );
        server.once('error', onError);
        server.listen({ port, host, backlog: LISTEN_BACKLOG }, () => {
          server.off('error', onError);
          resolve();
        });
      });
      ws = attachGraphQLWebSocket(server, yoga, services);
    },
    async close() {
      contentVersions.stop();
      await ws?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
