// The player's long run: a paired web player drives thousands of item changes in Chromium on
// virtual time (CDP Emulation.setVirtualTimePolicy: timers run as fast as the page can take them,
// Date.now follows). The DOM and its listeners must stay flat after a warm-up, the player must
// never stall, and the heap must not grow.
//
// CI runs 4,000 changes: enough for a leak of DOM nodes or listeners (which grows with every
// change) and a gross heap leak to show, in about a minute. The heap's slope is a memory target,
// measured like the other targets as a benchmark: `bash bench/player-soak.sh` runs this file for
// 20,000 changes, where the retained heap may not grow by 1 % per 1,000 changes.
//
// The server stays up, so proof of play is delivered as on a healthy screen: offline, the outbox
// grows by design up to its 10,000 events, which would hide a leak behind it (outbox.test.ts
// holds that bound). An offline run of this test is what found the player holding its clock
// still after 10 minutes offline (offline-continuity.e2e.ts).
import type { Browser, CDPSession, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, recordConsole } from './support/browser.js';
import { pairAndPublishDemo, signInAsDemoAdmin } from './support/demo.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { WAIT_LIMIT_MS } from './support/waits.js';

/** SOAK_TRANSITIONS lengthens the run: the benchmark runs 20,000. */
const TRANSITIONS = Number(process.env.SOAK_TRANSITIONS ?? 4_000);
/** From here on the heap's slope is judged: a long run has enough samples for it. */
const SLOPE_FROM_TRANSITIONS = 10_000;
const WARM_UP = Math.min(2_000, TRANSITIONS / 4);
/**
 * A sample every 500 changes (37 after the warm-up of a 20,000 run, so one odd sample cannot
 * tilt the slope); a short run samples every 250.
 */
const SAMPLE_EVERY = TRANSITIONS >= SLOPE_FROM_TRANSITIONS ? 500 : 250;
/**
 * A short run's last heap against its first after the warm-up: a leak of a few kilobytes per
 * change (a kept frame, a closure per item) passes this within the run; normal churn does not.
 */
const SHORT_RUN_HEAP_GROWTH_LIMIT = 1.25;
/**
 * Virtual time per step: the demo's scenes last 6 s, so about 50 changes, and proof of play
 * (delivered over the real network between steps) keeps up.
 */
const STEP_MS = 300_000;

interface Sample {
  transitions: number;
  heapBytes: number;
  nodes: number;
  listeners: number;
  /** Proof-of-play events the player still keeps, not acknowledged by the server. */
  unsentPlays: number;
  /** Characters the player keeps in its local state (IndexedDB), all keys together. */
  storedChars: number;
}

let server: RunningServer | undefined;
let browser: Browser;
let player: Page;
const pageLog: string[] = [];

beforeAll(async () => {
  server = await startBuiltServer();
  browser = await launchChromium();
  player = await browser.newPage();
  // Nothing here looks at pixels: a small screen keeps each change cheap to draw.
  await player.setViewport({ width: 480, height: 270 });
  recordConsole(player, pageLog);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (pageLog.length > 0)
    console.log(`browser console (last 20):\n${pageLog.slice(-20).join('\n')}`);
});

const visibleLayer = '[data-testid="stage-layer"][data-visible="true"]';

/** Counts every change of the visible layer, in the page. */
async function countTransitions(page: Page): Promise<void> {
  await page.evaluate((selector) => {
    const w = window as unknown as { __transitions: number };
    w.__transitions = 0;
    let last = document.querySelector(selector)?.getAttribute('data-layer-key') ?? '';
    new MutationObserver(() => {
      const key = document.querySelector(selector)?.getAttribute('data-layer-key') ?? '';
      if (key && key !== last) {
        last = key;
        w.__transitions++;
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-visible'],
    });
  }, visibleLayer);
}

/**
 * Runs `budget` ms of virtual time. Virtual time stands still while a request is in flight, as a
 * healthy network is to a screen: a proof-of-play batch answers in milliseconds against items of
 * seconds. Letting it run on ('advance') let a busy machine's slow answers fall minutes of virtual
 * time behind, so plays piled up in the outbox towards its 10,000-event bound and the heap grew
 * with them: a slope of the outbox filling, not of the player leaking.
 */
async function runVirtualTime(cdp: CDPSession, budget: number): Promise<void> {
  const expired = new Promise((resolve) => cdp.once('Emulation.virtualTimeBudgetExpired', resolve));
  await cdp.send('Emulation.setVirtualTimePolicy', {
    policy: 'pauseIfNetworkFetchesPending',
    budget,
  });
  await expired;
}

/**
 * Waits for `work` in the page while virtual time creeps on in steps of 10 ms. Paused virtual
 * time holds back IndexedDB's answers too, not only timers, so storage work finishes only while
 * time runs; steps this small let it finish without a single item change to speak of.
 */
async function whileVirtualTimeCreeps<T>(cdp: CDPSession, work: Promise<T>): Promise<T> {
  let finished = false;
  const watched = work.finally(() => (finished = true));
  // Its failure is the caller's, once the loop ends; not an unhandled one meanwhile.
  watched.catch(() => undefined);
  while (!finished) await runVirtualTime(cdp, 10);
  return watched;
}

/**
 * The heap the page keeps, not what it happens to hold mid-work: once virtual time has paused,
 * the proof of play already sent is let to finish (on a busy machine its answers come late, and
 * an unanswered batch is still held) and so are the writes to local state, then two full
 * collections run (the second frees what the
 * first one's finalizers let go) before the heap is read.
 */
async function sample(cdp: CDPSession, page: Page, transitions: number): Promise<Sample> {
  await page.waitForNetworkIdle({ idleTime: 100, timeout: WAIT_LIMIT_MS });
  const kept = await whileVirtualTimeCreeps(cdp, page.evaluate(settledLocalState));
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
  return {
    transitions,
    heapBytes: metric('JSHeapUsedSize'),
    nodes: await page.evaluate(() => document.getElementsByTagName('*').length),
    listeners: metric('JSEventListeners'),
    ...kept,
  };
}

/**
 * Runs in the page: waits for the player's writes to its local state to finish, then reads what
 * it keeps. The player stores its outbox on every play without waiting, one write after another,
 * and virtual time does not wait for storage; on a busy machine the disk falls behind and each
 * queued write holds its page of events in the heap. IndexedDB runs overlapping transactions in
 * the order they were made, and the player makes its next write as soon as one ends, so two reads
 * in a row that find the same contents saw the queue empty. The names are the web host's.
 */
async function settledLocalState(): Promise<{ unsentPlays: number; storedChars: number }> {
  const done = <T>(request: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
  const read = async (db: IDBDatabase) => {
    const transaction = db.transaction('state', 'readwrite');
    const store = transaction.objectStore('state');
    const [keys, values] = await Promise.all([done(store.getAllKeys()), done(store.getAll())]);
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
    });
    // The web host keeps string keys and JSON text values.
    return new Map(keys.map((key, i) => [key as string, values[i] as string]));
  };
  const same = (a: Map<string, string>, b: Map<string, string>) =>
    a.size === b.size && [...a].every(([key, text]) => b.get(key) === text);
  const db = await done(indexedDB.open('marquee'));
  try {
    let before = await read(db);
    for (let after = await read(db); !same(before, after); after = await read(db)) before = after;
    const pages = [...before].filter(([key]) => /^marquee\.outbox\.\d+$/.test(key));
    return {
      unsentPlays: pages.reduce((sum, [, text]) => sum + (JSON.parse(text) as unknown[]).length, 0),
      storedChars: [...before.values()].reduce((sum, text) => sum + text.length, 0),
    };
  } finally {
    db.close();
  }
}

