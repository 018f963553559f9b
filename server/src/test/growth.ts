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
/**
 * The largest text a reader of text is timed on, and the most it may take in V8's memory. V8
 * keeps an object over 128 KB in a space of its own, where making and collecting it cost far more
 * per byte than below that line, and more again on a busy machine: a reader that copies its text
 * (toLowerCase) measured 0.1 ns a byte at 100 KB and 4 to 20 ns at 128 KB and up. A comparison
 * across the line measures V8, not the reader: a linear one measured 20 to 50 for 256 KB against
 * 64 of 4 KB. Above it a 5 MB text against 32 of 160 KB measured up to 13 for a linear feed
 * reader (collections marking what the reader holds, more often as it allocates more) and took
 * minutes, so both inputs stay well below it, with room for a wrapper and a copy a little longer.
 * The price is a weaker signal: a restart at every "<" of a scan as cheap as indexOf, beside the
 * reader's other work, measured as little as 4 here, where firstImageSource's old one measured 35.
 */
const TEXT_LENGTH = 64 * 1024;
const LARGEST_TEXT_BYTES = 96 * 1024;
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
/**
 * The fastest of the first rounds this far off settles it too: a linear reader measured at most
 * 6 under load, and more rounds of a quadratic one only add minutes before it fails.
 */
const CLEAR_RATIO = 4 * RATIO_LIMIT;

const msOf = (work: () => void) => {
  const started = performance.now();
  work();
  return performance.now() - started;
};

/**
 * How many times longer `subject` takes than `reference`: the fastest of several rounds of each,
 * timed by turns, with more rounds while it is past the limit. Stops after one round when the
 * ratio is past any doubt, and after the first rounds when it is far past the limit.
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
    if (round >= ROUNDS - 1 && (ratio() < RATIO_LIMIT || ratio() > CLEAR_RATIO)) break;
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
 * Fails unless `run` reads text in linear time: 64 KB against 64 runs of 1 KB, after 1 KB against
 * 64 of 16 bytes so that a cubic step or a backtracking pattern fails in seconds. `make` builds a
 * text of about `length` characters, a little more for a wrapper around it.
 */
export function expectLinearTimeOfText<T>(
  make: (length: number) => T,
  run: (input: T) => unknown,
): void {
  const largest = make(TEXT_LENGTH);
  if (typeof largest === 'string') {
    // Latin-1 text takes a byte a character; any other character makes it two.
    const bytes = largest.length * (/[\u0100-\uffff]/.test(largest) ? 2 : 1);
    if (bytes > LARGEST_TEXT_BYTES)
      throw new Error(`A text of ${bytes} bytes is too close to V8's line for large objects.`);
  }
  expectLinearTime(make, run, { size: TEXT_LENGTH });
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
