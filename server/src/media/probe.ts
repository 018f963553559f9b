import { hardenedInput, runTool, type MediaToolsConfig, type RunOptions } from './tools.js';

export interface VideoProbe {
  width: number;
  height: number;
  /** Seconds. */
  duration: number;
  hasAudio: boolean;
}

interface FfprobeOutput {
  streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[];
  format?: { duration?: string };
}

/** Dimensions and duration of a video, read with ffprobe through the hardened input. */
export async function probeVideo(
  config: MediaToolsConfig,
  path: string,
  demuxer: string,
  options: RunOptions = {},
): Promise<VideoProbe> {
  const out = await runTool(
    config,
    'ffprobe',
    [
      '-v',
      'error',
      '-print_format',
      'json',
      // Only the fields read below: a file's own tags (title, comment…) can be megabytes, and
      // printed in full they would pass the captured output's limit and cut the JSON short.
      '-show_entries',
      'format=duration:stream=codec_type,width,height,duration',
      ...hardenedInput(path, demuxer),
    ],
    { timeoutMs: 60_000, ...options },
  );
  const parsed = JSON.parse(out) as FfprobeOutput;
  const video = parsed.streams?.find((s) => s.codec_type === 'video');
  const duration = Number(parsed.format?.duration ?? video?.duration ?? NaN);
  if (!video?.width || !video.height) throw new MediaError('The file has no video picture');
  if (!Number.isFinite(duration) || duration <= 0) {
    throw new MediaError('The video has no duration; it may be truncated');
  }
  return {
    width: video.width,
    height: video.height,
    duration,
    hasAudio: parsed.streams?.some((s) => s.codec_type === 'audio') ?? false,
  };
}

/** A problem with the file itself: retrying will not help, the user must see the message. */
export class MediaError extends Error {
  override name = 'MediaError';
}
