import type { HostFetch, JsonValue } from '../../host/index.js';
import { DATA_TABLE_MAX_FEED_BYTES } from './model.js';

/** What the item shows, word for word, when the feed answered with an error status. */
export const dataTableNotOkMessage = (statusText: string) =>
  `Network response was not ok: ${statusText}`;
/** What the item shows, word for word, when the feed could not be fetched or read. */
export const dataTableFetchFailedMessage = (message: string) => `Failed to fetch data: ${message}`;

/** How much of an unreadable answer an error quotes. */
export const DATA_TABLE_QUOTED_CHARS = 200;

/**
 * Why a feed gave no data. `responseText` is the start of an answer that was not JSON (the
 * error quotes it after its message); `unreachable` says the request itself failed with a
 * TypeError (in a browser, most often a feed that does not allow cross-origin requests).
 */
export class DataTableFeedError extends Error {
  override readonly name = 'DataTableFeedError';
  constructor(
    message: string,
    readonly responseText: string | null = null,
    readonly unreachable = false,
  ) {
    super(message);
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const tooLarge = () =>
  new DataTableFeedError(
    dataTableFetchFailedMessage(
      `The feed is larger than ${DATA_TABLE_MAX_FEED_BYTES / 1024 / 1024} MB`,
    ),
  );

/**
 * The answer's text, read no further than `limit` bytes: a huge feed is refused (and its
 * download stopped) rather than held in a TV's memory. Engines without a readable body stream
 * read the text whole and are checked after.
 */
async function readCapped(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const reader = response.body?.getReader();
  if (!reader) {
    const text = await response.text();
    if (text.length > limit) throw tooLarge();
    return text;
  }
  const decoder = new TextDecoder();
  let read = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    read += value.byteLength;
    if (read > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * Fetches a data table's feed with the device's own fetch (native on TVs, where no CORS
 * applies) and parses it as JSON. Fails with a DataTableFeedError carrying the message the item shows.
 */
export async function fetchDataTableFeed(
  fetch: HostFetch,
  url: string,
  limit = DATA_TABLE_MAX_FEED_BYTES,
): Promise<JsonValue> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' } });
  } catch (error) {
    // Browsers reject with a TypeError when the feed is unreachable or refuses cross-origin reads.
    throw new DataTableFeedError(
      dataTableFetchFailedMessage(messageOf(error)),
      null,
      error instanceof TypeError,
    );
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new DataTableFeedError(
      dataTableNotOkMessage(response.statusText || String(response.status)),
    );
  }
  let text: string;
  try {
    text = await readCapped(response, limit);
  } catch (error) {
    if (error instanceof DataTableFeedError) throw error;
    throw new DataTableFeedError(dataTableFetchFailedMessage(messageOf(error)));
  }
  try {
    return JSON.parse(text) as JsonValue;
  } catch (error) {
    const quoted = text.trim().slice(0, DATA_TABLE_QUOTED_CHARS);
    throw new DataTableFeedError(dataTableFetchFailedMessage(messageOf(error)), quoted || null);
  }
}
