import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../test/harness.js';
import type { HttpRoute } from '../request/route.js';
import { httpRoutes, routeFor } from './routes.js';
import { createHttpServer, type HttpServer } from './server.js';

const fixedRoute = (name: string, prefix: string): HttpRoute => ({
  name,
  matches: (path) => path.startsWith(prefix),
  handle: async (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.end(name);
  },
});

describe('the HTTP route table', () => {
  it('picks the first route that answers the path, and none for other paths', () => {
    const table = [fixedRoute('first', '/a/'), fixedRoute('second', '/a/b/')];
    expect(routeFor(table, '/a/b/c')?.name).toBe('first');
    expect(routeFor(table, '/b/')).toBeUndefined();
    expect(routeFor(httpRoutes, '/uploads/x')?.name).toBe('uploads');
    expect(routeFor(httpRoutes, '/blobs/files/x')?.name).toBe('blobs');
    expect(routeFor(httpRoutes, '/api/proof-of-play/device/x.csv')?.name).toBe('proof-of-play CSV');
    expect(routeFor(httpRoutes, '/graphql')).toBeUndefined();
  });

  describe('in a running server', () => {
    let t: TestServer;
    let custom: HttpServer;
    let customUrl: string;
    beforeAll(async () => {
      t = await TestServer.start();
      const missing = { root: '/nonexistent', label: 'missing' };
      custom = createHttpServer(t.server.services, { console: missing, player: missing }, [
        fixedRoute('hello', '/hello/'),
      ]);
      await custom.listen(0, '127.0.0.1');
      customUrl = `http://127.0.0.1:${(custom.server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await custom?.close();
      await t?.close();
    });

    it('dispatches to the table it is given, after /health and before the static files', async () => {
      const hello = await fetch(`${customUrl}/hello/there`);
      expect(await hello.text()).toBe('hello');
      expect((await fetch(`${customUrl}/health`)).status).toBe(200);
      // Not in this table: the upload path falls through to the console files, which answer a
      // GET with "not built yet" (this server has none).
      const fallThrough = await fetch(`${customUrl}/uploads/x`);
      expect(fallThrough.status).toBe(503);
      expect(await fallThrough.text()).toMatch(/The missing is not built yet/);
    });

    it('mounts the files and proof-of-play routes by default', async () => {
      const upload = await fetch(`${t.url}/uploads/some-file`, { method: 'PUT', body: 'x' });
      expect(upload.status).toBe(403);
      expect(await upload.json()).toEqual({
        code: 'FORBIDDEN',
        message: 'The upload link is not valid or has expired',
      });
      const blob = await fetch(`${t.url}/blobs/files/a/b/original?exp=1&sig=x`);
      expect(blob.status).toBe(403);
      expect(await blob.text()).toMatch(/signature is not valid|expired/);
      const csv = await fetch(`${t.url}/api/proof-of-play/device/x.csv`);
      expect(csv.status).toBe(401);
    });
  });
});
