import { describe, expect, it } from 'vitest';
import { endTimeProblem } from './StartBroadcastDialog';

describe("a broadcast's end time", () => {
  const now = Date.parse('2026-11-30T10:00');

  it('must be given, whole, and in the future', () => {
    expect(endTimeProblem('', now)).toBe('Choose when the broadcast ends');
    expect(endTimeProblem('2026-11-30T', now)).toBe('Enter a whole date and time');
    expect(endTimeProblem('2026-11-29T10:00', now)).toBe('The end must be in the future');
    expect(endTimeProblem('2026-11-30T10:00', now)).toBe('The end must be in the future');
    expect(endTimeProblem('2026-11-30T10:01', now)).toBeNull();
  });
});
