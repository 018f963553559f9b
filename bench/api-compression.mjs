// What compressing the API's answers costs the rest of the server under a burst: 200
// parallel large answers (the schema's introspection, about 58 kB of JSON each) against the built
// server on SQLite, asked as identity (no compression) and as br, rounds alternating. For each
// round: the time until all 200 are answered, the bytes sent, how many went compressed, and the
// /health round trips sampled back to back while it runs (median and worst), which is what any
// other request waits.
//
//   npm run build -w @marquee/server && node bench/api-compression.mjs [rounds]
import { rmSync } from 'node:fs';
import { request } from 'node:http';
import { startBuiltServer } from './support/built-server.mjs';
import { healthSampler } from './support/health-sampler.mjs';

const ROUNDS = Number(process.argv[2] ?? 3);
const PARALLEL = 200;
const { server, url, dataDir } = await startBuiltServer('api-compression');
const { hostname, port } = new URL(url);

/** One POST over its own connection (node:http, so the bytes on the wire can be counted). */
function post(body, headers) {
  return new Promise((ok, fail) => {
    const req = request(
      { hostname, port, path: '/graphql', method: 'POST', agent: false, headers },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () =>
          ok({ status: res.statusCode, bytes, encoding: res.headers['content-encoding'] }),
        );
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

const signIn = await fetch(`${url}/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    query: 'mutation { signIn(email: "admin@marquee.local", password: "marquee-demo") { token } }',
  }),
}).then((r) => r.json());
const token = signIn.data.signIn.token;
const QUERY = JSON.stringify({
  query: '{ __schema { types { name description fields { name description args { name } } } } }',
});

async function round(encoding) {
  const stop = healthSampler(url);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: PARALLEL }, () =>
      post(QUERY, {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'accept-encoding': encoding,
      }),
    ),
  );
  const ms = performance.now() - started;
  const health = await stop();
  if (answers.some((a) => a.status !== 200)) throw new Error('an answer was not 200');
  return {
    encoding,
    ms,
    kb: answers.reduce((sum, a) => sum + a.bytes, 0) / 1024,
    compressed: answers.filter((a) => a.encoding).length,
    healthMedian: health.median,
    healthMax: health.worst,
  };
}

const rows = [];
await round('identity'); // warm-up: the first introspection builds caches
for (let i = 0; i < ROUNDS; i++) {
  rows.push(await round('identity'));
  rows.push(await round('br'));
}
server.kill();
rmSync(dataDir, { recursive: true, force: true });

console.log(
  `node ${process.version}, ${new Date().toISOString()}, ${PARALLEL} parallel, ${ROUNDS} rounds each`,
);
console.log(
  '| asked | all answered (ms) | sent (KB) | compressed | /health median (ms) | /health worst (ms) |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows)
  console.log(
    `| ${r.encoding} | ${r.ms.toFixed(0)} | ${r.kb.toFixed(0)} | ${r.compressed} | ${r.healthMedian.toFixed(0)} | ${r.healthMax.toFixed(0)} |`,
  );
