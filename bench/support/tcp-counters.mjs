// The kernel's TCP counters for the whole machine (/proc/net/netstat, TcpExt), read before and
// after a round: connections dropped because a listening socket's accept queue was full
// (ListenOverflows), and handshakes whose first packet was sent again (TCPSynRetrans). Either
// makes a new connection wait a second or more before it reaches the server, so a probe that
// waited 1-3 s while the server's turns were all short met one of them, not a stalled loop.
// Null where the file is not there (not Linux).
import { readFileSync } from 'node:fs';

const COUNTERS = { listenOverflows: 'ListenOverflows', synRetransmits: 'TCPSynRetrans' };

export function tcpCounters() {
  try {
    const rows = readFileSync('/proc/net/netstat', 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('TcpExt:'))
      .map((l) => l.split(/\s+/));
    const [names, values] = rows;
    return Object.fromEntries(
      Object.entries(COUNTERS).map(([key, name]) => {
        const at = names?.indexOf(name) ?? -1;
        return [key, at > 0 && values ? Number(values[at]) : null];
      }),
    );
  } catch {
    return Object.fromEntries(Object.keys(COUNTERS).map((key) => [key, null]));
  }
}

/** What each counter rose by since `before` (null where unknown). */
export function tcpCountersSince(before) {
  const now = tcpCounters();
  return Object.fromEntries(
    Object.entries(now).map(([key, value]) => [
      key,
      value === null || before[key] === null ? null : value - before[key],
    ]),
  );
}
