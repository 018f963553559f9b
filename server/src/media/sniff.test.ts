import { describe, expect, it } from 'vitest';
import { expectTimeIndependentOfSize } from '../test/growth.js';
import { sniffFormat, SNIFF_BYTES } from './sniff.js';

// Uploads are checked from their first bytes: SNIFF_BYTES, or a whole first chunk of the upload
// (64 KB and more), which is what a hostile file's prolog can fill.

const svg = (prolog: string) => Buffer.from(`${prolog}<svg xmlns="http://www.w3.org/2000/svg"/>`);
const CHUNK = 1024 * 1024;
const filled = (unit: string, size = CHUNK) =>
  Buffer.from(unit.repeat(Math.floor(size / unit.length)));

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
    ['a doctype padded with spaces (8 s at 64 KB before)', '<!DOCTYPE', ' '],
    ['a subset of "]"', '<!DOCTYPE [', '] '],
    ['comments', '', '<!---->'],
    ['unclosed declarations', '', '<?xml '],
    ['spaces', '', ' '],
  ])('reads no more of a first chunk of %s than its first bytes', (_, head, unit) => {
    const bytes = (size: number) => Buffer.concat([Buffer.from(head), filled(unit, size)]);
    // A chunk of 1 MB costs what one of 16 KB does: the scan stops at the first bytes.
    expectTimeIndependentOfSize(bytes, sniffFormat, { size: CHUNK });
    expect(sniffFormat(bytes(CHUNK))).toBeUndefined();
  });
});
