import { afterEach, beforeEach } from 'vitest';
import { sliceClock } from '../pubsub/turns.js';

/**
 * For the tests of a file that count what a turn of the event loop does: slices of a turn are
 * cut by count only, so a pause of the test process (a collection, a busy machine) cannot end a
 * slice early and change the counts. Slices are timed by wall time otherwise.
 */
export function stopSliceClock(): void {
  const wall = sliceClock.now;
  beforeEach(() => {
    sliceClock.now = () => 0;
  });
  afterEach(() => {
    sliceClock.now = wall;
  });
}
