import { describe, expect, it } from 'vitest';
import { pageLabel } from './deviceListControls';

describe('device list helpers', () => {
  it('labels the page the way the pager shows it', () => {
    expect(pageLabel(0, 25, 120)).toBe('1–25 of 120');
    expect(pageLabel(100, 20, 120)).toBe('101–120 of 120');
    expect(pageLabel(0, 0, 0)).toBe('No screens');
  });
});
