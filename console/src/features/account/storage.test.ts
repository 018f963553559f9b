import { describe, expect, it } from 'vitest';
import { formatMB, formatPercent, storageFigures } from './storage';

describe('storage figures', () => {
  it('shows used, maximum and remaining in decimal MB with the share used', () => {
    const f = storageFigures(250.5, 1000);
    expect(formatMB(f.usedMB)).toBe('250.5 MB');
    expect(formatMB(f.remainingMB)).toBe('749.5 MB');
    expect(formatPercent(f.percent)).toBe('25.1%');
    expect(storageFigures(0, 0).percent).toBe(0);
  });
});
