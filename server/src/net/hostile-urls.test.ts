import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_MESSAGES, UrlRefused, type RefusalReason } from './errors.js';
import { guardedFetch, type GuardOptions } from './guardedFetch.js';
import {
  startCountingServer,
  tryCountingServer,
  type CountingServer,
} from '../test/net/counting-server.js';

// Every hostile URL is aimed at loopback listeners that count connections: a URL refused with
// 0 connections never reached them. A loopback server stands in for a public site through the
// guard's exact address:port allowance; the URLs it redirects to get the full check again.

let internal4: CountingServer;
let internal6: CountingServer | null;
let site: CountingServer;

/** Test DNS: these names resolve to what the table says; any other is unknown. */
const ZONE: Record<string, string[]> = {
  'public.example': ['127.0.0.1'],
  'evil.example': ['127.0.0.1'],
  'ten.example': ['10.0.0.1'],
  'v6loop.example': ['::1'],
  'mixed.example': ['93.184.215.14', '127.0.0.1'],
  'mapped.example': ['::ffff:127.0.0.1'],
  'nat64.example': ['64:ff9b::7f00:1'],
  'sixtofour.example': ['2002:7f00:1::1'],
  'linklocal.example': ['fe80::1'],
  'metadata.example': ['169.254.169.254'],
  'ula.example': ['fd12::1'],
  'cgnat.example': ['100.64.0.1'],
  '127.0.0.1.nip.io': ['127.0.0.1'],
};

const options = (): GuardOptions => ({
  resolve: async (host) => {
    const found = ZONE[host];
    if (!found) throw Object.assign(new Error('unknown'), { code: 'ENOTFOUND' });
    return found;
  },
  allowInternal: [{ address: '127.0.0.1', port: site.port }],
});

beforeAll(async () => {
  internal4 = await startCountingServer('127.0.0.1');
  internal6 = await tryCountingServer('::1', undefined, internal4.port);
  site = await startCountingServer('127.0.0.1', (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const to = url.pathname === '/loop' ? '/loop' : url.searchParams.get('to');
    if (to) res.writeHead(302, { location: to });
    res.end('public page');
  });
});
afterAll(async () => {
  await Promise.all([internal4.close(), internal6?.close(), site.close()]);
});

// Ports are known once the listeners run: {internal} is theirs, {site} the stand-in site's.
const via = (target: string) => `http://public.example:{site}/go?to=${encodeURIComponent(target)}`;
const aim = (url: string) =>
  url
    .replace(/\{internal\}|%7Binternal%7D/g, String(internal4.port))
    .replace(/\{site\}|%7Bsite%7D/g, String(site.port));

