import type { WebSocket } from 'ws';
import type { Clock } from '../clock.js';

export interface HeartbeatRules {
  /** How often the server pings each socket. */
  pingEveryMs: number;
  /** A socket that leaves this many pings in a row unanswered (no pong, no message) is closed. */
  unansweredLimit: number;
}

/**
 * Keeps a WebSocket's liveness known from the server's side: a protocol ping every
 * `pingEveryMs`, which every WebSocket client answers by itself (RFC 6455 §5.5.2: browsers, TV
 * and WebView engines answer a ping with a pong without any page code), so a player that sends
 * nothing for hours still shows it is there, and proxies with an idle timeout keep the socket.
 * A socket that answers none of `unansweredLimit` pings in a row (a cut cable, a half-open TCP
 * connection) is terminated, which runs the same close path as a clean close. Counted in pings,
 * not in time since the last answer: a server paused for minutes (a suspended VM, a debugger)
 * does not drop every socket at once when it resumes, before any of them could answer.
 *
 * The first ping comes at a random point of the first interval: 10,000 screens reconnecting
 * after a restart then spread their pings over the interval instead of one burst per period.
 * Returns the function that stops (also stopped by the socket's close).
 */
export function keepHeartbeat(
  socket: WebSocket,
  clock: Clock,
  rules: HeartbeatRules,
  random: () => number = Math.random,
): () => void {
  let unanswered = 0;
  let cancel: (() => void) | undefined;
  const heard = () => {
    unanswered = 0;
  };
  const stop = () => {
    cancel?.();
    cancel = undefined;
    socket.off('pong', heard);
    socket.off('message', heard);
    socket.off('close', stop);
  };
  const tick = () => {
    if (socket.readyState !== socket.OPEN) return stop();
    if (unanswered >= rules.unansweredLimit) {
      stop();
      socket.terminate();
      return;
    }
    unanswered++;
    socket.ping();
    cancel = clock.setTimeout(tick, rules.pingEveryMs);
  };
  socket.on('pong', heard);
  socket.on('message', heard);
  socket.on('close', stop);
  cancel = clock.setTimeout(tick, Math.floor(random() * rules.pingEveryMs));
  return stop;
}
