import { describe, expect, it } from 'vitest';
import { groupSupportNotes } from './settingsSupport';

describe("what a group's screens cannot apply", () => {
  const support = (screenCount: number, unableCount: number) => [
    { field: 'rotation', screenCount, unableCount, unablePlatforms: ['web'] },
  ];

  it('counts the screens that cannot, and speaks of a lone screen as one', () => {
    expect(groupSupportNotes(support(5, 2)).rotation).toBe(
      '2 of 5 screens cannot turn their picture themselves, so their players turn what they show (Web browser).',
    );
    expect(groupSupportNotes(support(1, 1)).rotation).toBe(
      'Its screen cannot turn its picture itself, so the player turns what it shows (Web browser).',
    );
    expect(groupSupportNotes(support(3, 0)).rotation).toBeUndefined();
  });
});
