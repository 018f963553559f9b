import type { ContentFormat } from './accepted-types.js';

/** Bytes needed to recognise every accepted format (SVG may start with a long prolog). */
export const SNIFF_BYTES = 4096;

const ascii = (bytes: Buffer, offset: number, text: string) =>
  bytes.length >= offset + text.length &&
  bytes.subarray(offset, offset + text.length).toString('latin1') === text;

const startsWith = (bytes: Buffer, magic: readonly number[], offset = 0) =>
  bytes.length >= offset + magic.length && magic.every((b, i) => bytes[offset + i] === b);

// Top-level ISO base media boxes a QuickTime or MP4 file may open with.
const ISO_BOXES = ['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot'];

const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);

function skipSpace(text: string, at: number): number {
  while (isSpace(text[at])) at++;
  return at;
}

const startsWithWord = (text: string, word: string, at: number) =>
  text.slice(at, at + word.length).toLowerCase() === word;

/** The index after the "]" that closes a doctype's internal subset and its ">", or -1. */
function subsetEnd(text: string, open: number): number {
  for (let close = text.indexOf(']', open + 1); close !== -1;) {
    const after = skipSpace(text, close + 1);
    if (text[after] === '>') return after + 1;
    close = text.indexOf(']', after);
  }
  return -1;
}

/**
 * The index after the XML declaration, comment or doctype starting at `at`, or -1 when none
 * does. Each is found with indexOf from its start: patterns such as /<!DOCTYPE[^>[]*\s*>/, whose
 * two runs overlap, backtracked for seconds on a doctype padded with spaces.
 */
function prologEnd(text: string, at: number): number {
  if (startsWithWord(text, '<?xml', at)) {
    const end = text.indexOf('?>', at + 5);
    return end === -1 ? -1 : end + 2;
  }
  if (text.startsWith('<!--', at)) {
    const end = text.indexOf('-->', at + 4);
    return end === -1 ? -1 : end + 3;
  }
  if (!startsWithWord(text, '<!doctype', at)) return -1;
  for (let i = at + 9; i < text.length; i++) {
    if (text[i] === '>') return i + 1;
    if (text[i] === '[') return subsetEnd(text, i);
  }
  return -1;
}

/** An SVG document: its root element after any XML declaration, comments and doctype. */
function looksLikeSvg(bytes: Buffer): boolean {
  const text = bytes.subarray(0, SNIFF_BYTES).toString('utf8');
  // \s includes the byte order mark U+FEFF.
  let at = skipSpace(text, 0);
  for (let end = prologEnd(text, at); end !== -1; end = prologEnd(text, at))
    at = skipSpace(text, end);
  return /^<svg[\s>]/i.test(text.slice(at, at + 5));
}

/**
 * Recognises the container from the first bytes (SNIFF_BYTES are read; callers may pass more);
 * undefined for anything not accepted.
 */
export function sniffFormat(bytes: Buffer): ContentFormat | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'webp';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'AVI ')) return 'avi';
  if (ascii(bytes, 0, '%PDF-')) return 'pdf';
  if (ISO_BOXES.some((box) => ascii(bytes, 4, box))) return 'mov';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'matroska';
  if (ascii(bytes, 0, 'FLV') && bytes[3] === 1) return 'flv';
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0xba]) || startsWith(bytes, [0x00, 0x00, 0x01, 0xb3]))
    return 'mpeg-ps';
  if (bytes[0] === 0x47 && bytes.length > 188 && bytes[188] === 0x47) return 'mpeg-ts';
  if (startsWith(bytes, [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11])) return 'asf';
  if (looksLikeSvg(bytes)) return 'svg';
  return undefined;
}
