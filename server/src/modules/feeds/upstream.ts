import { brotliDecompressSync, gunzipSync, inflateRawSync, inflateSync } from 'node:zlib';
import type { AppServices } from '../../app-services.js';
import { sizeText, FetchFailed, UrlRefused } from '../../net/errors.js';
import { guardedFetch } from '../../net/guardedFetch.js';

// Every feed fetch (forecast, geocoding, RSS) goes through the guard, with its time limit (10 s,
// on app.clock) and its size limit (2 MB as sent); a compressed body is unpacked here with a
// hard cap of its own, so a small gzip bomb cannot grow into gigabytes in memory.

/** The most a compressed body may unpack to. */
export const UNPACKED_SIZE_LIMIT_BYTES = 5 * 1024 * 1024;

/**
 * An upstream answered badly or not at all. `detail` completes a sentence such as "The feed
 * could not be read: …"; a refused address keeps the guard's own sentence in `sentence`.
 */
export class UpstreamFailure extends Error {
  override readonly name = 'UpstreamFailure';
  constructor(
    readonly detail: string,
    /** The whole sentence to show when the address itself was refused. */
    readonly sentence?: string,
  ) {
    super(sentence ?? detail);
  }

  /** "<lead>: <detail>." or the refusal as the guard said it. */
  toSentence(lead: string): string {
    return this.sentence ?? `${lead}: ${this.detail}.`;
  }
}

export interface UpstreamBody {
  /** The URL that answered, after redirects (relative links in the body resolve against it). */
  url: string;
  contentType: string;
  body: Buffer;
}

/** GET url through the guard; a 2xx body, unpacked. Throws UpstreamFailure. */
export async function fetchUpstream(
  app: AppServices,
  url: string,
  accept: string,
): Promise<UpstreamBody> {
  try {
    const page = await guardedFetch(
      url,
      { headers: { accept, 'accept-encoding': 'gzip, deflate, br' } },
      { ...app.outboundFetch, clock: app.clock },
    );
    if (page.status < 200 || page.status > 299)
      throw new UpstreamFailure(`the server answered with status ${page.status}`);
    return {
      url: page.url,
      contentType: String(page.headers['content-type'] ?? ''),
      body: unpacked(page.body, String(page.headers['content-encoding'] ?? '')),
    };
  } catch (error) {
    if (error instanceof UrlRefused) throw new UpstreamFailure(error.message, error.message);
    if (error instanceof FetchFailed) throw new UpstreamFailure(error.detail);
    throw error;
  }
}

/** The body as the server meant it: gzip, deflate and br undone, at most 5 MB. */
export function unpacked(
  body: Buffer,
  contentEncoding: string,
  limit = UNPACKED_SIZE_LIMIT_BYTES,
): Buffer {
  const codings = contentEncoding
    .toLowerCase()
    .split(',')
    .map((coding) => coding.trim())
    .filter((coding) => coding !== '' && coding !== 'identity');
  let bytes = body;
  // Codings are listed in the order they were applied: undo the last first.
  for (const coding of codings.reverse()) bytes = undo(coding, bytes, limit);
  return bytes;
}

function undo(coding: string, bytes: Buffer, limit: number): Buffer {
  const options = { maxOutputLength: limit };
  try {
    switch (coding) {
      case 'gzip':
      case 'x-gzip':
        return gunzipSync(bytes, options);
      case 'deflate':
        // "deflate" should be zlib-wrapped; some servers send it raw.
        try {
          return inflateSync(bytes, options);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'Z_DATA_ERROR') throw error;
          return inflateRawSync(bytes, options);
        }
      case 'br':
        return brotliDecompressSync(bytes, options);
      default:
        throw new UpstreamFailure(`it is packed in a way the server cannot read (${coding})`);
    }
  } catch (error) {
    if (error instanceof UpstreamFailure) throw error;
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
      throw new UpstreamFailure(`it is larger than ${sizeText(limit)} when unpacked`);
    throw new UpstreamFailure('its compressed content is damaged');
  }
}
