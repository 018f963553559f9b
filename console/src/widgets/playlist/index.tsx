import { PLAYLIST_WIDGET_TYPE } from '@marquee/sdk';
import { endFollowsContent } from '../shared/contentLength';
import { sizingGroup } from '../shared/SizingGroup';
import type { WidgetEditor } from '../types';
import { fetchedPlaylistSeconds } from './playlistContent';
import { durationGroup, playlistGroup } from './PlaylistGroups';
import { SelectPlaylistDialog } from './SelectPlaylistDialog';

export const playlistEditor: WidgetEditor = {
  type: PLAYLIST_WIDGET_TYPE,
  toolbarGroups: [playlistGroup, sizingGroup, durationGroup],
  // A new playlist item starts with Select a playlist; Cancel adds nothing.
  create: ({ scene, openDialog }) =>
    openDialog<string | null>((answer) => (
      <SelectPlaylistDialog sceneId={scene._id} onSelect={answer} onCancel={() => answer(null)} />
    )).then((playlistId) => (playlistId ? { body: { playlistId } } : null)),
  // With doesDurationDependOnContent the end follows the playlist's length, as a screen times it.
  update: (context) =>
    endFollowsContent({
      ...context,
      widget: { ...context.widget, contentSeconds: fetchedPlaylistSeconds },
    }),
};
