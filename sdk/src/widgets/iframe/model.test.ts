import { describe, expect, it } from 'vitest';
import { completeUrl, iframeBodySchema, iframeVideoId, previewWidthOf } from './model.js';

describe('completeUrl (a missing scheme is completed with https)', () => {
  it('adds https:// to an address typed without a scheme', () => {
    expect(completeUrl('example.com')).toBe('https://example.com');
    expect(completeUrl('  example.com/menu?day=1 ')).toBe('https://example.com/menu?day=1');
    expect(completeUrl('localhost:8080/board')).toBe('https://localhost:8080/board');
    expect(completeUrl('//cdn.example.com/page')).toBe('https://cdn.example.com/page');
  });

  it('keeps an http or https address as typed', () => {
    expect(completeUrl('http://intranet.local/board')).toBe('http://intranet.local/board');
    expect(completeUrl('HTTPS://Example.com/A')).toBe('HTTPS://Example.com/A');
  });

  it('refuses script and data addresses, which would run in the player page', () => {
    expect(completeUrl('javascript:alert(1)')).toBeNull();
    expect(completeUrl(' JavaScript:alert(1)')).toBeNull();
    expect(completeUrl('java\tscript:alert(1)')).toBeNull();
    expect(completeUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(completeUrl('vbscript:msgbox(1)')).toBeNull();
    expect(completeUrl('file:///etc/passwd')).toBeNull();
  });

  it('gives null for nothing and for text that is no address', () => {
    expect(completeUrl('')).toBeNull();
    expect(completeUrl('   ')).toBeNull();
    expect(completeUrl('not an address')).toBeNull();
  });
});

describe('iframe body', () => {
  it('gives a new item one-day refresh, a 1024 px layout, no scrolling and no address', () => {
    expect(iframeBodySchema.parse({})).toEqual({
      url: '',
      previewWidth: 1024,
      isScrollable: false,
      refreshIntervalInMinutes: 1440,
    });
  });

  it('keeps a stored layout width inside 600..1920', () => {
    const body = (previewWidth: number) => iframeBodySchema.parse({ previewWidth });
    expect(previewWidthOf(body(300))).toBe(600);
    expect(previewWidthOf(body(4000))).toBe(1920);
    expect(previewWidthOf(body(1280))).toBe(1280);
  });

  it('knows when its address is a YouTube video', () => {
    expect(iframeVideoId({ url: 'youtube.com/watch?v=dQw4w9WgXcQ' })).toBe('dQw4w9WgXcQ');
    expect(iframeVideoId({ url: 'https://example.com/watch?v=dQw4w9WgXcQ' })).toBeNull();
    // A bare id is not an address: as a web page it would be the host "dQw4w9WgXcQ".
    expect(iframeVideoId({ url: 'dQw4w9WgXcQ' })).toBeNull();
  });
});
