// Faults of the media library against the built server process: killed (SIGKILL) in the middle
// of an upload and in the middle of processing, then started again on the same data. The upload
// can be retried and processing finishes; nothing stays "processing" forever.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { makeVideo } from '../fixtures/media/samples.js';
import { graphql } from './support/demo.js';
import { WAIT_LIMIT_MS } from './support/waits.js';

const repoRoot = resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'marquee-faults-'));
let child: ChildProcess | undefined;

async function start(): Promise<string> {
  child = spawn(process.execPath, [join(repoRoot, 'server/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_PASSWORD: 'marquee-demo',
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return new Promise((resolveUrl, reject) => {
    createInterface({ input: child!.stdout! }).on('line', (line) => {
      const match = /^MARQUEE_LISTENING (\S+)/.exec(line);
      if (match?.[1]) resolveUrl(match[1]);
    });
    child!.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

async function kill(): Promise<void> {
  const exited = new Promise((r) => child!.once('exit', r));
  child!.kill('SIGKILL');
  await exited;
}

afterAll(async () => {
  if (child?.exitCode === null) await kill();
  rmSync(dataDir, { recursive: true, force: true });
});

const gql = <T>(url: string, token: string, query: string, variables = {}) =>
  graphql<T>(url, query, variables, `Bearer ${token}`);

async function signIn(url: string): Promise<string> {
  const data = await gql<{ signIn: { token: string } }>(
    url,
    '',
    'mutation { signIn(email: "admin@marquee.local", password: "marquee-demo") { token } }',
  );
  return data.signIn.token;
}

const fileQuery =
  'query($id: ID!) { file(id: $id) { status fileProcessingProgressPercents duration errorMessage } }';
type FileState = {
  file: { status: string; fileProcessingProgressPercents: number; duration: number };
};

describe('media faults', () => {
  // Its own hang limit: three server starts, a 40 s video made and then transcoded twice over,
  // and two waits of up to WAIT_LIMIT_MS each run in turn; on busy cores their sum is past the
  // suite's 120 s, while each wait alone still fails with its own message.
  it(
    'survives a kill during upload and a kill during processing',
    async () => {
      const samples = mkdtempSync(join(tmpdir(), 'marquee-faults-media-'));
      const video = readFileSync(
        makeVideo(samples, {
          seconds: 40,
          width: 1280,
          height: 720,
          codecArgs: ['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac'],
        }),
      );
      let url = await start();
      let token = await signIn(url);
      const created = await gql<{ createFiles: { _id: string; uploadUrl: string }[] }>(
        url,
        token,
        'mutation($f: [CreateFileInput!]!) { createFiles(files: $f) { _id uploadUrl } }',
        { f: [{ originalName: 'long.mp4', mimetype: 'video/mp4', fileSizeInBytes: video.length }] },
      );
      const { _id: id, uploadUrl } = created.createFiles[0]!;
      const uploadPath = new URL(uploadUrl).pathname + new URL(uploadUrl).search;

      // Half the bytes, then the server dies mid-request.
      const half = video.subarray(0, Math.floor(video.length / 2));
      let sent!: () => void;
      const halfSent = new Promise<void>((r) => (sent = r));
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array(half));
          sent();
        },
      });
      const interrupted = fetch(`${url}${uploadPath}`, {
        method: 'PUT',
        body,
        headers: { 'content-type': 'video/mp4', 'content-length': String(video.length) },
        duplex: 'half',
      } as RequestInit).catch((e: unknown) => e);
      await halfSent;
      await kill();
      expect(await interrupted).toBeInstanceOf(Error);

      url = await start();
      token = await signIn(url);
      expect((await gql<FileState>(url, token, fileQuery, { id })).file.status).toBe('UPLOADING');
      const retried = await fetch(`${url}${uploadPath}`, {
        method: 'PUT',
        body: new Uint8Array(video),
        headers: { 'content-type': 'video/mp4' },
      });
      expect(retried.status).toBe(200);
      await gql(url, token, 'mutation($id: ID!) { confirmUpload(fileId: $id) { _id } }', { id });

      // Processing under way: kill it.
      await vi.waitFor(
        async () => {
          const state = await gql<FileState>(url, token, fileQuery, { id });
          expect(state.file.fileProcessingProgressPercents).toBeGreaterThanOrEqual(10);
        },
        { timeout: WAIT_LIMIT_MS, interval: 50 },
      );
      await kill();

      url = await start();
      token = await signIn(url);
      await vi.waitFor(
        async () => {
          const state = await gql<FileState>(url, token, fileQuery, { id });
          expect(state.file.status).toBe('READY');
        },
        { timeout: WAIT_LIMIT_MS, interval: 250 },
      );
      const done = await gql<FileState>(url, token, fileQuery, { id });
      expect(done.file.duration).toBeGreaterThan(39);
      // The half-written upload of the killed process is gone too.
      const leftovers = readdirSync(join(dataDir, 'blobs'), { recursive: true }).filter((p) =>
        String(p).endsWith('.tmp'),
      );
      expect(leftovers).toEqual([]);
      rmSync(samples, { recursive: true, force: true });
    },
    4 * WAIT_LIMIT_MS,
  );
});
