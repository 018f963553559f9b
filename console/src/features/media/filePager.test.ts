import { describe, expect, it } from 'vitest';
import { FilePager, type FilePageResult, type PagerUpdate } from './filePager';

/** A folder on a fake server: keyset pages over a sorted list of names, each request held until released. */
function fakeFolder(names: string[]) {
  const rows = [...names];
  const requests: { after: string | null; release: (fail?: boolean) => void }[] = [];
  const fetchPage = (after: string | null, first: number) =>
    new Promise<FilePageResult<string>>((resolve, reject) => {
      requests.push({
        after,
        release: (fail) => {
          if (fail) return reject(new Error('offline'));
          const start = after === null ? 0 : rows.findIndex((r) => r > after);
          const from = start < 0 ? rows.length : start;
          const items = rows.slice(from, from + first);
          resolve({
            items,
            totalCount: rows.length,
            endCursor: items.at(-1) ?? null,
            hasNextPage: from + first < rows.length,
          });
        },
      });
    });
  return { rows, requests, fetchPage };
}

const names = (n: number) => Array.from({ length: n }, (_, i) => `f${String(i).padStart(3, '0')}`);
const settle = () => new Promise((r) => setTimeout(r, 0));

function setUp(count: number, pageSize = 10) {
  const folder = fakeFolder(names(count));
  const updates: PagerUpdate<string>[] = [];
  const pager = new FilePager(folder.fetchPage, (u) => updates.push(u), pageSize);
  pager.start();
  const releaseAll = async () => {
    while (folder.requests.length > 0) {
      folder.requests.shift()!.release();
      await settle();
    }
  };
  return { folder, updates, pager, releaseAll, latest: () => updates.at(-1)! };
}

describe('FilePager', () => {
  it('loads the first page, then further pages only as far as the grid wants', async () => {
    const { pager, folder, latest, releaseAll } = setUp(35);
    pager.want(0);
    await releaseAll();
    expect(latest().list).toMatchObject({ totalCount: 35, hasNextPage: true });
    expect(latest().list!.items).toHaveLength(10);

    pager.want(25);
    expect(folder.requests).toHaveLength(1); // one request at a time
    await releaseAll();
    expect(latest().list!.items).toEqual(names(30));

    pager.want(1000);
    await releaseAll();
    expect(latest().list).toMatchObject({ items: names(35), hasNextPage: false });
  });

  it('reloads in the background and swaps in a chain as long as what is on screen', async () => {
    const { pager, folder, updates, latest, releaseAll } = setUp(30);
    pager.want(20);
    await releaseAll();
    expect(latest().list!.items).toEqual(names(20));
    folder.rows.splice(3, 1); // f003 deleted
    folder.rows.push('f999'); // a new upload at the end
    const before = updates.length;
    pager.reload();
    folder.requests.shift()!.release();
    await settle();
    expect(updates).toHaveLength(before); // half a chain is never shown
    await releaseAll();
    const list = latest().list!;
    expect(list.items).toHaveLength(20);
    expect(list.items).not.toContain('f003');
    expect(new Set(list.items).size).toBe(20);
    expect(list.totalCount).toBe(30);
  });

  it('drops a page that was in flight when a reload came, so nothing shows twice', async () => {
    const { pager, folder, latest, releaseAll } = setUp(30);
    pager.want(0);
    await releaseAll();
    pager.want(15);
    const inFlight = folder.requests.shift()!;
    folder.rows.unshift('e000'); // a file that sorts first arrives meanwhile
    pager.reload();
    inFlight.release();
    await settle();
    await releaseAll();
    const list = latest().list!;
    expect(list.items.slice(0, 2)).toEqual(['e000', 'f000']);
    expect(new Set(list.items).size).toBe(list.items.length);
    expect(list.totalCount).toBe(31);
  });

  it('keeps what it has when a page fails and tries again on the next want', async () => {
    const { pager, folder, latest, releaseAll } = setUp(30);
    pager.want(0);
    await releaseAll();
    pager.want(20);
    folder.requests.shift()!.release(true);
    await settle();
    expect(latest().error).toBeInstanceOf(Error);
    expect(latest().list!.items).toHaveLength(10);
    pager.want(20);
    await releaseAll();
    expect(latest()).toMatchObject({ error: null });
    expect(latest().list!.items).toEqual(names(20));
  });
});
