import { defaultWidgets } from '@marquee/sdk';
import type { Scene, SceneItem } from '@marquee/sdk/model';
import { describe, expect, it, vi } from 'vitest';
import { imageEditor } from './image';
import { presentationEditor } from './presentation';
import type { EditorFile, OpenDialog, PickFile, WidgetEditor } from './types';
import { videoEditor } from './video';

const scene: Scene = { _id: 's', name: 's', type: 'slides', duration: 60, sceneItems: [] };
const file = (id: string, mimetype: string): EditorFile => ({
  _id: id,
  name: id,
  mimetype,
  url: `https://marquee.test/${id}`,
  checksum: '',
  fileSizeInBytes: 1,
  width: 10,
  height: 10,
  duration: null,
  pageCount: null,
  playQuota: null,
});

async function created(editor: WidgetEditor, answer: EditorFile | null) {
  const pickFile = vi.fn<PickFile>(() => Promise.resolve(answer));
  // Media items pick a file; they never open a dialog of their own.
  const openDialog: OpenDialog = () => Promise.reject(new Error('no dialog expected'));
  const content = await editor.create!({ scene, pickFile, openDialog });
  return { content, asked: pickFile.mock.calls[0]![0] };
}

const widget = (type: string) => defaultWidgets.find((w) => w.type === type)!;
const sceneItem = (type: string, fileId: string): SceneItem => ({
  _id: 'i',
  start: 4,
  end: 10,
  x: 0,
  y: 0,
  w: 100,
  h: 100,
  rotation: 0,
  item: { type, fileId, body: {} },
});

describe('media item editors', () => {
  it('ask the picker for their own kind of file, and add nothing when it is closed', async () => {
    expect((await created(imageEditor, file('a', 'image/png'))).asked.kinds).toEqual(['image']);
    expect((await created(videoEditor, file('v', 'video/mp4'))).asked.kinds).toEqual(['video']);
    expect((await created(presentationEditor, null)).asked.kinds).toEqual(['pdf']);
    expect((await created(videoEditor, file('v', 'video/mp4'))).content).toEqual({ fileId: 'v' });
    expect((await created(imageEditor, null)).content).toBeNull();
  });

  it('end a video at its start plus the new file length when the file changes', () => {
    const files = (id: string) => ({ v1: { duration: 6 }, v2: { duration: 12.5 } })[id];
    const before = sceneItem('video', 'v1');
    const patch = videoEditor.update!({
      sceneItem: before,
      content: { ...before.item, fileId: 'v2' },
      widget: widget('video'),
      files,
    });
    expect(patch.end).toBe(16.5);
    // A colour change keeps the end the operator set.
    const colour = videoEditor.update!({
      sceneItem: before,
      content: { ...before.item, body: { backgroundColor: '#000' } },
      widget: widget('video'),
      files,
    });
    expect(colour.end).toBeUndefined();
  });
});
