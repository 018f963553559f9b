import { describe, expect, it } from 'vitest';
import { formatFileSize } from './mediaText';

describe('formatFileSize', () => {
  it('reads a small file in kB, never as 0 MB', () => {
    expect(formatFileSize(3_412)).toBe('3 kB');
    expect(formatFileSize(120)).toBe('1 kB');
    expect(formatFileSize(999_400)).toBe('999 kB');
  });

  it('reads a megabyte and more in MB, to one decimal', () => {
    expect(formatFileSize(1_000_000)).toBe('1 MB');
    expect(formatFileSize(12_345_678)).toBe('12.3 MB');
    expect(formatFileSize(2_500_000_000)).toBe('2,500 MB');
  });
});
