// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Subject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeHost } from '../host/index.js';
import { sha256Hex } from '../host/localFiles.js';
import { parsePlayableContent, type PlayableContentData } from '../player/content.js';
import { createKeptMedia } from '../player/storage/keptMedia.js';
import { StagePlayer } from '../render/StagePlayer.js';
import { imagePlaylistContent } from '../testing/playableFixtures.js';
import { servingFetch } from '../testing/servingFetch.js';
import { defaultWidgets } from '../widgets/index.js';
import { fontFaceCss } from './fontFaces.js';

const API = 'https://marquee.test/graphql';
const SERVER = 'https://marquee.test';
const LATIN = 'U+0000-00FF,U+0131,U+0152-0153';
const FONT_BYTES = new Uint8Array(64).fill(7);
const IMAGE_BYTES = new Uint8Array(32).fill(1);

const fontFile = (name: string, weight: number, checksum: string) => ({
  _id: `font:lato:${name}`,
  name,
  mimetype: 'font/woff2',
  url: `/fonts/files/lato/${name}?v=5.3.0`,
  checksum,
  playbackChecksum: checksum,
  fileSizeInBytes: FONT_BYTES.length,
  width: null,
  height: null,
  duration: null,
  pageCount: null,
  pageUrls: null,
  playQuota: null,
  validFrom: null,
  validUntil: null,
  muted: null,
  font: { family: 'Lato', weight, style: 'normal' as const, unicodeRange: LATIN },
});

/** An image playlist whose answer also lists Lato 400 and 700, as the server sends text fonts. */
async function contentWithFonts(): Promise<PlayableContentData> {
  const data = imagePlaylistContent([{ id: 'a' }]);
  const imageChecksum = await sha256Hex(IMAGE_BYTES);
  for (const file of data.content.files) {
    file.playbackChecksum = imageChecksum;
    file.fileSizeInBytes = IMAGE_BYTES.length;
  }
  const fontChecksum = await sha256Hex(FONT_BYTES);
  data.content.files.push(
    fontFile('lato-latin-400-normal.woff2', 400, fontChecksum),
    fontFile('lato-latin-700-normal.woff2', 700, fontChecksum.replace(/^./, 'f')),
  );
  return data;
}

afterEach(cleanup);

describe('content fonts', () => {
  it('declares the kept font files at their local URLs, font-display swap, nothing from outside', async () => {
    const data = await contentWithFonts();
    // The 700 file's checksum does not match what the server serves: it plays from the server.
    const served = new Map<string, Uint8Array>([
      [`${SERVER}/blobs/a.png`, IMAGE_BYTES],
      [`${SERVER}/fonts/files/lato/lato-latin-400-normal.woff2?v=5.3.0`, FONT_BYTES],
      [`${SERVER}/fonts/files/lato/lato-latin-700-normal.woff2?v=5.3.0`, FONT_BYTES],
    ]);
    const host = new FakeHost({ fetch: servingFetch(served), diskCapacityBytes: 10_000 });
    const parsed = parsePlayableContent(data, API);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const { content, missing } = await createKeptMedia({ host }).keep(parsed.value, null);
    expect(missing).toBe(1);

    render(<StagePlayer widgets={defaultWidgets} content={content} clock={() => new Subject()} />);
    const css = screen.getByTestId('content-fonts').textContent;
    const faces = css.match(/@font-face \{[^}]*\}/g)!;
    expect(faces).toHaveLength(2);
    const kept = (await host.files.list()).filter((f) => f.sourceUrl.includes('/fonts/'));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.url).not.toContain('marquee.test');
    expect(faces[0]).toContain(`src: url("${kept[0]!.url}") format('woff2');`);
    expect(faces[0]).toContain('font-weight: 400;');
    expect(faces[1]).toContain(
      `src: url("${SERVER}/fonts/files/lato/lato-latin-700-normal.woff2?v=5.3.0")`,
    );
    for (const face of faces) {
      expect(face).toContain('font-family: "Lato";');
      expect(face).toContain('font-display: swap;');
      expect(face).toContain(`unicode-range: ${LATIN};`);
    }
    const urls = [...css.matchAll(/url\("([^"]*)"\)/g)].map((m) => m[1]!);
    expect(urls.every((url) => url === kept[0]!.url || url.startsWith(`${SERVER}/fonts/`))).toBe(
      true,
    );
  });

  it('declares nothing for content without font files (older content parses as before)', async () => {
    const parsed = parsePlayableContent(imagePlaylistContent([{ id: 'a' }]), API);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    render(
      <StagePlayer widgets={defaultWidgets} content={parsed.value} clock={() => new Subject()} />,
    );
    expect(screen.queryByTestId('content-fonts')).toBeNull();
  });

  it('cannot be made to break out of its rule by a family, URL or range', () => {
    const css = fontFaceCss([
      {
        ...fontFile('x.woff2', 400, '0'.repeat(64)),
        url: 'https://marquee.test/x.woff2") ; } body { color: red',
        font: {
          family: 'Evil"; } body { display: none',
          weight: 400,
          style: 'normal',
          unicodeRange: 'U+0000; } body { color: red',
        },
      },
    ]);
    // Read as a browser reads it: one @font-face and no other rule.
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
    const rules = [...style.sheet!.cssRules];
    style.remove();
    expect(rules.map((rule) => rule.cssText.slice(0, 10))).toEqual(['@font-face']);
    expect(css).not.toContain('unicode-range');
    expect(css).toContain('font-family: "Evil\\"; } body { display: none";');
  });
});
