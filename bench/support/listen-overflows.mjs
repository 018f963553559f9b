// The kernel's count of connections dropped because a listening socket's accept queue was full
// (TcpExt ListenOverflows in /proc/net/netstat), for the whole machine. A dropped connection
// retries its handshake after a second or more, so a probe that waited 0.6-1.7 s while the
// server's turns were all short had met a full queue, not a stalled loop. Null where the file
// is not there (not Linux).
import { readFileSync } from 'node:fs';

export function listenOverflows() {
  try {
    const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n');
    const names = lines.find((l) => l.startsWith('TcpExt:'))?.split(/\s+/);
    const values = lines.filter((l) => l.startsWith('TcpExt:'))[1]?.split(/\s+/);
    const at = names?.indexOf('ListenOverflows') ?? -1;
    return at > 0 && values ? Number(values[at]) : null;
  } catch {
    return null;
  }
}
