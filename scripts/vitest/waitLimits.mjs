import { expect, vi } from 'vitest';

// A wait in a test (vi.waitFor, Testing Library's findBy* and waitFor) polls until what it waits
// for is there; its limit is wall time, and only decides how long a wait that never ends takes to
// fail. A passing test waits exactly as long as it did. On CI's two busy cores a first Fluent
// render in jsdom, a lazy page's first transform or a database write was seen to pass 25 s, so
// every wait gets the same room: just under the test's own hang limit (120 s), so that a hung
// wait still fails as itself, with its own message, rather than as a test timeout.
export const WAIT_LIMIT_MS = 100_000;

// vi.waitFor, vi.waitUntil and expect.poll default to 1 s (expect.poll's setting is per project):
// give them the limit when a test does not name its own. A worker that runs several files runs this file before
// each: the waits are wrapped once.
const LIMITED = Symbol.for('marquee.waitLimit');
const withLimit = (wait) => {
  if (wait[LIMITED]) return wait;
  const limited = (callback, options) =>
    wait(
      callback,
      typeof options === 'number'
        ? options
        : { ...options, timeout: options?.timeout ?? WAIT_LIMIT_MS },
    );
  limited[LIMITED] = true;
  return limited;
};
vi.waitFor = withLimit(vi.waitFor);
vi.waitUntil = withLimit(vi.waitUntil);
expect.poll = withLimit(expect.poll);
