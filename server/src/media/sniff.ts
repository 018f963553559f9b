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

function looksLikeSvg(bytes: Buffer): boolean {
  let text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  // Skip the XML declaration, comments and a doctype before the root element.
  for (;;) {
    text = text.trimStart();
    const prolog = /^(<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>)/i.exec(
      text,
    );
    if (!prolog) break;
    text = text.slice(prolog[0].length);
  }
  return /^<svg[\s>]/i.test(text);
}

/** Recognises the container from the first bytes; undefined for anything not accepted. */
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
