import { describe, expect, it } from 'vitest';
import { fixturePng } from '../../../../fixtures/feeds/server.js';
import { sniffRaster } from './sniff.js';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );

const ftyp = (major: string, ...compatible: string[]) => {
  const body = bytes('ftyp', major, [0, 0, 0, 0], ...compatible);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(body.length + 4);
  return Buffer.concat([size, body, Buffer.alloc(16)]);
};

const bmp = () => {
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(40, 14);
  return header;
};

describe('which bytes are a raster picture', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg'],
    ['PNG', fixturePng([1, 2, 3]), 'image/png'],
    ['GIF 89a', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    ['GIF 87a', bytes('GIF87a', [1, 0, 1, 0]), 'image/gif'],
    ['WebP', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['AVIF', ftyp('avif', 'mif1', 'miaf'), 'image/avif'],
    ['AVIF named among compatible brands', ftyp('mif1', 'avif'), 'image/avif'],
    ['BMP', bmp(), 'image/bmp'],
  ])('%s is served as what it is', (_, data, type) => {
    expect(sniffRaster(data)).toBe(type);
  });

  it.each([
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['SVG after an XML declaration', bytes('<?xml version="1.0"?><svg/>')],
    ['HTML', bytes('<!doctype html><script>alert(1)</script>')],
    ['a WAV file', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
    ['an MP4 video', ftyp('isom', 'iso2', 'mp41')],
    ['a "BM" text', bytes('BM is not a bitmap, just text of some length')],
    ['nothing', Buffer.alloc(0)],
    ['a lone JPEG start', bytes([0xff, 0xd8])],
  ])('%s is not', (_, data) => {
    expect(sniffRaster(data)).toBeNull();
  });
});
