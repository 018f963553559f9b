import type { WebSocket } from 'ws';

/**
 * Requests one socket may have taken and not yet answered before the server stops reading it.
 * A player asks for one content version at a time; a client that sends thousands at once would
 * otherwise have all of them read, parsed and queued (memory, and turns of the event loop ahead of
 * every other screen's answer) before the first is answered.
 */
export const MAX_UNANSWERED_PER_SOCKET = 64;

/**
 * Flow control for the requests a socket's messages carry: at MAX_UNANSWERED_PER_SOCKET the
 * socket's reading pauses (its client's writes then wait in TCP, as on any slow server) and it
 * resumes once fewer are unanswered. Messages ws had already read may still come after the pause;
 * they are answered too, so every request is answered, in order, none refused.
 */
export function answerBacklog(socket: Pick<WebSocket, 'pause' | 'resume' | 'isPaused'>) {
  let unanswered = 0;
  return {
    /** A request was taken: counted until `answered`. */
    taken(): void {
      if (++unanswered >= MAX_UNANSWERED_PER_SOCKET && !socket.isPaused) socket.pause();
    },
    /** A taken request was answered (or handed on). */
    answered(): void {
      if (--unanswered < MAX_UNANSWERED_PER_SOCKET && socket.isPaused) socket.resume();
    },
  };
}
