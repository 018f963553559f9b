// What any other request waits while a bench loads the server: /health round trips, one after
// another (with `pauseMs` between them), until stopped.

/** Starts sampling; the returned function stops and gives the median and worst round trip (ms). */
export function healthSampler(url, pauseMs = 0) {
  const samples = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${url}/health`).then((r) => r.arrayBuffer());
      samples.push(performance.now() - started);
      if (pauseMs > 0) await new Promise((r) => setTimeout(r, pauseMs));
    }
  })();
  return async () => {
    running = false;
    await loop;
    const sorted = [...samples].sort((a, b) => a - b);
    return {
      median: sorted[Math.floor(sorted.length / 2)],
      worst: sorted.at(-1),
      n: sorted.length,
    };
  };
}
