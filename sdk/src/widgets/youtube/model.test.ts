import { describe, expect, it } from 'vitest';
import { parseYouTubeId, youTubeIdFromUrl, youtubeBodySchema } from './model.js';

const ID = 'dQw4w9WgXcQ';

describe('parseYouTubeId (a full watch url or a bare id)', () => {
  it('takes a bare 11-character id', () => {
    expect(parseYouTubeId(ID)).toBe(ID);
    expect(parseYouTubeId(`  ${ID}\n`)).toBe(ID);
    expect(parseYouTubeId('a_b-C1d2E3f')).toBe('a_b-C1d2E3f');
  });

  it('reads the id from every kind of YouTube address', () => {
    for (const url of [
      `https://www.youtube.com/watch?v=${ID}`,
      `https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`,
      `youtube.com/watch?v=${ID}`,
      `https://m.youtube.com/watch?v=${ID}`,
      `https://youtu.be/${ID}?si=abc`,
      `https://www.youtube.com/embed/${ID}?autoplay=1`,
      `https://www.youtube-nocookie.com/embed/${ID}`,
      `https://youtube.com/shorts/${ID}`,
      `https://www.youtube.com/live/${ID}`,
    ]) {
      expect(parseYouTubeId(url), url).toBe(ID);
    }
  });

  it('refuses other sites, YouTube pages without a video and malformed ids', () => {
    expect(parseYouTubeId(`https://example.com/watch?v=${ID}`)).toBeNull();
    expect(parseYouTubeId(`https://notyoutube.com/watch?v=${ID}`)).toBeNull();
    expect(parseYouTubeId('https://www.youtube.com/@channel')).toBeNull();
    expect(parseYouTubeId('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(parseYouTubeId('hello world')).toBeNull();
    expect(parseYouTubeId('')).toBeNull();
    expect(parseYouTubeId(`javascript:alert('${ID}')`)).toBeNull();
  });

  it('only reads addresses when asked for an address', () => {
    expect(youTubeIdFromUrl(ID)).toBeNull();
    expect(youTubeIdFromUrl(`https://youtu.be/${ID}`)).toBe(ID);
  });
});

describe('youtube body', () => {
  it('starts without a video or a known length', () => {
    expect(youtubeBodySchema.parse({})).toEqual({ videoId: '' });
  });
});
