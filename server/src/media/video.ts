import { hardenedInput, runTool, type MediaToolsConfig } from './tools.js';

/** One frame as JPEG, from a second into the video (or its middle when shorter). */
export async function videoFrame(
  config: MediaToolsConfig,
  input: { path: string; demuxer: string; duration: number },
  output: string,
  signal?: AbortSignal,
): Promise<void> {
  const at = Math.min(1, input.duration / 2).toFixed(3);
  await runTool(
    config,
    'ffmpeg',
    [
      '-nostdin',
      '-v',
      'error',
      '-ss',
      at,
      ...hardenedInput(input.path, input.demuxer),
      '-frames:v',
      '1',
      '-vf',
      'scale=640:-2',
      '-f',
      'image2',
      '-c:v',
      'mjpeg',
      '-y',
      output,
    ],
    { signal, timeoutMs: 120_000 },
  );
}

/**
 * H.264/AAC MP4 that every player plays, at most 1920x1080, with the index first so playback can
 * start before the download ends. Reports progress as a fraction of the duration.
 */
export async function transcodeToMp4(
  config: MediaToolsConfig,
  input: { path: string; demuxer: string; duration: number; hasAudio: boolean },
  output: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const audio = input.hasAudio ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', '128k'] : ['-an'];
  await runTool(
    config,
    'ffmpeg',
    [
      '-nostdin',
      '-v',
      'error',
      ...hardenedInput(input.path, input.demuxer),
      '-map',
      '0:v:0',
      ...audio,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '23',
      '-pix_fmt',
      'yuv420p',
      '-vf',
      'scale=w=min(1920\\,iw):h=min(1080\\,ih):force_original_aspect_ratio=decrease:force_divisible_by=2',
      '-threads',
      '2',
      '-movflags',
      '+faststart',
      '-progress',
      'pipe:1',
      '-nostats',
      '-f',
      'mp4',
      '-y',
      output,
    ],
    {
      signal,
      onLine: (line) => {
        const match = /^out_time_us=(\d+)$/.exec(line);
        if (match) onProgress(Math.min(1, Number(match[1]) / 1e6 / input.duration));
      },
    },
  );
}
