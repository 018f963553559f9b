/**
 * The snapshots a process keeps, oldest first, within a count and a byte budget. A snapshot's
 * size is known only once it is made (it is a promise until then), so it joins the byte total
 * then; past either limit the longest-kept others go (they are made again when asked).
 */
export class KeptSnapshots<Entry> {
  private readonly entries = new Map<string, { entry: Entry; bytes: number }>();
  private bytes = 0;

  constructor(private readonly limits: { maxCount: number; maxBytes: number }) {}

  get(id: string): Entry | undefined {
    return this.entries.get(id)?.entry;
  }

  /** Keeps `entry` as the newest under `id`, replacing what was there. */
  set(id: string, entry: Entry): void {
    this.delete(id);
    this.entries.set(id, { entry, bytes: 0 });
    while (this.entries.size > this.limits.maxCount) this.dropOldest(id);
  }

  /** `entry` is made and takes `bytes`; ignored if `id` has moved on to another entry. */
  sized(id: string, entry: Entry, bytes: number): void {
    const kept = this.entries.get(id);
    if (kept?.entry !== entry) return;
    this.bytes += bytes - kept.bytes;
    kept.bytes = bytes;
    while (this.bytes > this.limits.maxBytes && this.entries.size > 1) this.dropOldest(id);
  }

  /** Drops `id`, but only while it still holds `entry` when one is given. */
  delete(id: string, entry?: Entry): void {
    const kept = this.entries.get(id);
    if (!kept || (entry !== undefined && kept.entry !== entry)) return;
    this.bytes -= kept.bytes;
    this.entries.delete(id);
  }

  ids(): string[] {
    return [...this.entries.keys()];
  }

  get count(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  private dropOldest(except: string): void {
    for (const id of this.entries.keys()) {
      if (id === except) continue;
      this.delete(id);
      return;
    }
  }
}
