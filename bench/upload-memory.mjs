// Uploads a 2 GB file through the disk store's PUT endpoint of the built server and samples the
// server process's resident memory (VmRSS from /proc) while the bytes stream in. The body is
// generated on the fly (an MP4 "ftyp" box, then zeros), so neither side holds the file.
//
//   flock /tmp/marquee-build.lock npm run build -w @marquee/server && node bench/upload-memory.mjs
import { readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { startBuiltServer } from './support/built-server.mjs';

const SIZE = Number(process.env.UPLOAD_BYTES ?? 2 * 1024 ** 3);
const CHUNK = 1024 * 1024;
const { server, url, dataDir } = await startBuiltServer('upload');
const rssMb = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
};

async function gql(query, variables, token) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

try {
  const { signIn } = await gql(
    'mutation { signIn(email: "admin@marquee.local", password: "marquee-demo") { token } }',
  );
  const { createFiles } = await gql(
    'mutation($f: [CreateFileInput!]!) { createFiles(files: $f) { _id uploadUrl } }',
    { f: [{ originalName: 'big.mp4', mimetype: 'video/mp4', fileSizeInBytes: SIZE }] },
    signIn.token,
  );
  const target = new URL(createFiles[0].uploadUrl);
  // Settle after start-up, then take the baseline.
  await new Promise((r) => setTimeout(r, 1000));
  const baseline = rssMb();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 50);

  const head = Buffer.alloc(CHUNK);
  head.writeUInt32BE(24, 0);
  head.write('ftypisom', 4, 'latin1');
  const zeros = Buffer.alloc(CHUNK);
  const started = Date.now();
  const status = await new Promise((ok, fail) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: 'PUT',
        headers: { 'content-type': 'video/mp4', 'content-length': SIZE },
      },
      (res) => {
        res.resume();
        res.on('end', () => ok(res.statusCode));
      },
    );
    req.on('error', fail);
    let sent = 0;
    const pump = () => {
      while (sent < SIZE) {
        const n = Math.min(CHUNK, SIZE - sent);
        const chunk = (sent === 0 ? head : zeros).subarray(0, n);
        sent += n;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
  clearInterval(sampler);
  const seconds = (Date.now() - started) / 1000;
  const growth = peak - baseline;
  console.log(
    JSON.stringify({
      status,
      bytes: SIZE,
      seconds: Number(seconds.toFixed(1)),
      mbPerSecond: Number((SIZE / 1e6 / seconds).toFixed(0)),
      baselineRssMb: Number(baseline.toFixed(1)),
      peakRssMb: Number(peak.toFixed(1)),
      growthMb: Number(growth.toFixed(1)),
    }),
  );
  if (status !== 200 || growth >= 100) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
