import { describe, expect, it } from 'vitest';
import { openToken, sealToken } from './token-seal.js';

const SECRET = 'a-server-secret-of-at-least-32-characters';

describe('sealed access tokens', () => {
  it('open under the secret they were sealed with, and only then', () => {
    const sealed = sealToken(SECRET, 'IGAA-token');
    expect(sealed).not.toContain('IGAA-token');
    expect(sealToken(SECRET, 'IGAA-token')).not.toBe(sealed);
    expect(openToken(SECRET, sealed)).toBe('IGAA-token');
    expect(openToken(`${SECRET}-rotated`, sealed)).toBeNull();
  });

  it('refuse a sealed text that was altered', () => {
    const [version, iv, tag, data] = sealToken(SECRET, 'IGAA-token').split('.');
    const flipped = `${data!.startsWith('A') ? 'B' : 'A'}${data!.slice(1)}`;
    expect(openToken(SECRET, [version, iv, tag, flipped].join('.'))).toBeNull();
    expect(openToken(SECRET, 'not sealed')).toBeNull();
  });
});
