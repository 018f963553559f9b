import { describe, expect, it } from 'vitest';
import { pictureOf } from './filePicture';

describe('a file’s small picture', () => {
  it('is its processed thumbnail when it has one', () => {
    expect(pictureOf({ thumbnailUrl: '/t.jpg', mimetype: 'video/mp4', url: '/v.mp4' })).toBe(
      '/t.jpg',
    );
  });

  it('is the image itself for an image without a thumbnail (the demo’s pictures)', () => {
    expect(pictureOf({ thumbnailUrl: null, mimetype: 'image/png', url: '/welcome.png' })).toBe(
      '/welcome.png',
    );
  });

  it('is nothing for a video or a PDF not processed yet', () => {
    expect(pictureOf({ thumbnailUrl: null, mimetype: 'video/mp4', url: '/v.mp4' })).toBe(null);
    expect(pictureOf({ mimetype: 'application/pdf', url: '/menu.pdf' })).toBe(null);
  });
});
