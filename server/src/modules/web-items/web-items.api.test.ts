import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_MESSAGES } from '../../net/errors.js';
import {
  startCountingServer,
  startCountingTlsServer,
  type CountingServer,
} from '../../test/net/counting-server.js';
import { PUBLIC_EXAMPLE_CERT, PUBLIC_EXAMPLE_KEY } from '../../test/net/tls-fixture.js';
import { codeOf, TestServer } from '../../test/harness.js';
import { URL_CHECKS_RATE_MESSAGE } from './service.js';

// Loopback servers stand in for public sites through the guard's exact address:port allowance,
// set on the running server's services; every other loopback port stays refused.

const CHECK = `mutation($url: String!) {
  checkUrlFramable(data: { url: $url }) { isFramable reason }
}`;
type Answer = { checkUrlFramable: { isFramable: boolean; reason: string | null } };

const PAGES: Record<string, (res: ServerResponse) => void> = {
  '/': (res) => res.end('<h1>hello</h1>'),
  '/deny': (res) => res.writeHead(200, { 'x-frame-options': 'DENY' }).end(),
  '/sameorigin': (res) => res.writeHead(200, { 'x-frame-options': 'SAMEORIGIN' }).end(),
  '/csp-none': (res) =>
    res.writeHead(200, { 'content-security-policy': "frame-ancestors 'none'" }).end(),
  '/csp-self': (res) =>
    res.writeHead(200, { 'content-security-policy': "frame-ancestors 'self'" }).end(),
  '/csp-star': (res) =>
    res.writeHead(200, { 'content-security-policy': 'frame-ancestors *' }).end(),
};

describe('checkUrlFramable', () => {
  let t: TestServer;
  let token: string;
  let site: CountingServer;
  let secureSite: CountingServer;
  let internal: CountingServer;
  let closedPort: number;

  beforeAll(async () => {
    t = await TestServer.start();
    token = await t.signIn();
    internal = await startCountingServer('127.0.0.1');
    site = await startCountingServer('127.0.0.1', (req, res) => {
      const path = req.url ?? '/';
      if (path === '/to-internal')
        return res.writeHead(302, { location: `http://127.0.0.1:${internal.port}/` }).end();
      if (path === '/hang') return t.clock.advance(10_000);
      (PAGES[path] ?? PAGES['/']!)(res);
    });
    secureSite = await startCountingTlsServer(
      '127.0.0.1',
      { key: PUBLIC_EXAMPLE_KEY, cert: PUBLIC_EXAMPLE_CERT },
      (_req, res) => res.writeHead(200, { 'x-frame-options': 'SAMEORIGIN' }).end(),
    );
    const closed = await startCountingServer('127.0.0.1');
    closedPort = closed.port;
    await closed.close();
    t.server.services.outboundFetch = {
      resolve: async (host) => (host.endsWith('.example') ? ['127.0.0.1'] : []),
      allowInternal: [site, secureSite, { port: closedPort }].map(({ port }) => ({
        address: '127.0.0.1',
        port,
      })),
      ca: PUBLIC_EXAMPLE_CERT,
    };
  }, 60_000);
  afterAll(async () => {
    await Promise.all([t.close(), site.close(), secureSite.close(), internal.close()]);
  });

  const check = async (url: string) => {
    const result = await t.gql<Answer>(CHECK, { url }, { token });
    expect(result.errors).toBeUndefined();
    return result.data!.checkUrlFramable;
  };

  it('refuses internal addresses with the reason, connecting nowhere', async () => {
    expect(await check('http://169.254.169.254/latest/meta-data/')).toEqual({
      isFramable: false,
      reason: REFUSAL_MESSAGES.metadata,
    });
    expect(await check(`localhost:${internal.port}`)).toEqual({
      isFramable: false,
      reason: REFUSAL_MESSAGES.loopback,
    });
    expect(await check(`http://2130706433:${internal.port}/`)).toEqual({
      isFramable: false,
      reason: REFUSAL_MESSAGES.loopback,
    });
    expect(await check(`http://site.example:${site.port}/to-internal`)).toEqual({
      isFramable: false,
      reason: REFUSAL_MESSAGES.loopback,
    });
    expect(await check('file:///etc/passwd')).toEqual({
      isFramable: false,
      reason: REFUSAL_MESSAGES.scheme,
    });
    expect(internal.connections()).toBe(0);
  });

  it.each([
    ['/', true, null],
    ['/csp-star', true, null],
    ['/deny', false, 'The site does not allow being shown in a frame (X-Frame-Options: DENY).'],
    [
      '/sameorigin',
      false,
      'The site allows only its own pages to show it in a frame (X-Frame-Options: SAMEORIGIN).',
    ],
    [
      '/csp-none',
      false,
      "The site does not allow other sites to show it in a frame (Content-Security-Policy: frame-ancestors 'none').",
    ],
    [
      '/csp-self',
      false,
      "The site does not allow other sites to show it in a frame (Content-Security-Policy: frame-ancestors 'self').",
    ],
  ])('reads the frame headers of %s', async (path, isFramable, reason) => {
    expect(await check(`http://site.example:${site.port}${path}`)).toEqual({ isFramable, reason });
  });

  it('completes a missing scheme with https', async () => {
    expect(await check(`public.example:${secureSite.port}/`)).toEqual({
      isFramable: false,
      reason:
        'The site allows only its own pages to show it in a frame (X-Frame-Options: SAMEORIGIN).',
    });
    expect(secureSite.connections()).toBe(1);
  });

  it('says when the page could not be reached', async () => {
    expect(await check(`http://site.example:${closedPort}/`)).toEqual({
      isFramable: false,
      reason: 'The page could not be reached: the connection was refused.',
    });
    expect(await check('http://unknown.test/')).toEqual({
      isFramable: false,
      reason: 'The page could not be reached: the name unknown.test was not found.',
    });
    expect(await check(`http://site.example:${site.port}/hang`)).toEqual({
      isFramable: false,
      reason: 'The page could not be reached: it did not answer within 10 seconds.',
    });
  });

  it('is for signed-in users only', async () => {
    const anonymous = await t.gql(CHECK, { url: 'https://example.com' });
    expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
    const device = await t.pairDevice(token);
    const asDevice = await t.gql(
      CHECK,
      { url: 'https://example.com' },
      {
        token: device.deviceToken,
      },
    );
    expect(codeOf(asDevice)).toBe('FORBIDDEN');
  });

  it('lets one user check 30 addresses a minute, even in a burst of 200', async () => {
    t.clock.advance(61_000);
    const url = `http://site.example:${site.port}/`;
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => t.gql<Answer>(CHECK, { url }, { token })),
    );
    const limited = answers.filter((a) => codeOf(a) === 'TOO_MANY_REQUESTS');
    expect(answers.filter((a) => a.data?.checkUrlFramable.isFramable)).toHaveLength(30);
    expect(limited).toHaveLength(170);
    expect(limited[0]!.errors![0]!.message).toBe(URL_CHECKS_RATE_MESSAGE);
  });
});
