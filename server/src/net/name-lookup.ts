import { promises as dns } from 'node:dns';

/** Every address a host name resolves to; the guard refuses the name if any one is internal. */
export type ResolveHost = (hostname: string) => Promise<string[]>;

/** The system resolver (getaddrinfo: /etc/hosts, then DNS), every answer in its own order. */
export const systemResolve: ResolveHost = async (hostname) =>
  (await dns.lookup(hostname, { all: true, verbatim: true })).map((answer) => answer.address);

// Answers a name has no record of: not a failure while the other family has some.
const NO_RECORDS = new Set(['ENODATA', 'ENOTFOUND']);

/**
 * Asks the given DNS servers (e.g. ['127.0.0.1:5353']) directly for A and AAAA records: a
 * deployment that wants its own resolver, and tests that answer with a local DNS server.
 */
export function resolverAt(servers: string[], timeoutMs = 2_000): ResolveHost {
  const resolver = new dns.Resolver({ timeout: timeoutMs, tries: 1 });
  resolver.setServers(servers);
  return async (hostname) => {
    const [v4, v6] = await Promise.allSettled([
      resolver.resolve4(hostname),
      resolver.resolve6(hostname),
    ]);
    const found = [v4, v6].flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
    if (found.length > 0) return found;
    const failure = [v4, v6].find(
      (result): result is PromiseRejectedResult =>
        result.status === 'rejected' &&
        !NO_RECORDS.has((result.reason as NodeJS.ErrnoException).code ?? ''),
    );
    if (failure) throw failure.reason as Error;
    throw Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' });
  };
}
