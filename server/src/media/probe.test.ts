import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeVideo } from '../../../fixtures/media/samples.js';
import { expectLinearTime } from '../test/growth.js';
import { probeVideo } from './probe.js';
import { DEFAULT_TOOLS_CONFIG, lineReader, MAX_LINE_LENGTH } from './tools.js';

// What the media tools print is read back by the server: a file's own metadata must not change
// whether it is read, and output that never ends a line must not cost quadratic time.

describe('probing an uploaded video', () => {
  it('reads a video whose tags are larger than the captured output', () => {
    const dir = mkdtempSync(join(tmpdir(), 'marquee-probe-'));
    const tag = (name: string) => ['-metadata', `${name}=${name[0]!.repeat(120_000)}`];
    const video = makeVideo(dir, {
      seconds: 1,
      fileName: 'tagged.mkv',
      codecArgs: [
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-c:a',
        'aac',
        ...tag('title'),
        ...tag('comment'),
        ...tag('description'),
      ],
    });
    return expect(probeVideo(DEFAULT_TOOLS_CONFIG, video, 'matroska')).resolves.toMatchObject({
      width: 320,
      height: 240,
      hasAudio: true,
    });
  });
});

describe('reading the tools’ output line by line', () => {
  it('gives each complete line, trimmed, however the chunks cut them', () => {
    const lines: string[] = [];
    const read = lineReader((line) => lines.push(line));
    for (const chunk of ['out_ti', 'me_us=1\nprogress=con', 'tinue\r\n', 'tail']) read(chunk);
    expect(lines).toEqual(['out_time_us=1', 'progress=continue']);
  });

  it('reads output without a line end in linear time, keeping only the line’s start', () => {
    const chunk = 'x'.repeat(64 * 1024);
    /** `chunks` chunks of 64 KB and then a line end: the lines read. */
    const readAll = (chunks: number) => {
      const lines: string[] = [];
      const read = lineReader((line) => lines.push(line));
      for (let i = 0; i < chunks; i++) read(chunk);
      read('\n');
      return lines;
    };
    // 16 MB against 64 times 256 KB: searching the whole line so far at each chunk is quadratic.
    expectLinearTime((chunks) => chunks, readAll, { size: 256 });
    expect(readAll(1024).map((line) => line.length)).toEqual([MAX_LINE_LENGTH]);
  });
});
