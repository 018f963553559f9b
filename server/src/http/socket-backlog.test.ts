import { describe, expect, it } from 'vitest';
import { answerBacklog, MAX_UNANSWERED_PER_SOCKET } from './socket-backlog.js';

/** A socket that records when its reading pauses and resumes. */
function fakeSocket() {
  const log: string[] = [];
  let paused = false;
  return {
    log,
    get isPaused() {
      return paused;
    },
    pause: () => void ((paused = true), log.push('pause')),
    resume: () => void ((paused = false), log.push('resume')),
  };
}

describe('reading a socket with too many requests unanswered', () => {
  it('pauses at the limit, stays paused over messages already read, resumes below it', () => {
    const socket = fakeSocket();
    const backlog = answerBacklog(socket);
    for (let i = 1; i < MAX_UNANSWERED_PER_SOCKET; i++) backlog.taken();
    expect(socket.log).toEqual([]);
    backlog.taken();
    expect(socket.log).toEqual(['pause']);
    // ws may still hand over what it had read: counted, no second pause.
    backlog.taken();
    backlog.taken();
    backlog.answered();
    backlog.answered();
    expect(socket.log).toEqual(['pause']);
    backlog.answered();
    expect(socket.log).toEqual(['pause', 'resume']);
    backlog.answered();
    expect(socket.log).toEqual(['pause', 'resume']);
  });
});
