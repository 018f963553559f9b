import { describe, expect, it } from 'vitest';
import { isOnAir, serverNow } from './onAir';

describe('the time a broadcast is judged by', () => {
  const browser = Date.parse('2026-11-30T09:00:00Z');

  it('is the server’s last answer when the browser’s clock is behind it', () => {
    expect(serverNow(browser, '2026-11-30T09:00:03Z')).toBe(Date.parse('2026-11-30T09:00:03Z'));
  });

  it('is the browser’s clock once it has moved past the last answer', () => {
    expect(serverNow(browser, '2026-11-30T08:59:58Z')).toBe(browser);
    expect(serverNow(browser, undefined)).toBe(browser);
  });
});

describe('a broadcast on air', () => {
  const now = Date.parse('2026-11-30T09:00:00Z');

  it('has started and not ended', () => {
    expect(isOnAir({ startsAt: '2026-11-30T09:00:00Z' }, now)).toBe(true);
    expect(isOnAir({ startsAt: '2026-11-30T09:00:01Z' }, now)).toBe(false);
    expect(isOnAir({ startsAt: '2026-11-30T08:00:00Z', endsAt: '2026-11-30T09:00:00Z' }, now)).toBe(
      false,
    );
  });
});
