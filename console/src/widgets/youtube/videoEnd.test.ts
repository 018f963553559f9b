import { iframeWidget, youtubeWidget, type WidgetDefinition } from '@marquee/sdk';
import type { SceneItem } from '@marquee/sdk/model';
import { describe, expect, it } from 'vitest';
import { iframeEditor } from '../iframe';
import { youtubeEditor } from '.';
import type { WidgetEditor } from '../types';

const itemOf = (type: string, body: Record<string, unknown>): SceneItem => ({
  _id: 'v',
  start: 12,
  end: 20,
  x: 0,
  y: 0,
  w: 50,
  h: 50,
  rotation: 0,
  item: { type, body },
});

/** The patch the editor's update makes when `body` replaces the item's body. */
const patchOf = (
  editor: WidgetEditor,
  widget: WidgetDefinition,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) => {
  const sceneItem = itemOf(widget.type, before);
  return editor.update!({
    sceneItem,
    content: { ...sceneItem.item, body: after },
    widget,
    files: () => undefined,
  });
};

describe('a YouTube item ends when its video does', () => {
  const update = (before: Record<string, unknown>, after: Record<string, unknown>) =>
    patchOf(youtubeEditor, youtubeWidget, before, after).end;

  it('lasts 30 s while the length of a new video is not known', () => {
    expect(update({}, { videoId: 'dQw4w9WgXcQ' })).toBe(42);
  });

  it("ends at its start plus the length the video's player reported", () => {
    expect(update({ videoId: 'dQw4w9WgXcQ' }, { videoId: 'dQw4w9WgXcQ', duration: 212.061 })).toBe(
      224.06,
    );
  });

  it('keeps an end the operator chose when nothing about the video changed', () => {
    const body = { videoId: 'dQw4w9WgXcQ', duration: 212 };
    expect(update(body, { ...body, note: 'x' })).toBeUndefined();
    expect(update({ videoId: 'dQw4w9WgXcQ' }, { videoId: '' })).toBeUndefined();
  });
});

describe('a web page item with a YouTube address ends like a YouTube item', () => {
  const update = (before: Record<string, unknown>, after: Record<string, unknown>) =>
    patchOf(iframeEditor, iframeWidget, before, after).end;

  it('follows the video of a YouTube address', () => {
    const url = 'https://youtu.be/dQw4w9WgXcQ';
    expect(update({}, { url })).toBe(42);
    expect(update({ url }, { url, duration: 60 })).toBe(72);
  });

  it('keeps the end of an ordinary page', () => {
    expect(update({}, { url: 'https://example.com' })).toBeUndefined();
    expect(
      update({ url: 'https://example.com' }, { url: 'https://example.com', previewWidth: 1280 }),
    ).toBeUndefined();
  });
});
