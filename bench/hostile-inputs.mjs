// The worst inputs found so far against the built server (SQLite, one process): a PDF whose one
// page is a long content stream, a 421-byte PDF with a tall MediaBox, a folder-ancestors query
// nested 7 levels over a 20-folder chain, 5,000 aliased devicePage(limit: 200), an RSS feed whose
// item is "<img" x 400,000 (served by a local upstream the server may reach through
// OUTBOUND_ALLOW_INTERNAL), 200,000 schedule time slots, a 10 MB name and 100,000 ids. For each:
// /health latency sampled every 50 ms while it runs (median and worst), the server's peak
// resident memory (VmHWM growth over the resident size before it, from /proc; the cases run
// from the lightest up, since VmHWM only grows), and the time until the clear answer.
//
//   npm run build -w @marquee/server && node bench/hostile-inputs.mjs
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { startBuiltServer } from './support/built-server.mjs';
import { healthSampler } from './support/health-sampler.mjs';

// 1.6 MB of feed, 1.7 KB gzipped: each "<img" used to scan to the one ">" at the end.
const IMG_FEED =
  '<?xml version="1.0"?><rss version="2.0"><channel><title>Feed</title><item><title>A</title>' +
  `<description><![CDATA[${'<img'.repeat(400_000)}>]]></description></item></channel></rss>`;
const upstream = createServer((_req, res) =>
  res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(IMG_FEED),
);
await new Promise((ok) => upstream.listen(0, '127.0.0.1', ok));
const upstreamUrl = `http://127.0.0.1:${upstream.address().port}`;

const { server, url, dataDir } = await startBuiltServer('hostile', {
  OUTBOUND_ALLOW_INTERNAL: new URL(upstreamUrl).host,
});
const memoryKb = (field) =>
  Number(
    new RegExp(`${field}:\\s+(\\d+) kB`).exec(
      readFileSync(`/proc/${server.pid}/status`, 'utf8'),
    )[1],
  );

