import { DndContext } from '@dnd-kit/core';
import { SortableContext } from '@dnd-kit/sortable';
import type { SceneItem } from '@marquee/sdk/model';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SceneListItemFragment } from '../../graphql/generated';
import { renderWithTheme } from '../../test/render';
import type { EditorItem } from './playlistEditing';
import { PlaylistItemRow, type SceneReferenceView } from './PlaylistItemRow';

afterEach(cleanup);

const textItem = (id: string, end: number): SceneItem => ({
  _id: id,
  start: 0,
  end,
  x: 10,
  y: 10,
  w: 50,
  h: 20,
  rotation: 0,
  item: { type: 'text', body: {} },
});

const savedScene = (duration: number, ends: number[]): SceneListItemFragment => ({
  _id: 'scene-news',
  name: 'News',
  type: 'multimedial',
  duration,
  aspectRatio: { width: 16, height: 9 },
  aspectRatioId: '16:9',
  sceneItems: ends.map((end, n) => textItem(`t${n}`, end)),
  spaceIds: ['s-main'],
  updatedAt: '2026-11-28T08:00:00.000Z',
});

function renderRow(item: EditorItem, reference?: SceneReferenceView) {
  renderWithTheme(
    <DndContext>
      <SortableContext items={[item._id]}>
        <PlaylistItemRow
          item={item}
          reference={reference}
          files={new Map()}
          index={0}
          count={1}
          zones={1}
          onChange={() => undefined}
          onMove={() => undefined}
          onRemove={() => undefined}
        />
      </SortableContext>
    </DndContext>,
  );
  return screen.getByTestId('playlist-item');
}

const referenceTo = (scene: SceneListItemFragment): SceneReferenceView => ({
  scene,
  missing: false,
  files: new Map(),
});
const sceneRef: EditorItem = { _id: 'r1', type: 'scene-reference', sceneId: 'scene-news' };

describe('a scene in a playlist', () => {
  it('shows the seconds it takes from the scene as text, not as a field', () => {
    const row = renderRow(sceneRef, referenceTo(savedScene(60, [60, 30])));
    expect(within(row).getByTestId('item-duration').textContent).toBe('60 s from scene');
    expect(within(row).queryByRole('textbox')).toBeNull();
    expect(within(row).queryByRole('spinbutton')).toBeNull();
    expect(within(row).queryByTestId('scene-silence')).toBeNull();
  });

  it('warns beside the item when the scene plays longer than its items', () => {
    const row = renderRow(sceneRef, referenceTo(savedScene(400, [60, 60])));
    expect(within(row).getByTestId('item-duration').textContent).toBe('400 s from scene');
    expect(within(row).getByTestId('scene-silence').textContent).toBe(
      "Nothing shows for the last 5:40: the scene's items end at 1:00, but it plays for 6:40. " +
        'Open the scene and shorten it, or let its length follow its items.',
    );
  });

  it('warns about an inline scene whose own seconds outlast its items', () => {
    const inline: EditorItem = {
      _id: 'i1',
      type: 'scene-inline',
      zoneId: 0,
      scene: {
        _id: 'inline',
        name: 'Welcome',
        type: 'slides',
        duration: 120,
        sceneItems: [textItem('w', 90)],
      },
    };
    const row = renderRow(inline);
    expect(within(row).getByTestId<HTMLInputElement>('item-duration').value).toBe('120');
    expect(within(row).getByTestId('scene-silence').textContent).toMatch(
      /^Nothing shows for the last 0:30: the scene's items end at 1:30, but it plays for 2:00\. Lower its seconds/,
    );
  });
});
