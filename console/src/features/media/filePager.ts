// The Media grid's file list, a page at a time (Query.filesPage): pages are chained by cursor, so
// the loaded files are always the first N of the folder and the grid can place each by index.
// The grid says how many it wants (what the viewport nears); the pager fetches, one request at
// a time, until it has them. A reload (after an upload, move, delete, ...) rebuilds the chain
// from the start in the background and swaps it in once it covers what was on screen, so the
// grid never flickers to placeholders or shows a file twice.

export interface FilePageResult<T> {
  items: readonly T[];
  totalCount: number;
  endCursor: string | null;
  hasNextPage: boolean;
}

/** The files loaded so far (the first `items.length` of `totalCount`). */
type PagedFiles<T> = FilePageResult<T>;

type FetchFilePage<T> = (after: string | null, first: number) => Promise<FilePageResult<T>>;

export interface PagerUpdate<T> {
  list: PagedFiles<T> | null;
  /** The last page request failed; the next want or reload tries again. */
  error: unknown;
}

/** The server's cap on `first`; a page this size is ~5 screens of cards. */
export const FILE_PAGE_SIZE = 200;

export class FilePager<T> {
  private list: PagedFiles<T> | null = null;
  private wanted = 0;
  private reloadAsked = false;
  private busy = false;
  private disposed = true;

  constructor(
    private readonly fetchPage: FetchFilePage<T>,
    private readonly onUpdate: (update: PagerUpdate<T>) => void,
    private readonly pageSize = FILE_PAGE_SIZE,
  ) {}

  /**
   * The grid needs the first `count` files (what the viewport shows and nears). Loaded pages stay
   * when it needs fewer; a reload brings back only what is needed then.
   */
  want(count: number): void {
    this.wanted = count;
    if (!this.disposed) void this.pump();
  }

  /** The list changed on the server: load it again from the start. */
  reload(): void {
    this.reloadAsked = true;
    if (!this.disposed) void this.pump();
  }

  /** Starts loading (the first page at least); again after stop(), it carries on. */
  start(): void {
    this.disposed = false;
    void this.pump();
  }

  /** No more requests, and answers still on the way are dropped. */
  stop(): void {
    this.disposed = true;
  }

  private needsMore(list: PagedFiles<T> | null): boolean {
    return list === null || (list.hasNextPage && list.items.length < this.wanted);
  }

  private async pump(): Promise<void> {
    if (this.busy) return; // the running loop sees the new want or reload
    this.busy = true;
    let draft: PagedFiles<T> | null = null;
    let rebuilding = false;
    try {
      while (!this.disposed) {
        if (this.reloadAsked) {
          this.reloadAsked = false;
          rebuilding = this.list !== null;
          draft = null;
        }
        const current = rebuilding ? draft : this.list;
        if (!this.needsMore(current)) {
          if (rebuilding) {
            rebuilding = false;
            this.publish(current, null);
            continue;
          }
          return;
        }
        let page: FilePageResult<T>;
        try {
          page = await this.fetchPage(current?.endCursor ?? null, this.pageSize);
        } catch (error) {
          if (this.disposed) return;
          if (this.reloadAsked) continue; // a newer reload replaces the failed request
          // A failed rebuild is retried on the next want; the old list stays on screen.
          if (rebuilding) this.reloadAsked = true;
          this.publish(this.list, error);
          return;
        }
        if (this.disposed || this.reloadAsked) continue;
        const next: PagedFiles<T> = {
          items: current ? [...current.items, ...page.items] : page.items,
          totalCount: page.totalCount,
          endCursor: page.endCursor ?? current?.endCursor ?? null,
          hasNextPage: page.hasNextPage,
        };
        if (rebuilding) draft = next;
        else this.publish(next, null);
      }
    } finally {
      this.busy = false;
    }
  }

  private publish(list: PagedFiles<T> | null, error: unknown): void {
    this.list = list;
    this.onUpdate({ list, error });
  }
}
