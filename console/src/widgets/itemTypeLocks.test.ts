import { describe, expect, it } from 'vitest';
import { lockingFeature, unlockedItemTypes } from './itemTypeLocks';

describe('item types a plan locks', () => {
  it('keeps data items from an account without data integrations, in order', () => {
    const types = ['image', 'menu_board', 'text', 'ai_camera', 'data_table'];
    expect(unlockedItemTypes(types, new Set())).toEqual(['image', 'text']);
    expect(unlockedItemTypes(types, new Set(['data-integrations']))).toEqual(types);
    expect(lockingFeature('gs_cashier', new Set())).toBe('data-integrations');
    expect(lockingFeature('clock', new Set())).toBeUndefined();
  });
});
