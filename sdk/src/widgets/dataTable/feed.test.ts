// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { DataTableFeedError, fetchDataTableFeed } from './feed.js';

const URL = 'https://feeds.example/departures.json';

const answering = (response: () => Response) => vi.fn(async () => response());

async function failureOf(promise: Promise<unknown>): Promise<DataTableFeedError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DataTableFeedError);
  return error as DataTableFeedError;
}

describe('fetching a data table feed', () => {
  it('asks the device fetch for JSON and parses the answer', async () => {
    const fetch = answering(() => Response.json({ rows: [1, 2] }));
    await expect(fetchDataTableFeed(fetch, URL)).resolves.toEqual({ rows: [1, 2] });
    expect(fetch).toHaveBeenCalledWith(URL, { headers: { Accept: 'application/json' } });
  });

  it('says "Network response was not ok" with the status text, or the status without one', async () => {
    const notFound = await failureOf(
      fetchDataTableFeed(
        answering(() => new Response('gone', { status: 404, statusText: 'Not Found' })),
        URL,
      ),
    );
    expect(notFound.message).toBe('Network response was not ok: Not Found');
    // HTTP/2 answers carry no status text.
    const bare = await failureOf(
      fetchDataTableFeed(
        answering(() => new Response('', { status: 503 })),
        URL,
      ),
    );
    expect(bare.message).toBe('Network response was not ok: 503');
  });

  it('says "Failed to fetch data" when the request fails, and that it never arrived', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failureOf(fetchDataTableFeed(fetch, URL));
    expect(error.message).toBe('Failed to fetch data: Failed to fetch');
    expect(error.unreachable).toBe(true);
    expect(error.responseText).toBeNull();
  });

  it('says "Failed to fetch data" with the start of an answer that is not JSON', async () => {
    const page = `<!doctype html><html><body>${'Maintenance. '.repeat(40)}</body></html>`;
    const error = await failureOf(
      fetchDataTableFeed(
        answering(() => new Response(page)),
        URL,
      ),
    );
    expect(error.message).toMatch(/^Failed to fetch data: .*JSON/);
    expect(error.responseText).toBe(page.slice(0, 200));
    expect(error.unreachable).toBe(false);
  });

  it('quotes no response text when the answer was empty', async () => {
    const error = await failureOf(
      fetchDataTableFeed(
        answering(() => new Response('')),
        URL,
      ),
    );
    expect(error.message).toMatch(/^Failed to fetch data: /);
    expect(error.responseText).toBeNull();
  });

  it('stops reading a feed larger than its limit, declared or not', async () => {
    const declared = await failureOf(
      fetchDataTableFeed(
        answering(() => new Response('[]', { headers: { 'content-length': '6000000' } })),
        URL,
      ),
    );
    expect(declared.message).toBe('Failed to fetch data: The feed is larger than 5 MB');

    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new TextEncoder().encode('[' + '0,'.repeat(512)));
      },
    });
    const streamed = await failureOf(
      fetchDataTableFeed(
        answering(() => new Response(endless)),
        URL,
        4096,
      ),
    );
    expect(streamed.message).toMatch(/^Failed to fetch data: The feed is larger than/);
    // It stopped at the limit rather than reading on.
    expect(pulled).toBeLessThan(10);
  });

  it('reads a feed split across many chunks, multi-byte characters included', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify([{ stop: 'Praha-Hostivař' }]));
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    await expect(
      fetchDataTableFeed(
        answering(() => new Response(chunked)),
        URL,
      ),
    ).resolves.toEqual([{ stop: 'Praha-Hostivař' }]);
  });
});