/** [what, url, the refusal expected] */
const HOSTILE: [string, string, RefusalReason][] = [
  ['dotted loopback', `http://127.0.0.1:{internal}/`, 'loopback'],
  ['decimal IPv4', `http://2130706433:{internal}/`, 'loopback'],
  ['hex IPv4', `http://0x7f000001:{internal}/`, 'loopback'],
  ['octal IPv4', `http://0177.0.0.1:{internal}/`, 'loopback'],
  ['short IPv4 127.1', `http://127.1:{internal}/`, 'loopback'],
  ['short IPv4 127.0.1', `http://127.0.1:{internal}/`, 'loopback'],
  ['mixed hex dotted', `http://0x7f.0.0.1:{internal}/`, 'loopback'],
  ['other loopback address', `http://127.255.255.254:{internal}/`, 'loopback'],
  ['0.0.0.0', `http://0.0.0.0:{internal}/`, 'loopback'],
  ['bare 0', `http://0:{internal}/`, 'loopback'],
  ['IPv6 loopback', `http://[::1]:{internal}/`, 'loopback'],
  ['IPv6 loopback in full', `http://[0:0:0:0:0:0:0:1]:{internal}/`, 'loopback'],
  ['IPv6 unspecified', `http://[::]:{internal}/`, 'loopback'],
  ['IPv4-mapped, dotted', `http://[::ffff:127.0.0.1]:{internal}/`, 'loopback'],
  ['IPv4-mapped, hex', `http://[::ffff:7f00:1]:{internal}/`, 'loopback'],
  ['IPv4-compatible', `http://[::127.0.0.1]:{internal}/`, 'loopback'],
  ['NAT64 of loopback', `http://[64:ff9b::127.0.0.1]:{internal}/`, 'loopback'],
  ['6to4 of loopback', `http://[2002:7f00:1::]:{internal}/`, 'loopback'],
  ['localhost', `http://localhost:{internal}/`, 'loopback'],
  ['LOCALHOST', `http://LOCALHOST:{internal}/`, 'loopback'],
  ['localhost with trailing dot', `http://localhost.:{internal}/`, 'loopback'],
  ['a .localhost name', `http://app.localhost:{internal}/`, 'loopback'],
  ['full-width localhost (IDN)', `http://ｌｏｃａｌｈｏｓｔ:{internal}/`, 'loopback'],
  ['circled-letter localhost (IDN)', `http://ⓛocalhost:{internal}/`, 'loopback'],
  ['percent-encoded localhost', `http://%6c%6fcalhost:{internal}/`, 'loopback'],
  ['10/8', `http://10.0.0.1:{internal}/`, 'private'],
  ['172.16/12', `http://172.31.255.255:{internal}/`, 'private'],
  ['192.168/16', `http://192.168.1.1:{internal}/`, 'private'],
  ['CGNAT', `http://100.64.0.1:{internal}/`, 'private'],
  ['link-local', `http://169.254.0.1:{internal}/`, 'private'],
  ['IPv6 unique local', `http://[fd00::1]:{internal}/`, 'private'],
  ['IPv6 link-local', `http://[fe80::1]:{internal}/`, 'private'],
  ['benchmarking', `http://198.18.0.1:{internal}/`, 'reserved'],
  ['multicast', `http://224.0.0.1:{internal}/`, 'reserved'],
  ['broadcast', `http://255.255.255.255:{internal}/`, 'reserved'],
  ['cloud metadata address', `http://169.254.169.254/latest/meta-data/`, 'metadata'],
  ['AWS IPv6 metadata', `http://[fd00:ec2::254]/`, 'metadata'],
  ['GCP metadata name', `http://metadata.google.internal/computeMetadata/v1/`, 'metadata'],
  ['.internal name', `http://db.internal:{internal}/`, 'private'],
  ['.local name', `http://printer.local:{internal}/`, 'private'],
  ['dotless intranet name', `http://intranet:{internal}/`, 'private'],
  ['credentials', `http://user:pass@public.example:{site}/`, 'credentials'],
  ['user name only', `http://user@public.example:{site}/`, 'credentials'],
  ['file:', 'file:///etc/passwd', 'scheme'],
  ['gopher:', `gopher://127.0.0.1:{internal}/_INFO`, 'scheme'],
  ['ftp:', `ftp://public.example:{site}/`, 'scheme'],
  ['data:', 'data:text/html,<h1>hi</h1>', 'scheme'],
  ['javascript:', 'javascript:alert(1)', 'scheme'],
  ['ws:', `ws://public.example:{site}/`, 'scheme'],
  ['not a URL', 'http://exa mple.com/', 'invalid'],
  ['name resolving to loopback', `http://evil.example:{internal}/`, 'loopback'],
  ['wildcard DNS to loopback', `http://127.0.0.1.nip.io:{internal}/`, 'loopback'],
  ['name resolving to 10/8', `http://ten.example:{internal}/`, 'private'],
  ['name resolving to ::1', `http://v6loop.example:{internal}/`, 'loopback'],
  ['one public, one loopback answer', `http://mixed.example:{internal}/`, 'loopback'],
  ['name resolving to IPv4-mapped', `http://mapped.example:{internal}/`, 'loopback'],
  ['name resolving to NAT64 loopback', `http://nat64.example:{internal}/`, 'loopback'],
  ['name resolving to 6to4 loopback', `http://sixtofour.example:{internal}/`, 'loopback'],
  ['name resolving to link-local', `http://linklocal.example:{internal}/`, 'private'],
  ['name resolving to metadata', `http://metadata.example/`, 'metadata'],
  ['name resolving to ULA', `http://ula.example:{internal}/`, 'private'],
  ['name resolving to CGNAT', `http://cgnat.example:{internal}/`, 'private'],
  ['redirect to loopback', via(`http://127.0.0.1:{internal}/`), 'loopback'],
  ['redirect to decimal loopback', via(`http://2130706433:{internal}/`), 'loopback'],
  ['redirect to localhost', via(`http://localhost:{internal}/`), 'loopback'],
  ['redirect to [::1]', via(`http://[::1]:{internal}/`), 'loopback'],
  ['redirect to a name on loopback', via(`http://evil.example:{internal}/`), 'loopback'],
  ['redirect to metadata', via('http://169.254.169.254/latest/meta-data/'), 'metadata'],
  ['redirect to file:', via('file:///etc/passwd'), 'scheme'],
  ['redirect with credentials', via(`http://a:b@public.example:{site}/`), 'credentials'],
];

describe('hostile URLs are refused before any connection', () => {
  it('has a table of at least 40', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(40);
  });

  const internalConnections = () => internal4.connections() + (internal6?.connections() ?? 0);

  it.each(HOSTILE)('%s: %s', async (_what, url, reason) => {
    const before = internalConnections();
    const error = await guardedFetch(aim(url), {}, options()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UrlRefused);
    expect((error as UrlRefused).message).toBe(REFUSAL_MESSAGES[reason]);
    expect(internalConnections()).toBe(before);
  });

  it('left the internal listeners untouched', () => {
    expect(internalConnections()).toBe(0);
  });

  it('reaches the stand-in public site, and only through its exact allowance', async () => {
    const before = site.connections();
    const page = await guardedFetch(aim(via('/landing')), {}, options());
    expect(page.url).toBe(aim('http://public.example:{site}/landing'));
    expect(page.body.toString()).toBe('public page');
    expect(site.connections()).toBe(before + 2);

    const sameAddressOtherPort = guardedFetch(
      aim('http://public.example:{internal}/'),
      {},
      options(),
    );
    await expect(sameAddressOtherPort).rejects.toThrow(REFUSAL_MESSAGES.loopback);
    const noAllowance = guardedFetch(
      aim('http://public.example:{site}/'),
      {},
      {
        resolve: options().resolve,
      },
    );
    await expect(noAllowance).rejects.toThrow(REFUSAL_MESSAGES.loopback);
    expect(site.connections()).toBe(before + 2);
    expect(internal4.connections()).toBe(0);
  });

  it('follows at most 5 redirects, checking each', async () => {
    const before = site.connections();
    const looping = guardedFetch(aim('http://public.example:{site}/loop'), {}, options());
    await expect(looping).rejects.toThrow(
      'The page could not be reached: it redirected more than 5 times.',
    );
    expect(site.connections()).toBe(before + 6);
  });
});
