import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { indexedDbLocalState } from './indexedDbLocalState.js';
import { memoryStorage } from '@marquee/sdk/testing';

describe('IndexedDB local state', () => {
  it('moves what an earlier player kept in localStorage, so a paired screen stays paired', async () => {
    const legacy = memoryStorage(
      new Map([
        ['marquee:credentials', '{"deviceId":"d1","deviceToken":"mqd_abc"}'],
        ['other-app', 'untouched'],
      ]),
    );
    const state = indexedDbLocalState(new IDBFactory(), legacy);
    expect(await state.get('credentials')).toEqual({ deviceId: 'd1', deviceToken: 'mqd_abc' });
    expect(legacy.getItem('marquee:credentials')).toBeNull();
    expect(legacy.getItem('other-app')).toBe('untouched');
  });

  it('never lets an old localStorage value overwrite a newer IndexedDB one', async () => {
    const factory = new IDBFactory();
    await indexedDbLocalState(factory).set('serverUrl', 'https://new.example');
    const legacy = memoryStorage(new Map([['marquee:serverUrl', '"https://old.example"']]));
    expect(await indexedDbLocalState(factory, legacy).get('serverUrl')).toBe('https://new.example');
  });
});
