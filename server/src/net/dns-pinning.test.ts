import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchFailed, REFUSAL_MESSAGES, UrlRefused } from './errors.js';
import { guardedFetch, type GuardOptions } from './guardedFetch.js';
import { resolverAt } from './name-lookup.js';
import {
  startCountingServer,
  startCountingTlsServer,
  type CountingServer,
} from '../test/net/counting-server.js';
import { startTestDns, type TestDnsServer } from '../test/net/dns-server.js';
import { PUBLIC_EXAMPLE_CERT, PUBLIC_EXAMPLE_KEY } from '../test/net/tls-fixture.js';

// A local DNS server answers the guard's lookups. 127.0.0.1 on the stand-in site's port plays a
// public address (the guard's exact allowance); 127.0.0.2 on the same port is an internal host
// that must never see a connection.

let dns: TestDnsServer;
let site: CountingServer;
let internal: CountingServer;
let tlsSite: CountingServer;

const PUBLIC_LOOKALIKE = '93.184.215.14';

beforeAll(async () => {
  site = await startCountingServer('127.0.0.1', (_req, res) => res.end('public'));
  internal = await startCountingServer('127.0.0.2', (_req, res) => res.end('internal'), site.port);
  tlsSite = await startCountingTlsServer(
    '127.0.0.1',
    { key: PUBLIC_EXAMPLE_KEY, cert: PUBLIC_EXAMPLE_CERT },
    (_req, res) => res.end('secure public'),
  );
  dns = await startTestDns(({ name, type }, n) => {
    if (type !== 'A') return [];
    switch (name) {
      case 'two-answers.example':
        return [PUBLIC_LOOKALIKE, '127.0.0.2'];
      case 'rebind.example':
        // first lookup: the "public" address; every later one: the internal host
        return n === 0 ? ['127.0.0.1'] : ['127.0.0.2'];
      case 'public.example':
      case 'other.example':
        return ['127.0.0.1'];
      default:
        return [];
    }
  });
});
afterAll(async () => {
  await Promise.all([dns.close(), site.close(), internal.close(), tlsSite.close()]);
});

const options = (port = site.port): GuardOptions => ({
  resolve: resolverAt([dns.server]),
  allowInternal: [{ address: '127.0.0.1', port }],
});
const aQueriesFor = (name: string) =>
  dns.queries.filter((q) => q.name === name && q.type === 'A').length;

describe('DNS answers are checked, and the connection goes to the checked address', () => {
  it('refuses a name when any of its answers is internal, connecting nowhere', async () => {
    const error = await guardedFetch(
      `http://two-answers.example:${site.port}/`,
      {},
      options(),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UrlRefused);
    expect((error as Error).message).toBe(REFUSAL_MESSAGES.loopback);
    expect(internal.connections()).toBe(0);
    expect(site.connections()).toBe(0);
  });

  it('looks a name up once per fetch and connects to that answer (DNS rebinding)', async () => {
    const page = await guardedFetch(`http://rebind.example:${site.port}/`, {}, options());
    expect(page.body.toString()).toBe('public');
    expect(aQueriesFor('rebind.example')).toBe(1);
    expect(site.connections()).toBe(1);
    expect(internal.connections()).toBe(0);

    // The name now points inside: the next fetch sees it and refuses.
    const again = guardedFetch(`http://rebind.example:${site.port}/`, {}, options());
    await expect(again).rejects.toThrow(REFUSAL_MESSAGES.loopback);
    expect(internal.connections()).toBe(0);
  });

  it('says so when a name has no address', async () => {
    const error = await guardedFetch('http://nowhere.example/', {}, options()).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FetchFailed);
    expect((error as Error).message).toBe(
      'The page could not be reached: the name nowhere.example was not found.',
    );
  });

  it('checks the certificate against the host name while connecting to the pinned address', async () => {
    const trusted = { ...options(tlsSite.port), ca: PUBLIC_EXAMPLE_CERT };
    const page = await guardedFetch(`https://public.example:${tlsSite.port}/`, {}, trusted);
    expect(page.body.toString()).toBe('secure public');

    // Same address and certificate, another name: the certificate does not cover it.
    const otherName = guardedFetch(`https://other.example:${tlsSite.port}/`, {}, trusted);
    await expect(otherName).rejects.toThrow(
      'The page could not be reached: its security certificate is not valid for this address.',
    );
    // A certificate no authority vouches for.
    const untrusted = guardedFetch(
      `https://public.example:${tlsSite.port}/`,
      {},
      options(tlsSite.port),
    );
    await expect(untrusted).rejects.toThrow(
      'The page could not be reached: its security certificate is not valid for this address.',
    );
  });
});
