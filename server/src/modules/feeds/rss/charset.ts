// Feeds are not all UTF-8: Czech and Slovak sites still publish windows-1250 and ISO-8859-2.
// The encoding is read as XML over HTTP reads it (RFC 7303): a byte order mark, else the
// Content-Type charset, else the XML declaration, else UTF-8.

const DECLARED = /^<\?xml[^>]{0,200}?encoding\s*=\s*["']([A-Za-z0-9._:-]{1,40})["']/;
const CHARSET = /;\s*charset\s*=\s*"?([A-Za-z0-9._:-]{1,40})"?/i;

function bomEncoding(body: Buffer): string | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  return null;
}

function decoderFor(label: string | null | undefined): TextDecoder | null {
  if (!label) return null;
  try {
    return new TextDecoder(label);
  } catch {
    // An encoding nobody knows: try the next source.
    return null;
  }
}

/** The feed's bytes as text. */
export function feedText(body: Buffer, contentType: string): string {
  const decoder =
    decoderFor(bomEncoding(body)) ??
    decoderFor(CHARSET.exec(contentType)?.[1]) ??
    decoderFor(DECLARED.exec(body.subarray(0, 300).toString('latin1'))?.[1]) ??
    new TextDecoder('utf-8');
  return decoder.decode(body);
}
