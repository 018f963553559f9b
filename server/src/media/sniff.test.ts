import { describe, expect, it } from 'vitest';
import { HANG_MS, runMs } from '../test/hang.js';
import { sniffFormat, SNIFF_BYTES } from './sniff.js';

// Uploads are checked from their first bytes: SNIFF_BYTES, or a whole first chunk of the upload
// (64 KB and more), which is what a hostile file's prolog can fill.

const svg = (prolog: string) => Buffer.from(`${prolog}<svg xmlns="http://www.w3.org/2000/svg"/>`);
const CHUNK = 1024 * 1024;
const filled = (unit: string, tail = '') =>
  Buffer.from(unit.repeat(Math.floor(CHUNK / unit.length)) + tail);

describe('recognising an SVG upload', () => {
  it.each([
    ['a bare root', ''],
    ['a byte order mark and spaces', '\ufeff \n'],
    ['an XML declaration', '<?xml version="1.0" encoding="UTF-8"?>\n'],
    ['comments', '<!-- a --><!-- b -->'],
    ['a doctype', '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">'],
    ['a doctype with a subset', '<!doctype svg [ <!ENTITY a "]"> ] >'],
    ['all of them', '<?xml version="1.0"?><!-- c --> <!DOCTYPE svg [<!ENTITY b "c">]>'],
  ])('reads one after %s', (_, prolog) => {
    expect(sniffFormat(svg(prolog))).toBe('svg');
  });

  it.each([
    ['an unclosed comment', '<!-- <svg>'],
    ['an unclosed doctype subset', '<!DOCTYPE svg [ <svg>'],
    ['HTML', '<html><svg></svg></html>'],
    ['a root past the first bytes', `<!--${' '.repeat(SNIFF_BYTES)}--><svg>`],
  ])('reads none in %s', (_, text) => {
    expect(sniffFormat(Buffer.from(text))).toBeUndefined();
  });

  it.each([
    [
      'a doctype padded with spaces (8 s at 64 KB before)',
      Buffer.concat([Buffer.from('<!DOCTYPE'), filled(' ')]),
    ],
    ['a subset of "]"', Buffer.concat([Buffer.from('<!DOCTYPE ['), filled('] ')])],
    ['comments', filled('<!---->')],
    ['unclosed declarations', filled('<?xml ')],
    ['spaces', filled(' ')],
  ])('is quick on a first chunk of %s', (_, bytes) => {
    expect(runMs(() => sniffFormat(bytes))).toBeLessThan(HANG_MS);
  });
});
