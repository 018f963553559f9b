import { describe, expect, it } from 'vitest';
import { KeptSnapshots } from './kept-snapshots.js';

describe('KeptSnapshots', () => {
  it('keeps at most the count, dropping the longest-kept', () => {
    const kept = new KeptSnapshots<string>({ maxCount: 2, maxBytes: Infinity });
    kept.set('a', 'A');
    kept.set('b', 'B');
    kept.set('c', 'C');
    expect(kept.ids()).toEqual(['b', 'c']);
  });

  it('drops the longest-kept others once the made snapshots pass the byte budget', () => {
    const kept = new KeptSnapshots<string>({ maxCount: 100, maxBytes: 1000 });
    for (const id of ['a', 'b', 'c']) {
      kept.set(id, id.toUpperCase());
      kept.sized(id, id.toUpperCase(), 400);
    }
    expect(kept.ids()).toEqual(['b', 'c']);
    expect(kept.totalBytes).toBe(800);
    // One snapshot larger than the whole budget is still kept: the screens showing it need it.
    kept.set('huge', 'H');
    kept.sized('huge', 'H', 5000);
    expect(kept.ids()).toEqual(['huge']);
    expect(kept.totalBytes).toBe(5000);
  });

  it('counts nothing for a snapshot replaced or dropped before it was made', () => {
    const kept = new KeptSnapshots<string>({ maxCount: 100, maxBytes: 1000 });
    kept.set('a', 'first');
    kept.set('a', 'second');
    kept.sized('a', 'first', 900);
    expect(kept.totalBytes).toBe(0);
    kept.sized('a', 'second', 300);
    kept.delete('a', 'first');
    expect(kept.ids()).toEqual(['a']);
    kept.delete('a');
    expect(kept.totalBytes).toBe(0);
    expect(kept.count).toBe(0);
  });
});
