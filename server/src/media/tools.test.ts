import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeVideo, writeSample } from '../../../fixtures/media/samples.js';
import { probeVideo } from './probe.js';
import { sniffFormat } from './sniff.js';
import { DEFAULT_TOOLS_CONFIG } from './tools.js';

// A hostile "video": an HLS playlist that points at a local file and at a URL. Even handed to
// ffprobe directly (past the upload check), it must neither open the local video nor the network.
describe('hardened ffmpeg/ffprobe', () => {
  const dir = mkdtempSync(join(tmpdir(), 'marquee-hostile-'));
  const requests: string[] = [];
  const http = createServer((req, res) => {
    requests.push(req.url ?? '');
    res.end('#EXTM3U\n');
  });
  afterAll(() => new Promise<void>((r) => http.close(() => r())));

  it('refuses an HLS playlist disguised as a video: no local file read, no request made', async () => {
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    const port = (http.address() as AddressInfo).port;
    const secretVideo = makeVideo(dir, { seconds: 2, fileName: 'secret.mp4' });
    const playlist = writeSample(
      dir,
      'evil.mp4',
      `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\n${secretVideo}\n#EXTINF:2,\nhttp://127.0.0.1:${port}/leak\n#EXT-X-ENDLIST\n`,
    );
    expect(sniffFormat(Buffer.from(`#EXTM3U\n`))).toBeUndefined();
    for (const demuxer of ['mov', 'matroska', 'mpegts']) {
      await expect(probeVideo(DEFAULT_TOOLS_CONFIG, playlist, demuxer)).rejects.toThrow();
    }
    // Asking for the hls demuxer by name is refused too: only file: and one demuxer are allowed.
    await expect(probeVideo(DEFAULT_TOOLS_CONFIG, playlist, 'hls')).rejects.toThrow();
    expect(requests).toEqual([]);
  });

  it('stops a tool that runs past its time limit', async () => {
    const video = makeVideo(dir, { seconds: 2, fileName: 'ok.mp4' });
    await expect(
      probeVideo({ ...DEFAULT_TOOLS_CONFIG, timeoutMs: 1 }, video, 'mov', { timeoutMs: 1 }),
    ).rejects.toThrow(/too long|stopped/);
    const probe = await probeVideo(DEFAULT_TOOLS_CONFIG, video, 'mov');
    expect(probe.duration).toBeGreaterThan(1.9);
  });
});