/** The body as sent: made before a measurement, so the bench's own JSON work is not timed. */
const bodyOf = (query, variables) => JSON.stringify({ query, variables });
async function postBody(body, token) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
  });
  return { status: res.status, body: await res.json() };
}
const post = (query, variables, token) => postBody(bodyOf(query, variables), token);
async function gql(query, variables, token) {
  const { body } = await post(query, variables, token);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** A one-page PDF with the given MediaBox and content stream, with a correct xref table. */
function pdfBytes(mediaBox, content) {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [${mediaBox}] /Contents 4 0 R >>`,
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out);
}

/** Runs `work` with /health and memory watched; returns the row for the table. */
async function measure(name, work) {
  const hwmBefore = memoryKb('VmHWM');
  const rssBefore = memoryKb('VmRSS');
  const stop = healthSampler(url, 50);
  const started = performance.now();
  const outcome = await work();
  const elapsed = performance.now() - started;
  const health = await stop();
  const peakGrowthMb = (Math.max(memoryKb('VmHWM'), hwmBefore) - rssBefore) / 1024;
  return {
    name,
    outcome,
    elapsedMs: elapsed,
    health,
    peakGrowthMb,
    hwmChanged: memoryKb('VmHWM') > hwmBefore,
  };
}

async function uploadAndWait(token, name, bytes) {
  const { createFiles } = await gql(
    'mutation($f: [CreateFileInput!]!) { createFiles(files: $f) { _id uploadUrl } }',
    { f: [{ originalName: name, mimetype: 'application/pdf', fileSizeInBytes: bytes.length }] },
    token,
  );
  const put = await fetch(createFiles[0].uploadUrl, {
    method: 'PUT',
    headers: { 'content-type': 'application/pdf' },
    body: bytes,
  });
  if (!put.ok) throw new Error(`upload: ${put.status} ${await put.text()}`);
  await gql(
    'mutation($id: ID!) { confirmUpload(fileId: $id) { _id } }',
    { id: createFiles[0]._id },
    token,
  );
  for (;;) {
    const { file } = await gql(
      'query($id: ID!) { file(id: $id) { status errorMessage pageUrls } }',
      { id: createFiles[0]._id },
      token,
    );
    if (process.env.DEBUG) console.error(name, file.status, file.errorMessage);
    if (file.status === 'READY' || file.status === 'ERROR')
      return `${file.status}${file.errorMessage ? `: ${file.errorMessage}` : ''}${file.pageUrls ? '' : ' (no page images)'}`;
    await new Promise((r) => setTimeout(r, 100));
  }
}

try {
  const { signIn } = await gql(
    'mutation { signIn(email: "admin@marquee.local", password: "marquee-demo") { token } }',
  );
  const token = signIn.token;
  await new Promise((r) => setTimeout(r, 1000));
  const rows = [];
  rows.push(
    await measure('idle (baseline, 2 s)', () => new Promise((r) => setTimeout(() => r('-'), 2000))),
  );

  const tall = pdfBytes('0 0 10 1000000', '');
  rows.push(
    await measure(`PDF, ${tall.length} bytes, MediaBox 10 x 1,000,000`, () =>
      uploadAndWait(token, 'tall.pdf', tall),
    ),
  );

  let parent = null;
  for (let i = 0; i < 20; i++) {
    const { createFolder } = await gql(
      'mutation($n: String!, $p: ID) { createFolder(name: $n, parentFolderId: $p) { _id } }',
      { n: `level ${i}`, p: parent },
      token,
    );
    parent = createFolder._id;
  }
  let nested = '_id name';
  for (let i = 0; i < 7; i++) nested = `_id ancestors { ${nested} }`;
  rows.push(
    await measure('folder ancestors nested 7 deep, 20-folder chain', async () => {
      const { status, body } = await post(
        `query($id: ID!) { folder(id: $id) { ${nested} } }`,
        { id: parent },
        token,
      );
      return `${status} ${body.errors?.[0]?.extensions?.code ?? 'data'}: ${body.errors?.[0]?.message ?? ''}`;
    }),
  );
  const aliases = Array.from(
    { length: 5000 },
    (_, i) => `a${i}: devicePage(limit: 200) { totalCount }`,
  );
  rows.push(
    await measure('5,000 aliased devicePage(limit: 200)', async () => {
      const { status, body } = await post(`{ ${aliases.join(' ')} }`, {}, token);
      return `${status} ${body.errors?.[0]?.extensions?.code ?? 'data'}: ${body.errors?.[0]?.message ?? ''}`;
    }),
  );

  const answerOf = ({ status, body }) =>
    `${status} ${body.errors?.[0]?.extensions?.code ?? 'data'}: ${body.errors?.[0]?.message ?? ''}`;
  rows.push(
    await measure('RSS feed, one item of "<img" x 400,000', async () => {
      const { status, body } = await post(
        'query($u: String!) { rssFeed(url: $u) { feed { title } } }',
        { u: `${upstreamUrl}/feed.xml` },
        token,
      );
      return body.data
        ? `${status} data: ${body.data.rssFeed.feed.length} entry`
        : answerOf({ status, body });
    }),
  );
  const slots = Array.from({ length: 200_000 }, () => ({
    playlistId: 'x',
    timeFrom: '08:00',
    timeTo: '09:00',
    days: [1],
  }));
  const slotsBody = bodyOf('mutation($i: ScheduleInput!) { createSchedule(input: $i) { _id } }', {
    i: { name: 'Big', playlistTimings: slots },
  });
  rows.push(
    await measure('createSchedule with 200,000 time slots', async () =>
      answerOf(await postBody(slotsBody, token)),
    ),
  );
  const nameBody = bodyOf('mutation($i: PlaylistInput!) { createPlaylist(input: $i) { _id } }', {
    i: { name: 'n'.repeat(10_000_000) },
  });
  rows.push(
    await measure('createPlaylist with a 10 MB name', async () =>
      answerOf(await postBody(nameBody, token)),
    ),
  );
  const { playlists } = await gql('{ playlists { _id } }', {}, token);
  const ids = Array.from({ length: 100_000 }, (_, i) => `id-${i}`);
  const idsBody = bodyOf(
    'mutation($p: ID!, $f: [ID!]!) { addFilesToPlaylist(playlistId: $p, fileIds: $f) { _id } }',
    { p: playlists[0]._id, f: ids },
  );
  rows.push(
    await measure('addFilesToPlaylist with 100,000 ids', async () =>
      answerOf(await postBody(idsBody, token)),
    ),
  );
  // Under the 8 MB body limit, a list far past its own limit (28 periods a week): what reading
  // and parsing the body costs before the list's limit refuses it.
  const periods = Array.from({ length: 170_000 }, () => ({
    day: 'MONDAY',
    start: '08:00',
    end: '09:00',
  }));
  const periodsBody = bodyOf(
    'mutation($d: ID!, $i: DeviceSettingsInput!) { updateDeviceSettings(deviceId: $d, input: $i) { _id } }',
    { d: 'any', i: { displaySchedule: periods } },
  );
  rows.push(
    await measure(
      `updateDeviceSettings with 170,000 display periods (${(periodsBody.length / 1e6).toFixed(1)} MB)`,
      async () => answerOf(await postBody(periodsBody, token)),
    ),
  );

  // Last: its peak is the highest, and VmHWM only ever grows.
  const strokes = Array.from({ length: 150_000 }, (_, i) => `${i % 600} 0 m 600 ${i % 700} l S`);
  const slow = pdfBytes('0 0 612 792', strokes.join('\n'));
  rows.push(
    await measure(`PDF, one page of ${(slow.length / 1e6).toFixed(1)} MB strokes`, () =>
      uploadAndWait(token, 'slow.pdf', slow),
    ),
  );
  console.log(
    '| input | answer | time to answer | /health median / worst (n) | peak memory growth |',
  );
  console.log('| --- | --- | --- | --- | --- |');
  for (const r of rows)
    console.log(
      `| ${r.name} | ${String(r.outcome).slice(0, 140)} | ${(r.elapsedMs / 1000).toFixed(2)} s | ${r.health.median.toFixed(1)} / ${r.health.worst.toFixed(1)} ms (${r.health.n}) | ${r.hwmChanged ? `${r.peakGrowthMb.toFixed(0)} MB` : 'none (below the earlier peak)'} |`,
    );
} finally {
  server.kill();
  upstream.close();
  rmSync(dataDir, { recursive: true, force: true });
}