/**
 * Theil-Sen slope of y over x: the median of the slopes between every two points. A leak raises
 * the heap from sample to sample, so it moves most pairs and the median with them; a few samples
 * caught high by work a busy machine left unfinished move only their own pairs (a least-squares
 * line follows them: one such sample went over the limit under load).
 */
function slope(points: readonly { x: number; y: number }[]): number {
  const slopes: number[] = [];
  points.forEach((a, i) => {
    for (const b of points.slice(i + 1)) if (b.x !== a.x) slopes.push((b.y - a.y) / (b.x - a.x));
  });
  slopes.sort((a, b) => a - b);
  const middle = slopes.length / 2;
  return Number.isInteger(middle)
    ? (slopes[middle - 1]! + slopes[middle]!) / 2
    : slopes[Math.floor(middle)]!;
}

describe('player soak', () => {
  it(`plays ${TRANSITIONS.toLocaleString('en')} item changes without growing`, async () => {
    const token = await signInAsDemoAdmin(server!.url);
    await pairAndPublishDemo(player, server!.url, token, 'Soak screen');
    await player.waitForSelector(visibleLayer, { timeout: WAIT_LIMIT_MS });
    await player.bringToFront();
    await countTransitions(player);

    const cdp = await player.createCDPSession();
    await cdp.send('Performance.enable');
    const samples: Sample[] = [];
    let transitions = 0;
    let stalledSteps = 0;
    while (transitions < TRANSITIONS) {
      await runVirtualTime(cdp, STEP_MS);
      const now = await player.evaluate(
        () => (window as unknown as { __transitions: number }).__transitions,
      );
      stalledSteps = now === transitions ? stalledSteps + 1 : 0;
      // Ten minutes of virtual time with no change at all: the player stopped.
      expect(stalledSteps, `no item change after ${now} changes`).toBeLessThan(3);
      if (Math.floor(now / SAMPLE_EVERY) > Math.floor(transitions / SAMPLE_EVERY)) {
        samples.push(await sample(cdp, player, now));
        process.stderr.write(
          `soak: ${now} changes after ${Math.round(performance.now() / 1000)} s\n`,
        );
      }
      transitions = now;
    }

    const steady = samples.filter((s) => s.transitions >= WARM_UP);
    const heapPerThousand = slope(
      steady.map((s) => ({ x: s.transitions / 1_000, y: s.heapBytes })),
    );
    const meanHeap = steady.reduce((sum, s) => sum + s.heapBytes, 0) / steady.length;
    const summary = steady.map(
      (s) =>
        `${s.transitions}: heap ${(s.heapBytes / 1e6).toFixed(2)} MB, ${s.nodes} elements, ` +
        `${s.listeners} listeners, ${s.unsentPlays} plays unsent, ${s.storedChars} characters stored`,
    );
    console.log(`soak samples:\n${summary.join('\n')}`);
    console.log(
      `heap slope: ${((heapPerThousand / meanHeap) * 100).toFixed(3)} % of the mean per 1,000 changes`,
    );
    if (TRANSITIONS >= SLOPE_FROM_TRANSITIONS)
      expect(heapPerThousand / meanHeap, 'heap growth per 1,000 changes').toBeLessThan(0.01);
    else
      expect(
        steady.at(-1)!.heapBytes / steady[0]!.heapBytes,
        'heap at the end over the heap after the warm-up',
      ).toBeLessThan(SHORT_RUN_HEAP_GROWTH_LIMIT);
    const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
    expect(spread(steady.map((s) => s.nodes)), 'elements').toBeLessThanOrEqual(10);
    expect(spread(steady.map((s) => s.listeners)), 'listeners').toBeLessThanOrEqual(20);
  }, 900_000);
});
