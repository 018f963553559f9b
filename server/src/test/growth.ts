import { expect } from 'vitest';

// Tests of readers of outside data prove how their cost grows with the input, never how fast
// they are: a speed target belongs in bench/, and a wall-clock bound fails on a busy machine.
// Where it can, a test counts the work (countingReads). Otherwise it times two workloads that
// take about as long as each other when the reader has the shape it should, in the same run and
// by turns, and keeps the fastest of several rounds of each: load only ever adds time, and it
// adds it to both alike. The right shape gives a ratio near 1. The shape guarded against gives
// the size factor, 64 (a scan restarting at every position, or a reader that reads all of what
// it should stop early in), and a cubic step or a backtracking pattern gives thousands.

/** How much larger the large input is than the small one. */
const SIZE_FACTOR = 64;
/** The right shape measures about 1 (up to 3 for a large input's memory traffic). */
const RATIO_LIMIT = 10;
/** Rounds of each workload; the fastest of each is compared. */
const ROUNDS = 5;
/**
 * More rounds while the ratio is past the limit: on a busy machine a run is often cut short by
 * others, and the fastest of more rounds finds one that was not.
 */
const MORE_ROUNDS = 20;
/** One workload runs at least this long, so a timer's grain and a call's overhead do not count. */
const WORKLOAD_MS = 10;
/** A first round this far off settles it: no load skews two like workloads by this much. */
const CERTAIN_RATIO = 1_000;

const msOf = (work: () => void) => {
  const started = performance.now();
  work();
  return performance.now() - started;
};

/**
 * How many times longer `subject` takes than `reference`: the fastest of several rounds of each,
 * timed by turns, with more rounds while it is past the limit. Stops after one round when the
 * ratio is past any doubt.
 */
function timeRatio(subject: () => void, reference: () => void): number {
  let fastestSubject = Infinity;
  let fastestReference = Infinity;
  const ratio = () => fastestSubject / Math.max(fastestReference, 1e-3);
  for (let round = 0; round < ROUNDS + MORE_ROUNDS; round++) {
    // Each goes first by turns, so neither always meets a warm cache or a pending collection.
    if (round % 2 === 0) fastestReference = Math.min(fastestReference, msOf(reference));
    fastestSubject = Math.min(fastestSubject, msOf(subject));
    if (round % 2 === 1) fastestReference = Math.min(fastestReference, msOf(reference));
    if (round === 0 && ratio() > CERTAIN_RATIO) break;
    if (round >= ROUNDS - 1 && ratio() < RATIO_LIMIT) break;
  }
  return ratio();
}

/** Times `run` is repeated so that one workload lasts WORKLOAD_MS at least. */
function repeatsFor(run: () => void): number {
  run(); // compiled before it is timed
  return Math.max(1, Math.ceil(WORKLOAD_MS / Math.max(msOf(run), 1e-3)));
}

const repeated = (times: number, run: () => void) => () => {
  for (let i = 0; i < times; i++) run();
};

interface Sizes {
  /** The large input's size: a length, a count. The small one is 64 times smaller. */
  size: number;
}

/** `run` on an input of `large`, over 64 runs on inputs of a 64th of it. */
function linearRatio<T>(make: (size: number) => T, run: (input: T) => unknown, large: number) {
  const small = make(Math.floor(large / SIZE_FACTOR));
  const big = make(large);
  const times = Math.ceil(repeatsFor(() => run(small)) / SIZE_FACTOR);
  return timeRatio(
    repeated(times, () => run(big)),
    repeated(times * SIZE_FACTOR, () => run(small)),
  );
}

/**
 * Fails unless `run` on an input of `size` costs about as much as 64 runs on inputs of a 64th of
 * it: linear time. `make` builds the input of a size, before any timing. Where the sizes allow,
 * a 64th of `size` is checked first, so a cubic step or a backtracking pattern fails in seconds
 * rather than running for hours on the large input.
 */
export function expectLinearTime<T>(
  make: (size: number) => T,
  run: (input: T) => unknown,
  { size }: Sizes,
): void {
  const steps = size >= SIZE_FACTOR ** 2 * 16 ? [Math.floor(size / SIZE_FACTOR), size] : [size];
  for (const large of steps)
    expect(
      linearRatio(make, run, large),
      `time for size ${large} over 64 times that for ${Math.floor(large / SIZE_FACTOR)}`,
    ).toBeLessThan(RATIO_LIMIT);
}

/**
 * Fails unless `run` costs about as much on an input of `size` as on one 64 times smaller: its
 * cost does not grow with the input (it stops at a limit, or reads a length before the items).
 */
export function expectTimeIndependentOfSize<T>(
  make: (size: number) => T,
  run: (input: T) => unknown,
  { size }: Sizes,
): void {
  const small = make(Math.floor(size / SIZE_FACTOR));
  const large = make(size);
  const times = repeatsFor(() => run(small));
  expect(
    timeRatio(
      repeated(times, () => run(large)),
      repeated(times, () => run(small)),
    ),
    `time for size ${size} over that for ${Math.floor(size / SIZE_FACTOR)}`,
  ).toBeLessThan(RATIO_LIMIT);
}

/**
 * Fails unless `subject` costs at most a few times `reference`: work on the same input that
 * cannot be avoided, such as parsing the JSON it arrived in. Where V8's own costs grow a little
 * faster than the input (a for-in over a large object), this compares like with like.
 */
export function expectAtMostCostOf(subject: () => unknown, reference: () => unknown): void {
  const times = repeatsFor(reference);
  expect(
    timeRatio(repeated(times, subject), repeated(times, reference)),
    'time of the check over that of the reference',
  ).toBeLessThan(RATIO_LIMIT);
}

/**
 * `items` as a list that counts in `reads` the items read from it: a check that a reader looks
 * at a bounded part of a list, whatever its length, with no clock involved.
 */
export function countingReads<T>(items: T[], reads: { count: number }): T[] {
  return new Proxy(items, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads.count++;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}
