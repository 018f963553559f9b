import { describe, expect, it } from 'vitest';
import { endTimeProblem, startTimeProblem } from './StartBroadcastDialog';

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

describe("a broadcast's later start", () => {
  const now = Date.parse('2026-11-30T10:00');

  it('must be given, whole, and in the future', () => {
    expect(startTimeProblem('', now)).toBe('Choose when the broadcast starts');
    expect(startTimeProblem('2026-11-30T', now)).toBe('Enter a whole date and time');
    expect(startTimeProblem('2026-11-30T10:00', now)).toBe(
      'The start must be in the future; choose Now to start at once',
    );
    expect(startTimeProblem('2026-11-30T10:01', now)).toBeNull();
  });

  it('comes before the end', () => {
    const start = Date.parse('2026-12-01T09:00');
    expect(endTimeProblem('2026-12-01T09:00', now, start)).toBe('The end must be after the start');
    expect(endTimeProblem('2026-11-30T12:00', now, start)).toBe('The end must be after the start');
    expect(endTimeProblem('2026-12-01T09:01', now, start)).toBeNull();
  });
});
